/** A picture's or video's width and height in pixels. */
export interface MediaSize {
  width: number;
  height: number;
}

const CONTAINER_BOXES = new Set(['moov', 'trak']);

/**
 * The display size of the first video track of an ISO media file (MP4, MOV, 3GP): each track's
 * `tkhd` box holds its width and height as 16.16 fixed-point numbers; audio tracks have 0×0.
 * Walks the boxes (moov may come before or after the media data); null if there is none.
 */
function isoMediaSize(file: Buffer, start = 0, end = file.length): MediaSize | null {
  let at = start;
  while (at + 8 <= end) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return null;
    if (CONTAINER_BOXES.has(type)) {
      const inner = isoMediaSize(file, at + header, at + size);
      if (inner) return inner;
    } else if (type === 'tkhd') {
      const content = at + header;
      // Version 1 has 64-bit times: the size fields sit 12 bytes later.
      const offset = file[content] === 1 ? 88 : 76;
      if (content + offset + 8 <= at + size) {
        const width = file.readUInt32BE(content + offset) >>> 16;
        const height = file.readUInt32BE(content + offset + 4) >>> 16;
        if (width > 0 && height > 0) return { width, height };
      }
    }
    at += size;
  }
  return null;
}

/** AVI: the main header `avih` holds the frame's width and height (its 9th and 10th 32-bit fields, little-endian). */
function aviSize(file: Buffer): MediaSize | null {
  const at = file.indexOf('avih', 12, 'latin1');
  if (at < 0 || at + 8 + 40 > file.length) return null;
  const width = file.readUInt32LE(at + 8 + 32);
  const height = file.readUInt32LE(at + 8 + 36);
  return width > 0 && height > 0 ? { width, height } : null;
}

const MPEG_SEQUENCE_HEADER = Buffer.from([0, 0, 1, 0xb3]);

/** MPEG-1/2: the first sequence header holds 12 bits of width and 12 bits of height. */
function mpegSize(file: Buffer): MediaSize | null {
  const at = file.indexOf(MPEG_SEQUENCE_HEADER);
  if (at < 0 || at + 7 > file.length) return null;
  const width = (file[at + 4]! << 4) | (file[at + 5]! >> 4);
  const height = ((file[at + 5]! & 0x0f) << 8) | file[at + 6]!;
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The resolution of an MP4, MOV, 3GP, AVI or MPEG video read from its container's headers (no
 * decoding): null when the headers cannot be read.
 */
export function videoSize(file: Buffer, mime: string): MediaSize | null {
  if (mime === 'video/vnd.avi') return aviSize(file);
  if (mime === 'video/mpeg') return mpegSize(file);
  return isoMediaSize(file);
}

import { describe, expect, it } from 'vitest';
import { videoSize } from './video-size.ts';

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** A track header (version 0 or 1) with the size as 16.16 fixed-point numbers. */
function tkhd(width: number, height: number, version = 0) {
  const content = Buffer.alloc(version === 1 ? 96 : 84);
  content[0] = version;
  const offset = version === 1 ? 88 : 76;
  content.writeUInt32BE(width * 65536, offset);
  content.writeUInt32BE(height * 65536, offset + 4);
  return box('tkhd', content);
}

const mp4 = (...tracks: Buffer[]) =>
  Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isommp41', 'latin1')),
    box('mdat', Buffer.alloc(1000, 7)),
    box('moov', box('mvhd', Buffer.alloc(100)), ...tracks.map((t) => box('trak', t))),
  ]);

function avi(width: number, height: number) {
  const avih = Buffer.alloc(56);
  avih.writeUInt32LE(width, 32);
  avih.writeUInt32LE(height, 36);
  const chunk = Buffer.alloc(8);
  chunk.write('avih', 0, 'latin1');
  chunk.writeUInt32LE(avih.length, 4);
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST\0\0\0\0hdrl', 'latin1'), chunk, avih, Buffer.alloc(100)]);
}

function mpeg(width: number, height: number) {
  const header = Buffer.from([0, 0, 1, 0xb3, width >> 4, ((width & 0x0f) << 4) | (height >> 8), height & 0xff, 0x13]);
  return Buffer.concat([Buffer.from([0, 0, 1, 0xba]), Buffer.alloc(10), header, Buffer.alloc(50)]);
}

describe('videoSize', () => {
  it.each([
    [
      'an MP4 whose moov follows the media data, audio track first',
      mp4(tkhd(0, 0), tkhd(1280, 720)),
      'video/mp4',
      { width: 1280, height: 720 },
    ],
    ['a MOV with a version-1 track header', mp4(tkhd(484, 280, 1)), 'video/quicktime', { width: 484, height: 280 }],
    ['a 3GP', mp4(tkhd(176, 144)), 'video/3gpp', { width: 176, height: 144 }],
    ['an AVI', avi(640, 480), 'video/vnd.avi', { width: 640, height: 480 }],
    ['an MPEG program stream', mpeg(720, 576), 'video/mpeg', { width: 720, height: 576 }],
    ['an MP4 with only audio', mp4(tkhd(0, 0)), 'video/mp4', null],
    ['a box claiming more than the file', Buffer.from([0, 0, 1, 0, 0x6d, 0x6f, 0x6f, 0x76, 1, 2]), 'video/mp4', null],
    ['an AVI without its header', Buffer.from('RIFF\0\0\0\0AVI ', 'latin1'), 'video/vnd.avi', null],
    ['an MPEG without a sequence header', Buffer.alloc(64), 'video/mpeg', null],
  ])('%s', (_name, file, mime, size) => {
    expect(videoSize(file, mime)).toEqual(size);
  });
});

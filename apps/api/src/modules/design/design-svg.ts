import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { uploadFile } from '../infra/upload-file.ts';

/** SVG pictures up to this size are taken (logos are a few KB). */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of the picture an SVG becomes: 300 dpi over 20 cm. */
const SVG_PIXELS = 2400;

/**
 * An SVG picture for the design editor, made safe on the server: it is drawn into a PNG (librsvg,
 * no network, no scripts), and only the PNG is stored, so nothing active in the SVG (scripts,
 * event handlers, links, external references) reaches a browser or the print. Documents that
 * declare entities (the "billion laughs") are refused before they are parsed.
 */
export async function uploadSvg(ctx: Ctx, svg: Buffer, ip: string): Promise<string> {
  const text = svg.toString('utf8');
  if (!/<svg[\s>]/i.test(text) || /<!ENTITY/i.test(text)) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'SVG' });
  let png: Buffer;
  try {
    const meta = await sharp(svg).metadata();
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0, 1);
    const density = Math.min(72 * (SVG_PIXELS / longest), 10_000);
    png = await sharp(svg, { density })
      .resize({ width: SVG_PIXELS, height: SVG_PIXELS, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'SVG' });
  }
  return uploadFile(ctx, {
    kind: 'image',
    ip,
    declaredBytes: png.length,
    stream: Readable.from([png]),
    truncated: () => false,
  });
}

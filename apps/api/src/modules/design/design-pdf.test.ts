import {
  DESIGN_FONT_NAMES,
  type DesignFont,
  designPrintSize,
  dpiAt,
  type TDesignContent,
  type TDesignObject,
  type TPrintArea,
  ZDesignContent,
} from '@shop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { designPdfFacts } from '../../../test/design-pdf-facts.ts';
import { renderDesignPdf } from './design-pdf.ts';

/** The mug's front: 80 × 88 mm. */
const area: TPrintArea = { locationId: '1', picUrl: '', x: 0, y: 0, width: 800, height: 880, widthMm: 80, heightMm: 88 };
/** Texts and shapes read no file. */
const noFiles = async (): Promise<Buffer> => {
  throw new Error('no file is read');
};

const textDesign = (text: string, fontFamily: DesignFont, fontWeight: 400 | 700 = 400): TDesignContent =>
  ZDesignContent.parse({
    version: 1,
    objects: [
      {
        type: 'text',
        text,
        fontFamily,
        fontWeight,
        fontSize: 8,
        fill: '#1b2a4a',
        width: 40,
        height: 9.04,
        left: 40,
        top: 40,
        scaleX: 1,
        scaleY: 1,
      },
    ],
  });

const render = async (content: TDesignContent, size = '1') =>
  designPdfFacts(await renderDesignPdf(noFiles, { content, size, name: 'Fonts' }, area));

describe('texts in the bundled fonts', () => {
  it.each(DESIGN_FONT_NAMES)(
    'outlines "Ab 你好" in %s: paths only, no font and no text operators, the page at the print size',
    async (font) => {
      const pdf = await render(textDesign('Ab 你好', font));
      expect(pdf.version).toBe('%PDF-1.3');
      expect(pdf.fonts).toBe(0);
      expect(pdf.content).not.toMatch(/\bBT\b|\bTj\b|\bTJ\b|\bTf\b/);
      expect(pdf.content.match(/^f$/gm)).toHaveLength(1);
      // Curves of the glyphs: "Ab" and two Chinese characters have many.
      expect(pdf.content.match(/ c\n/g)?.length).toBeGreaterThan(20);
      const size = designPrintSize(area, '1');
      expect(pdf.trimMm.width).toBeCloseTo(size.width, 3);
      expect(pdf.trimMm.height).toBeCloseTo(size.height, 3);
      expect(pdf.sheetMm.width).toBeCloseTo(size.width + 6, 3);
    },
  );

  it('draws each family with its own outlines', async () => {
    const contents = await Promise.all(DESIGN_FONT_NAMES.map(async (font) => (await render(textDesign('Ab', font))).content));
    expect(new Set(contents).size).toBe(DESIGN_FONT_NAMES.length);
    const bold = await render(textDesign('Ab', 'oswald', 700));
    expect(contents).not.toContain(bold.content);
  });

  it('writes Chinese in a Latin-only font with Noto Sans SC, letter by letter', async () => {
    const latin = await render(textDesign('你好', 'oswald'));
    const noto = await render(textDesign('你好', 'noto-sans-sc'));
    expect(latin.content).toBe(noto.content);
    const mixed = await render(textDesign('A你', 'pacifico'));
    expect(mixed.content).not.toBe((await render(textDesign('A你', 'noto-sans-sc'))).content);
  });

  it('refuses a font the shop does not bundle and a weight the font does not have', () => {
    const text = textDesign('Ab', 'oswald').objects[0] as Extract<TDesignObject, { type: 'text' }>;
    expect(ZDesignContent.safeParse({ version: 1, objects: [{ ...text, fontFamily: 'comic-sans' }] }).success).toBe(false);
    const heavy = ZDesignContent.safeParse({ version: 1, objects: [{ ...text, fontFamily: 'pacifico', fontWeight: 700 }] });
    expect(heavy.error?.issues).toEqual([expect.objectContaining({ message: 'design_font_weight', path: ['objects', 0, 'fontWeight'] })]);
    // Designs saved before there was a choice are in Noto Sans SC.
    const { fontFamily: _, ...older } = text;
    expect(ZDesignContent.parse({ version: 1, objects: [older] }).objects[0]).toMatchObject({ fontFamily: 'noto-sans-sc' });
  });
});

describe('pictures', () => {
  /** A picture of `width` × `height` px placed 40 mm wide on the 80 mm area: printed 22.75 mm wide at tier 1. */
  const drawn = async (width: number, height: number) => {
    const picture = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const content = ZDesignContent.parse({
      version: 1,
      objects: [{ type: 'image', url: 'picture.png', width, height, left: 40, top: 40, scaleX: 40 / width, scaleY: 40 / width }],
    });
    return (await designPdfFacts(await renderDesignPdf(async () => picture, { content, size: '1', name: 'Picture' }, area))).images;
  };

  it('draws a picture at most at 600 dpi of its print size, however many pixels it has', async () => {
    const [image] = await drawn(3000, 2000);
    expect(image).toEqual({ width: 537, height: 358, colourSpace: '/DeviceCMYK' });
    expect(dpiAt(image!.width, 22.75)).toBe(599);
    expect(dpiAt(image!.height, (22.75 * 2) / 3)).toBeLessThanOrEqual(600);
  });

  it('draws a picture with fewer pixels than that at its own', async () => {
    expect(await drawn(300, 200)).toEqual([{ width: 300, height: 200, colourSpace: '/DeviceCMYK' }]);
  });
});

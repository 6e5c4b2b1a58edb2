import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's page count and its text (each page's text items joined by spaces), as a reader extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: texts.join('\n') };
}

/** What the drawing reads of pdf.js's canvas context. */
interface Canvas2d {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/** A PDF page drawn as a reader shows it (pdf.js on its canvas), as RGBA pixels: to decode a QR code or look at the page. */
export async function pdfPageImage(
  bytes: Uint8Array,
  pageNo = 1,
  scale = 2,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const page = await pdf.getPage(pageNo);
    const viewport = page.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    // pdf.js in Node draws on @napi-rs/canvas, whose context answers the canvas API the browser's does.
    const factory = pdf.canvasFactory as { create(w: number, h: number): { canvas: unknown; context: Canvas2d } };
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
    return { data: new Uint8ClampedArray(context.getImageData(0, 0, width, height).data), width, height };
  } finally {
    await pdf.destroy();
  }
}

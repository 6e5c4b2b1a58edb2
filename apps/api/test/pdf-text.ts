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

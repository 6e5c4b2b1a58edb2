import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface PdfFontPaths {
  regular: string;
  bold: string;
}

/**
 * The shop's document font: Noto Sans SC from the npm package @expo-google-fonts/noto-sans-sc,
 * installed with the project's dependencies. Its TTFs hold Latin (umlauts, €) and Chinese, so one
 * family writes all three languages; nothing is downloaded at run time.
 */
export function pdfFontPaths(): PdfFontPaths {
  return {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  };
}

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The font files' bytes, read once per process (about 10 MB each; PDFs embed only the glyphs they use). */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  if (!loaded) {
    const paths = pdfFontPaths();
    loaded = { regular: readFileSync(paths.regular), bold: readFileSync(paths.bold) };
  }
  return loaded;
}

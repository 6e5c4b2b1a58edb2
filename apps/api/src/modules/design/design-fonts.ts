import { createRequire } from 'node:module';
import { DESIGN_FALLBACK_FONT, DESIGN_FONTS, type DesignFont, designFontHasWeight } from '@shop/shared';
import { openSync as openFont, type Font } from 'fontkit';
import { pdfFontPaths } from '../infra/pdf-fonts.ts';

const require = createRequire(import.meta.url);

type Weight = 400 | 700;

/**
 * The TTF of each of the editor's fonts and weights, from the npm packages of the same Google
 * Fonts families the storefront loads (Noto Sans SC is the shop's document font). Nothing is
 * downloaded at run time.
 */
const FONT_FILES: Record<DesignFont, Partial<Record<Weight, () => string>>> = {
  'noto-sans-sc': { 400: () => pdfFontPaths().regular, 700: () => pdfFontPaths().bold },
  'noto-serif-sc': {
    400: () => require.resolve('@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf'),
    700: () => require.resolve('@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf'),
  },
  oswald: {
    400: () => require.resolve('@expo-google-fonts/oswald/400Regular/Oswald_400Regular.ttf'),
    700: () => require.resolve('@expo-google-fonts/oswald/700Bold/Oswald_700Bold.ttf'),
  },
  pacifico: { 400: () => require.resolve('@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf') },
};

const opened = new Map<string, Font>();

/** A font in a weight it has (else its regular), opened once per process (the Chinese ones are about 15 MB). */
export function designFont(font: DesignFont, weight: Weight): Font {
  const use: Weight = designFontHasWeight(font, weight) ? weight : 400;
  const key = `${font}-${use}`;
  let face = opened.get(key);
  if (!face) {
    face = openFont((FONT_FILES[font][use] ?? FONT_FILES[font][400]!)()) as Font;
    opened.set(key, face);
  }
  return face;
}

/** A piece of a line written in one font. */
export interface FontRun {
  font: Font;
  text: string;
}

/**
 * A line cut into runs by the font that writes each letter: the text's own font, or for letters it
 * has none for (Chinese in a Latin font) Noto Sans SC, as the browser falls back to it.
 */
export function fontRuns(line: string, font: DesignFont, weight: Weight): FontRun[] {
  const own = designFont(font, weight);
  const fallback = DESIGN_FONTS[font].chinese ? own : designFont(DESIGN_FALLBACK_FONT, weight);
  const runs: FontRun[] = [];
  for (const letter of line) {
    const code = letter.codePointAt(0) ?? 0;
    const face = own === fallback || own.hasGlyphForCodePoint(code) || !fallback.hasGlyphForCodePoint(code) ? own : fallback;
    const last = runs.at(-1);
    if (last?.font === face) last.text += letter;
    else runs.push({ font: face, text: letter });
  }
  return runs;
}

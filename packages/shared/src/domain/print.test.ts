import { describe, expect, it } from 'vitest';
import { checkSizeCm, checkSizeOf, printedSizeMm, printReasonText, printSizeText } from './print.ts';

describe('printReasonText', () => {
  it('writes measures with the language’s decimal separator', () => {
    const reason = { code: 'bleed', params: { mm: 2.5, min: 3 } };
    expect(printReasonText(reason, 'de')).toContain('2,5 mm');
    expect(printReasonText(reason, 'en')).toContain('2.5 mm');
  });
});

describe('printedSizeMm', () => {
  const mug = { widthMm: 80, heightMm: 88 };
  it.each([
    ['1', mug, { width: 50, height: 50 }],
    ['2', mug, { width: 80, height: 88 }],
    ['2', null, { width: 100, height: 100 }],
    ['7x4', mug, { width: 70, height: 40 }],
    ['', mug, null],
  ])('prints size %s on %o at most %o', (size, area, printed) => {
    expect(printedSizeMm(size, area)).toEqual(printed);
  });
});

describe('printSizeText', () => {
  it.each([
    // No-break spaces keep a size on one line.
    [{ size: '2', printWidthMm: 80, printHeightMm: 88 }, 'en', 'up to 8\u00a0×\u00a08.8\u00a0cm'],
    [{ size: '2', printWidthMm: 80, printHeightMm: 88 }, 'de', 'bis 8\u00a0×\u00a08,8\u00a0cm'],
    [{ size: '2', printWidthMm: 80, printHeightMm: 88 }, 'zh', '最大 8\u00a0×\u00a08.8\u00a0厘米'],
    // Lines ordered before the printed size was kept are named by their tier.
    [{ size: '2', printWidthMm: 0, printHeightMm: 0 }, 'en', 'up to 10\u00a0×\u00a010\u00a0cm'],
    [{ size: '12x4' }, 'de', '12\u00a0×\u00a04\u00a0cm'],
    [{ size: 'about A6' }, 'en', 'about A6'],
  ])('names %o in %s as %s', (line, language, text) => {
    expect(printSizeText(line, language)).toBe(text);
  });
});

describe('checkSizeOf', () => {
  it('checks a line at what it prints once kept, else at its tier or custom size', () => {
    expect(checkSizeOf({ size: '2', printWidthMm: 80, printHeightMm: 88 })).toBe('80x88mm');
    expect(checkSizeCm('80x88mm')).toEqual({ width: 8, height: 8.8 });
    expect(checkSizeOf({ size: '2', printWidthMm: 0, printHeightMm: 0 })).toBe('2');
    expect(checkSizeCm('2')).toEqual({ width: 10, height: 10 });
    expect(checkSizeCm('7x4')).toEqual({ width: 7, height: 4 });
  });

  it("writes a checked size with the language's decimal mark", () => {
    const reason = { code: 'lowResolution', params: { dpi: 254, min: 300, size: '8 × 8.8' } };
    expect(printReasonText(reason, 'de')).toContain('8 × 8,8 cm');
    expect(printReasonText(reason, 'en')).toContain('8 × 8.8 cm');
  });
});

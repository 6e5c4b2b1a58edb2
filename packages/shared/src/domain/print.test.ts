import { describe, expect, it } from 'vitest';
import { printReasonText } from './print.ts';

describe('printReasonText', () => {
  it('writes measures with the language’s decimal separator', () => {
    const reason = { code: 'bleed', params: { mm: 2.5, min: 3 } };
    expect(printReasonText(reason, 'de')).toContain('2,5 mm');
    expect(printReasonText(reason, 'en')).toContain('2.5 mm');
  });
});

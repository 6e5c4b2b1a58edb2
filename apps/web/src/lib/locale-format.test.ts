import { describe, expect, it } from 'vitest';
import { sortedByName } from './locale-format.ts';

describe('sortedByName orders names as the language does', () => {
  const names = ['Zimbabwe', 'Österreich', 'Deutschland', 'Norwegen', 'Polen', 'Ägypten', 'United States'];
  it('German: umlauts beside their letters', () => {
    expect(sortedByName(names, (n) => n, 'de')).toEqual([
      'Ägypten',
      'Deutschland',
      'Norwegen',
      'Österreich',
      'Polen',
      'United States',
      'Zimbabwe',
    ]);
  });
  it('Chinese: by pinyin', () => {
    expect(sortedByName(['美国', '德国', '奥地利'], (n) => n, 'zh')).toEqual(['奥地利', '德国', '美国']);
  });
});

import { describe, expect, it } from 'vitest';
import { editDistance, normalise, planSearch } from './search-plan.ts';

const alternativesOf = (keyword: string) => planSearch(keyword).map((term) => term.alternatives);

describe('planSearch', () => {
  it.each([
    ['T-Shirt', 'tshirt'],
    ['ＴＡＳＳＥ', 'tasse'],
    ["Kid's", 'kids'],
  ])('normalises %s like the database text (%s)', (typed, normal) => {
    expect(normalise(typed)).toBe(normal);
  });

  it.each([
    ['mug', ['cup', 'tasse', '杯子', '马克杯']],
    ['Tasse', ['mug', 'becher']],
    ['杯子', ['mug', '杯', '马克杯']],
    ['Notizbuch', ['notebook', '笔记本']],
    ['笔记本', ['notebook', 'notizbuch']],
    ['gift box', ['giftbox', 'geschenkbox', '礼盒']],
    ['giftbox', ['geschenkbox', '礼盒']],
    ['Geschenkbox', ['giftbox']],
    ['t shirt', ['tshirt', 't恤']],
  ])('finds %s also under its synonyms in three languages', (keyword, synonyms) => {
    const terms = alternativesOf(keyword);
    expect(terms).toHaveLength(1);
    expect(terms[0]).toEqual(expect.arrayContaining(synonyms));
  });

  it.each([
    ['notbook', 'notizbuch'],
    ['notebok', 'notizbuch'],
    ['kugelschriber', 'ballpoint'],
    ['umbrela', 'regenschirm'],
  ])('takes the synonyms of the nearest term for a misspelling (%s)', (keyword, synonym) => {
    expect(alternativesOf(keyword)[0]).toEqual(expect.arrayContaining([synonym]));
  });

  it('keeps unknown words as they are and every word of a search', () => {
    expect(alternativesOf('bamboo lid')).toEqual([['bamboo'], ['lid']]);
    expect(planSearch('qwertzuiop')[0]).toMatchObject({ alternatives: ['qwertzuiop'], fuzzy: true, bigrams: [] });
  });

  it('splits Chinese from Latin text and pairs Chinese characters of longer words', () => {
    const terms = planSearch('A5笔记 保温杯子');
    expect(terms.map((t) => t.text)).toEqual(['a5', '笔记', '保温杯子']);
    expect(terms[2]!.bigrams).toEqual(['保温', '温杯', '杯子']);
    expect(terms.map((t) => t.fuzzy)).toEqual([false, false, false]);
  });

  it('treats hostile text as words or nothing', () => {
    expect(planSearch("'; DROP TABLE x; --").map((t) => t.text)).toEqual(['drop', 'table', 'x']);
    expect(planSearch('%_\\!!!')).toEqual([]);
  });

  it('asks at most 8 words', () => {
    expect(planSearch('a b c d e f g h i j k')).toHaveLength(8);
  });
});

describe('editDistance', () => {
  it.each([
    ['notebook', 'notbook', 1],
    ['notebook', 'notebok', 1],
    ['notebook', 'ntoebook', 1],
    ['mug', 'mug', 0],
    ['pen', 'paper', 3],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });
});

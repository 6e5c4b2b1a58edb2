import { US_SALES_TAX_BP } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { US_ZIP_PREFIXES } from './us-zip-prefixes.ts';
import { statesOfZip } from './zip-states.ts';

describe('statesOfZip', () => {
  it.each([
    ['77002', ['TX']], // Houston
    ['10001', ['NY']], // New York
    ['90210', ['CA']], // Beverly Hills
    ['02108', ['MA']], // Boston: the leading zero counts
    ['20001', ['DC']], // Washington
    ['99501', ['AK']], // Anchorage
    ['96813', ['HI']], // Honolulu
    ['97201', ['OR']], // Portland
    ['73301', ['TX']], // Austin (IRS), a prefix of its own
    ['77002-1234', ['TX']], // ZIP+4
    [' 77002 ', ['TX']],
    ['06390', ['CT', 'NY']], // 063 serves Connecticut and Fishers Island, NY: either state is accepted
    ['83414', ['ID', 'WY']],
  ])('answers %j → %j', (zip, states) => {
    expect(statesOfZip(zip)).toEqual(states);
  });

  it.each([
    ['00601', 'Puerto Rico, not a state the shop ships to'],
    ['09001', 'military (APO/FPO AE)'],
    ['96201', 'military (APO/FPO AP)'],
    ['96910', 'Guam'],
    ['00000', 'an unassigned prefix'],
    ['7700', 'four digits'],
    ['770021', 'six digits'],
    ['7700A', 'a letter'],
    ['77002-12', 'a short +4'],
    ['', 'nothing'],
    ['Houston', 'a city'],
  ])('decides nothing for %j (%s)', (zip) => {
    expect(statesOfZip(zip)).toEqual([]);
  });

  it('knows every state the shop taxes, and nothing else', () => {
    expect(Object.keys(US_ZIP_PREFIXES).sort()).toEqual(Object.keys(US_SALES_TAX_BP).sort());
    for (const ranges of Object.values(US_ZIP_PREFIXES)) expect(ranges).toMatch(/^\d{3}(-\d{3})?( \d{3}(-\d{3})?)*$/);
  });
});

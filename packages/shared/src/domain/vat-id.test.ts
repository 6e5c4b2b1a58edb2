import { describe, expect, it } from 'vitest';
import { isValidVatId, normalizeVatId, VAT_PREFIXES, vatPrefixOf } from './vat-id.ts';

/** Per prefix: registered numbers (python-stdnum's examples) and the same numbers with a wrong check digit. */
const EXAMPLES: [string, string[], string[]][] = [
  ['AT', ['ATU54299806', 'ATU13585627'], ['ATU54299800', 'ATU13585620']],
  ['BE', ['BE0413562567', 'BE0402918402'], ['BE0413562560', 'BE0402918400']],
  ['BG', ['BG175074752', 'BG8032056031'], ['BG175074750', 'BG8032056030']],
  ['CY', ['CY00632993F', 'CY10263870R'], ['CY00632993A', 'CY10263870A']],
  ['CZ', ['CZ6011270177', 'CZ25123891'], ['CZ6011270170', 'CZ25123890']],
  ['DE', ['DE811125440', 'DE181207708'], ['DE811125441', 'DE181207700']],
  ['DK', ['DK29523215', 'DK28017634'], ['DK29523210', 'DK28017630']],
  ['EE', ['EE101256753', 'EE100834066'], ['EE101256750', 'EE100834060']],
  ['EL', ['EL999107669', 'EL998722134'], ['EL999107660', 'EL998722130']],
  ['ES', ['ESA08074908', 'ESB64717838'], ['ESA08074900', 'ESB64717830']],
  ['FI', ['FI18949388', 'FI21495540'], ['FI18949380', 'FI21495541']],
  ['FR', ['FR41343848552', 'FR83000113158'], ['FR41343848550', 'FR83000113150']],
  ['HR', ['HR33392005961', 'HR94577403194'], ['HR33392005960', 'HR94577403190']],
  ['HU', ['HU14528114', 'HU12892312'], ['HU14528110', 'HU12892310']],
  ['IE', ['IE0005306C', 'IE6433435IH'], ['IE0005306A', 'IE6433435IA']],
  ['IT', ['IT00193180932', 'IT01465210449'], ['IT00193180930', 'IT01465210440']],
  ['LT', ['LT100000979812', 'LT100001509912'], ['LT100000979810', 'LT100001509910']],
  ['LU', ['LU19979983', 'LU10059929'], ['LU19979980', 'LU10059920']],
  ['LV', ['LV40003939038', 'LV44103040262'], ['LV40003939030', 'LV44103040260']],
  ['MT', ['MT20291423', 'MT18940705'], ['MT20291420', 'MT18940700']],
  ['NL', ['NL004495445B01', 'NL117621729B01'], ['NL004495440B01', 'NL117621720B01']],
  ['PL', ['PL9462485048', 'PL5261025421'], ['PL9462485040', 'PL5261025420']],
  ['PT', ['PT503038083', 'PT508081327'], ['PT503038080', 'PT508081320']],
  ['RO', ['RO17832344', 'RO21996566'], ['RO17832340', 'RO21996560']],
  ['SE', ['SE556759324801', 'SE390806051401'], ['SE556759324800', 'SE390806051400']],
  ['SI', ['SI36097152', 'SI68297530'], ['SI36097150', 'SI68297531']],
  ['SK', ['SK2020257679', 'SK2021685820'], ['SK2020257670', 'SK2021685821']],
  ['XI', ['XI432525179', 'XIGD100'], ['XI432525170', 'XI980184510']],
];

describe('isValidVatId', () => {
  it('has examples for every EU country and XI', () => {
    expect(EXAMPLES.map(([prefix]) => prefix)).toEqual([...VAT_PREFIXES].sort());
  });

  it.each(EXAMPLES)('%s: accepts %j and refuses a wrong check digit %j', (prefix, valid, invalid) => {
    for (const id of valid) {
      expect(vatPrefixOf(id), id).toBe(prefix);
      expect(isValidVatId(id), id).toBe(true);
    }
    for (const id of invalid) expect(isValidVatId(id), id).toBe(false);
  });

  it.each([
    ['no country', '811125440'],
    ['a country outside the EU', 'CHE123456789'],
    ['the UK outside Northern Ireland', 'GB432525179'],
    ['too short', 'DE81112544'],
    ['too long', 'DE8111254400'],
    ['letters where digits belong', 'DE81112544O'],
    ['empty', ''],
  ])('refuses %s (%s)', (_name, id) => {
    expect(isValidVatId(id)).toBe(false);
  });

  it('reads spaces, dots, dashes, small letters and the GR prefix as written on letterheads', () => {
    expect(normalizeVatId('de 811.125-440')).toBe('DE811125440');
    expect(normalizeVatId('GR999107669')).toBe('EL999107669');
    expect(isValidVatId('fr 41 343 848 552')).toBe(true);
    expect(isValidVatId('GR 999 107 669')).toBe(true);
  });
});

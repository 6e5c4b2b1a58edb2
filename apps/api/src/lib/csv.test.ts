import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvCell, csvFile, parseCsv, parseCsvAmount } from './csv.ts';

describe('CSV fields as written', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+49 30 123', "'+49 30 123"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['-5.00', '-5.00'],
    ['Müller 笔记本', 'Müller 笔记本'],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes empty fields for null and numbers as they are', () => {
    expect([csvCell(null), csvCell(undefined), csvCell(12)]).toEqual(['', '', '12']);
  });

  it('writes cents as major units with two decimals and reads them back', () => {
    expect([csvAmount(1234), csvAmount(5), csvAmount(-5), csvAmount(0)]).toEqual(['12.34', '0.05', '-0.05', '0.00']);
    expect([parseCsvAmount('12.34'), parseCsvAmount('12,3'), parseCsvAmount(' 7 '), parseCsvAmount('1.234')]).toEqual([
      1234,
      1230,
      700,
      null,
    ]);
    expect([parseCsvAmount('-1'), parseCsvAmount('abc'), parseCsvAmount('')]).toEqual([null, null, null]);
  });

  it('starts the file with the BOM and the header, CRLF after each record', async () => {
    async function* batches() {
      yield [[1, 'a']];
      yield [];
      yield [[2, 'b,c']];
    }
    let text = '';
    for await (const chunk of csvFile(['id', 'name'], batches())) text += chunk;
    expect(text).toBe(`${CSV_BOM}id,name\r\n1,a\r\n2,"b,c"\r\n`);
  });
});

describe('CSV read back', () => {
  it('reads quoted separators, quotes and line breaks, and numbers records by their first line', () => {
    const text = `${CSV_BOM}a,b\r\n1,"x, ""y"""\r\n\r\n2,"multi\nline"\n3,'=1+1\n`;
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', 'x, "y"'] },
      { line: 4, fields: ['2', 'multi\nline'] },
      { line: 6, fields: ['3', '=1+1'] },
    ]);
  });

  it('reads the semicolons German Excel saves with', () => {
    expect(parseCsv('a;b\n1;2,50')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2,50'] },
    ]);
  });

  it('reads back what it writes', () => {
    const values = ['=cmd', 'a,b', 'q"q', 'line\nbreak', '-3.50', '+1 555'];
    const [record] = parseCsv(values.map(csvCell).join(','));
    expect(record?.fields).toEqual(values);
  });
});

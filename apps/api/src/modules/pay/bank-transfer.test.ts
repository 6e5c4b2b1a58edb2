import { describe, expect, it } from 'vitest';
import { parseCamt053, parseCsvStatement } from './bank-statement.ts';
import { creditorReference, epcPayload, isCreditorReference, printedReference, referencesIn, shopBankAccount } from './bank-transfer.ts';

describe('RF creditor references (ISO 11649)', () => {
  it.each([
    ['RF18539007547034', true],
    ['RF18 5390 0754 7034', true],
    ['rf18539007547034', true],
    ['RF19539007547034', false],
    ['RF18539007547043', false],
    ['RF1853900754703', false],
    ['DE18539007547034', false],
  ])('%s is valid: %s', (text, valid) => expect(isCreditorReference(text)).toBe(valid));

  it('gives each payment its own valid reference of eight digits behind the check digits', () => {
    const references = [1, 2, 42, 12_345_678].map(creditorReference);
    for (const reference of references) expect(isCreditorReference(reference), reference).toBe(true);
    expect(new Set(references).size).toBe(4);
    expect(references[2]).toMatch(/^RF\d{2}00000042$/);
    expect(printedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('finds references in remittance texts however the bank prints them, and ignores wrong check digits', () => {
    const good = creditorReference(77);
    expect(referencesIn(`Order 123 ${printedReference(good).toLowerCase()} thanks`)).toEqual([good]);
    expect(referencesIn('RF19539007547034 and nothing else')).toEqual([]);
  });
});

describe('the EPC QR code text (EPC069-12 version 002)', () => {
  const account = shopBankAccount({
    name: 'Paper & Craft Shop GmbH',
    bank: 'Demo Bank Berlin\nIBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX',
  })!;

  it('reads the account from the bank setting', () => {
    expect(account).toEqual({
      holder: 'Paper & Craft Shop GmbH',
      bankName: 'Demo Bank Berlin',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(
      shopBankAccount({ name: 'Paper & Craft Shop GmbH', bank: 'Demo Bank Berlin|IBAN DE89 3704 0044 0532 0130 00|BIC COBADEFFXXX' }),
    ).toEqual(account);
    expect(shopBankAccount({ name: 'x', bank: 'Demo Bank' })).toBeNull();
  });

  it('names service tag, version, UTF-8, SCT, BIC, beneficiary, IBAN, amount in euros, no purpose and the structured reference', () => {
    expect(epcPayload(account, 1_234_505, 'RF18539007547034').split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Paper & Craft Shop GmbH',
      'DE89370400440532013000',
      'EUR12345.05',
      '',
      'RF18539007547034',
    ]);
  });
});

const camt = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`;
const entry = (amount: string, sign: 'CRDT' | 'DBIT', text: string, ref?: string) =>
  `<Ntry>${ref ? `<NtryRef>${ref}</NtryRef>` : ''}<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${sign}</CdtDbtInd><BookgDt><Dt>2026-11-20</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;

describe('bank statements', () => {
  it('reads the credit entries of a CAMT.053 statement with their references, skipping debits', () => {
    const lines = parseCamt053(camt(entry('100.50', 'CRDT', 'RF18 5390 0754 7034 &amp; thanks', 'E1') + entry('20', 'DBIT', 'rent')));
    expect(lines).toEqual([
      {
        entryKey: 'camt:E1',
        amount: 10_050,
        currency: 'EUR',
        reference: 'RF18539007547034',
        text: 'RF18 5390 0754 7034 & thanks',
        bookingDate: '2026-11-20',
      },
    ]);
  });

  it('refuses document type definitions and entities, and files that are no statement', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><Document><BkToCstmrStmt>&lol;</BkToCstmrStmt></Document>`;
    expect(() => parseCamt053(bomb)).toThrow();
    expect(() => parseCamt053('<html></html>')).toThrow();
  });

  it('tells identical lines without an entry reference apart, the same way each time', () => {
    const twice = camt(entry('5.00', 'CRDT', 'gift') + entry('5.00', 'CRDT', 'gift'));
    const keys = parseCamt053(twice).map((l) => l.entryKey);
    expect(new Set(keys).size).toBe(2);
    expect(parseCamt053(twice).map((l) => l.entryKey)).toEqual(keys);
  });

  it('reads CSV statements with English or German headings and bank number formats', () => {
    const english = parseCsvStatement(
      'date,amount,currency,reference\n2026-11-20,"1,234.56",EUR,RF18539007547034\n2026-11-20,-5.00,EUR,fee\n',
    );
    expect(english.map((l) => [l.amount, l.reference])).toEqual([[123_456, 'RF18539007547034']]);
    const german = parseCsvStatement('Buchungstag;Betrag;Währung;Verwendungszweck\n20.11.2026;1.234,56;EUR;Zahlung RF18 5390 0754 7034\n');
    expect(german.map((l) => [l.amount, l.reference])).toEqual([[123_456, 'RF18539007547034']]);
    expect(() => parseCsvStatement('a,b\n1,2\n')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totp, totpStep } from './totp.ts';

const ascii = (s: string) => Buffer.from(s, 'ascii');

describe('HOTP (RFC 4226, appendix D)', () => {
  const key = ascii('12345678901234567890');
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i → %s', (counter, code) => {
    expect(hotp(key, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238, appendix B: 8 digits, 30-second steps)', () => {
  const keys = {
    sha1: ascii('12345678901234567890'),
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  it.each([
    [59, 'sha1', '94287082'],
    [59, 'sha256', '46119246'],
    [59, 'sha512', '90693936'],
    [1111111109, 'sha1', '07081804'],
    [1111111109, 'sha256', '68084774'],
    [1111111109, 'sha512', '25091201'],
    [1111111111, 'sha1', '14050471'],
    [1111111111, 'sha256', '67062674'],
    [1111111111, 'sha512', '99943326'],
    [1234567890, 'sha1', '89005924'],
    [1234567890, 'sha256', '91819424'],
    [1234567890, 'sha512', '93441116'],
    [2000000000, 'sha1', '69279037'],
    [2000000000, 'sha256', '90698825'],
    [2000000000, 'sha512', '38618901'],
    [20000000000, 'sha1', '65353130'],
    [20000000000, 'sha256', '77737706'],
    [20000000000, 'sha512', '47863826'],
  ] as const)('at %i s with %s → %s', (seconds, algorithm, code) => {
    expect(totp(keys[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });
});

describe('base32 (RFC 4648 test vectors, without padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ↔ %s', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(base32Decode(encoded).toString('ascii')).toBe(text);
  });
});

describe('checking a code', () => {
  const secret = base32Encode(ascii('12345678901234567890'));
  const t = 1111111111_000;
  const key = base32Decode(secret);
  const at = (ms: number) => totp(key, ms);

  it('accepts the current step and one either side, each once', () => {
    expect(matchTotp(secret, at(t), t, null)).toBe(totpStep(t));
    expect(matchTotp(secret, at(t - 30_000), t, null)).toBe(totpStep(t) - 1);
    expect(matchTotp(secret, at(t + 30_000), t, null)).toBe(totpStep(t) + 1);
    expect(matchTotp(secret, at(t - 60_000), t, null)).toBeNull();
    expect(matchTotp(secret, at(t + 60_000), t, null)).toBeNull();
    expect(matchTotp(secret, at(t), t, totpStep(t))).toBeNull();
    expect(matchTotp(secret, at(t + 30_000), t, totpStep(t))).toBe(totpStep(t) + 1);
  });

  it('refuses anything but six digits', () => {
    expect(matchTotp(secret, '', t, null)).toBeNull();
    expect(matchTotp(secret, `${at(t)}0`, t, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', t, null)).toBeNull();
  });

  it('writes the otpauth address authenticator apps read', () => {
    expect(otpauthUrl('Paper & Craft', 'owner@shop.example', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Paper%20%26%20Craft%3Aowner%40shop.example?secret=JBSWY3DPEHPK3PXP&issuer=Paper+%26+Craft&algorithm=SHA1&digits=6&period=30',
    );
  });
});

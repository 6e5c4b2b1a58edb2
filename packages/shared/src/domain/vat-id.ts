/**
 * EU VAT identification numbers checked offline: the format and the check digits of each member
 * state (and XI, Northern Ireland under the Windsor framework, which keeps the UK's numbering).
 * The algorithms follow the national rules as python-stdnum documents them; a number that passes
 * may still not be registered, which only VIES can tell.
 */

/** The prefixes a VAT ID starts with: the member states' ISO codes, except Greece's EL, and XI. */
export const VAT_PREFIXES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
] as const;
export type VatPrefix = (typeof VAT_PREFIXES)[number];

const digits = (s: string) => [...s].map(Number);
const isDigits = (s: string) => /^\d+$/.test(s);
/** Σ weight × digit over the leading digits of `s`. */
const weighted = (s: string, weights: readonly number[]) => weights.reduce((sum, w, i) => sum + w * Number(s[i] ?? 0), 0);

/** Luhn's checksum: 0 for a valid number. */
function luhn(s: string): number {
  const values = digits(s).reverse();
  return values.reduce((sum, v, i) => sum + (i % 2 === 0 ? v : Math.floor((v * 2) / 10) + ((v * 2) % 10)), 0) % 10;
}

/** ISO 7064 MOD 11,10: valid when the run ends on 1. */
function mod11x10(s: string): boolean {
  let check = 5;
  for (const n of digits(s)) check = ((((check || 10) * 2) % 11) + n) % 10;
  return check === 1;
}

/** The remainder of a long digit string (letters as 10…35) modulo `m`, without losing precision. */
function mod(s: string, m: number): number {
  let rest = 0;
  for (const ch of s) {
    const value = Number.parseInt(ch, 36);
    rest = (rest * (value >= 10 ? 100 : 10) + value) % m;
  }
  return rest;
}

/** A calendar date; `year` in full. */
function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Czech and Slovak birth numbers (rodné číslo): 9 digits before 1954, else 10 divisible by 11 (mod 10). */
function birthNumber(n: string): boolean {
  if (!/^\d{9,10}$/.test(n)) return false;
  let year = 1900 + Number(n.slice(0, 2));
  const month = (Number(n.slice(2, 4)) % 50) % 20;
  if (n.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) year += 100;
  if (!realDate(year, month, Number(n.slice(4, 6)))) return false;
  return n.length === 9 || (Number(n.slice(0, 9)) % 11) % 10 === Number(n[9]);
}

function at(n: string): boolean {
  return /^U\d{8}$/.test(n) && (6 - luhn(n.slice(1, 8)) + 10) % 10 === Number(n[8]);
}

function be(n: string): boolean {
  return /^[01]\d{9}$/.test(n) && Number(n) > 0 && (Number(n.slice(0, 8)) + Number(n.slice(8))) % 97 === 0;
}

function bg(n: string): boolean {
  if (/^\d{9}$/.test(n)) {
    let check =
      n
        .slice(0, 8)
        .split('')
        .reduce((s, d, i) => s + (i + 1) * Number(d), 0) % 11;
    if (check === 10)
      check =
        n
          .slice(0, 8)
          .split('')
          .reduce((s, d, i) => s + (i + 3) * Number(d), 0) % 11;
    return check % 10 === Number(n[8]);
  }
  if (!/^\d{10}$/.test(n)) return false;
  const last = Number(n[9]);
  // A person's number (EGN, with a birth date), a foreigner's (PNF), or another taxpayer's.
  const egnMonth = Number(n.slice(2, 4));
  const egnYear = Number(n.slice(0, 2)) + (egnMonth > 40 ? 2000 : egnMonth > 20 ? 1800 : 1900);
  const egn =
    realDate(egnYear, egnMonth > 40 ? egnMonth - 40 : egnMonth > 20 ? egnMonth - 20 : egnMonth, Number(n.slice(4, 6))) &&
    (weighted(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last;
  const pnf = weighted(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last;
  const other = (11 - (weighted(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11 === last;
  return egn || pnf || other;
}

function cy(n: string): boolean {
  if (!/^\d{8}[A-Z]$/.test(n) || n.startsWith('12')) return false;
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  const sum = digits(n.slice(0, 8)).reduce((s, d, i) => s + (i % 2 === 0 ? (odd[d] ?? 0) : d), 0);
  return 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[sum % 26] === n[8];
}

function cz(n: string): boolean {
  if (!isDigits(n)) return false;
  if (n.length === 8) {
    if (n.startsWith('9')) return false;
    const check = (11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
    return (check || 1) % 10 === Number(n[7]);
  }
  if (n.length === 9 && n.startsWith('6')) {
    const check = weighted(n.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
    return (((8 - ((10 - check) % 11)) % 10) + 10) % 10 === Number(n[8]);
  }
  return birthNumber(n);
}

function de(n: string): boolean {
  return /^[1-9]\d{8}$/.test(n) && mod11x10(n);
}

function dk(n: string): boolean {
  return /^[1-9]\d{7}$/.test(n) && weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

function ee(n: string): boolean {
  return /^\d{9}$/.test(n) && weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

function el(n: string): boolean {
  const number = n.length === 8 ? `0${n}` : n;
  if (!/^\d{9}$/.test(number)) return false;
  const sum = digits(number.slice(0, 8)).reduce((s, d) => s * 2 + d, 0);
  return ((sum * 2) % 11) % 10 === Number(number[8]);
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
function es(n: string): boolean {
  if (!/^[0-9A-Z]\d{7}[0-9A-Z]$/.test(n)) return false;
  const first = n[0] ?? '';
  const last = n[8];
  if ('KLM'.includes(first)) return DNI_LETTERS[Number(n.slice(1, 8)) % 23] === last;
  if (/\d/.test(first)) return DNI_LETTERS[Number(n.slice(0, 8)) % 23] === last;
  if ('XYZ'.includes(first)) return DNI_LETTERS[Number(`${'XYZ'.indexOf(first)}${n.slice(1, 8)}`) % 23] === last;
  if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return false;
  // A company (CIF): a Luhn check digit, written as a digit or as a letter.
  const check = (10 - luhn(`${n.slice(1, 8)}0`)) % 10;
  return last === String(check) || last === 'JABCDEFGHI'[check];
}

function fi(n: string): boolean {
  return /^\d{8}$/.test(n) && weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0;
}

const FR_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function fr(n: string): boolean {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(n)) return false;
  const siren = n.slice(2);
  // Monaco's numbers (000…) are VAT IDs without a SIREN.
  if (!siren.startsWith('000') && luhn(siren) !== 0) return false;
  if (isDigits(n)) return Number(n.slice(0, 2)) === mod(`${siren}12`, 97);
  const a = FR_ALPHABET.indexOf(n[0] ?? '');
  const b = FR_ALPHABET.indexOf(n[1] ?? '');
  const check = isDigits(n[0] ?? '') ? a * 24 + b - 10 : a * 34 + b - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
}

function hr(n: string): boolean {
  return /^\d{11}$/.test(n) && mod11x10(n);
}

function hu(n: string): boolean {
  return /^\d{8}$/.test(n) && weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;
}

const IE_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV';
function ieCheck(seven: string, extra: string): string | undefined {
  const sum = digits(seven.padStart(7, '0')).reduce((s, d, i) => s + (8 - i) * d, 0) + 9 * Math.max(0, IE_ALPHABET.indexOf(extra));
  return IE_ALPHABET[sum % 23];
}
function ie(n: string): boolean {
  // Since 2013: 7 digits, the check letter and maybe a second letter; before: digit, letter or + or *, 5 digits, letter.
  if (/^\d{7}[A-W][A-W]?$/.test(n)) return ieCheck(n.slice(0, 7), n.slice(8)) === n[7];
  if (/^\d[A-Z+*]\d{5}[A-W]$/.test(n)) return ieCheck(`0${n.slice(2, 7)}${n[0]}`, '') === n[7];
  return false;
}

function it(n: string): boolean {
  if (!/^\d{11}$/.test(n) || Number(n.slice(0, 7)) === 0) return false;
  const office = n.slice(7, 10);
  return ((office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office)) && luhn(n) === 0;
}

function ltCheck(n: string): number {
  let check = digits(n).reduce((s, d, i) => s + (1 + (i % 9)) * d, 0) % 11;
  if (check === 10) check = digits(n).reduce((s, d, i) => s + (1 + ((i + 2) % 9)) * d, 0);
  return (check % 11) % 10;
}
function lt(n: string): boolean {
  if (!/^(\d{9}|\d{12})$/.test(n) || n[n.length - 2] !== '1') return false;
  return ltCheck(n.slice(0, -1)) === Number(n[n.length - 1]);
}

function lu(n: string): boolean {
  return /^\d{8}$/.test(n) && Number(n.slice(0, 6)) % 89 === Number(n.slice(6));
}

function lv(n: string): boolean {
  if (!/^\d{11}$/.test(n)) return false;
  // Companies start above 3; people have a birth date (or, since 2017, start with 32).
  if (n[0] && n[0] > '3') return weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
  if (!n.startsWith('32') && !realDate(1800 + Number(n[6]) * 100 + Number(n.slice(4, 6)), Number(n.slice(2, 4)), Number(n.slice(0, 2))))
    return false;
  return ((1 + weighted(n, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === Number(n[10]);
}

function mt(n: string): boolean {
  return /^[1-9]\d{7}$/.test(n) && weighted(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0;
}

function nl(input: string): boolean {
  // Leading zeros may be left out.
  const n = input.padStart(12, '0');
  if (!/^\d{9}B\d{2}$/.test(n) || Number(n.slice(0, 9)) === 0 || Number(n.slice(10)) === 0) return false;
  // A company's number has the BSN check (11-proof); sole traders' since 2020 the ISO 7064 MOD 97-10 one.
  const bsn = (digits(n.slice(0, 8)).reduce((s, d, i) => s + (9 - i) * d, 0) - Number(n[8])) % 11 === 0;
  return bsn || mod(`NL${n}`, 97) === 1;
}

function pl(n: string): boolean {
  return /^\d{10}$/.test(n) && ((weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]) % 11) + 11) % 11 === 0;
}

function pt(n: string): boolean {
  if (!/^[1-9]\d{8}$/.test(n)) return false;
  const sum = digits(n.slice(0, 8)).reduce((s, d, i) => s + (9 - i) * d, 0);
  return ((11 - (sum % 11)) % 11) % 10 === Number(n[8]);
}

function ro(n: string): boolean {
  if (!/^[1-9]\d{1,9}$/.test(n)) return false;
  const body = n.slice(0, -1).padStart(9, '0');
  return ((10 * weighted(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === Number(n[n.length - 1]);
}

function se(n: string): boolean {
  return /^\d{10}01$/.test(n) && luhn(n.slice(0, 10)) === 0;
}

function si(n: string): boolean {
  if (!/^[1-9]\d{7}$/.test(n)) return false;
  const check = 11 - (digits(n.slice(0, 7)).reduce((s, d, i) => s + (8 - i) * d, 0) % 11);
  return (check === 10 ? 0 : check) === Number(n[7]);
}

function sk(n: string): boolean {
  if (!/^\d{10}$/.test(n)) return false;
  if (birthNumber(n)) return true;
  return n[0] !== '0' && '234789'.includes(n[2] ?? '') && Number(n) % 11 === 0;
}

/** Northern Ireland (XI) keeps the UK's numbers: 9 digits (12 for a branch) with a mod-97 check, or government and health bodies. */
function xi(n: string): boolean {
  if (/^(GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(n)) return true;
  if (!/^(\d{9}|\d{12})$/.test(n)) return false;
  const sum = weighted(n, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return Number(n.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0;
}

const CHECKS: Record<VatPrefix, (number: string) => boolean> = {
  AT: at,
  BE: (n) => be(n.length === 9 ? `0${n}` : n),
  BG: bg,
  CY: cy,
  CZ: cz,
  DE: de,
  DK: dk,
  EE: ee,
  EL: el,
  ES: es,
  FI: fi,
  FR: fr,
  HR: hr,
  HU: hu,
  IE: ie,
  IT: it,
  LT: lt,
  LU: lu,
  LV: lv,
  MT: mt,
  NL: nl,
  PL: pl,
  PT: pt,
  RO: ro,
  SE: se,
  SI: si,
  SK: sk,
  XI: xi,
};

/** A VAT ID as written on documents: capitals, no spaces, dots or dashes; GR… becomes EL…. */
export function normalizeVatId(input: string): string {
  const compact = input.toUpperCase().replace(/[\s.\-/:]/g, '');
  return compact.startsWith('GR') ? `EL${compact.slice(2)}` : compact;
}

/** The prefix of a normalized VAT ID, or null when it names no EU country (nor XI). */
export function vatPrefixOf(vatId: string): VatPrefix | null {
  const prefix = vatId.slice(0, 2);
  return (VAT_PREFIXES as readonly string[]).includes(prefix) ? (prefix as VatPrefix) : null;
}

/** Whether a VAT ID (any spacing or case) has its country's format and check digits. */
export function isValidVatId(input: string): boolean {
  const vatId = normalizeVatId(input);
  const prefix = vatPrefixOf(vatId);
  return prefix !== null && CHECKS[prefix](vatId.slice(2));
}

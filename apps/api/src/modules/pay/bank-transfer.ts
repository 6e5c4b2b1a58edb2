import { centsToDecimal, type TBankAccount } from '@shop/shared';
import QRCode from 'qrcode';

/** How long a bank transfer may take to arrive before its order is cancelled, and when the buyer is reminded. */
export const BANK_TRANSFER_DAYS = 14;
export const BANK_TRANSFER_REMINDER_DAYS = 7;
export const DAY_MS = 24 * 60 * 60_000;

/** Letters count as 10 (A) to 35 (Z), as ISO 7064 MOD 97-10 reads them. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/**
 * The RF creditor reference (ISO 11649) of a payment: "RF", two check digits, and the payment's id
 * padded to eight digits, so every reference is unique, short to type and caught when mistyped.
 */
export function creditorReference(payOrderId: number): string {
  const body = String(payOrderId).padStart(8, '0');
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether a text (spaces and case aside) is an RF creditor reference whose check digits hold. */
export function isCreditorReference(text: string): boolean {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/**
 * The references a bank's remittance text names: banks print them whole or in groups of four, in
 * any case, next to other words; of the words after "RF", the longest run that checks out counts.
 */
export function referencesIn(text: string): string[] {
  const words = text
    .toUpperCase()
    .split(/[^0-9A-Z]+/)
    .filter(Boolean);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (!/^RF\d{2}/.test(words[start]!)) continue;
    let candidate = '';
    let longest: string | null = null;
    for (let end = start; end < words.length && candidate.length + words[end]!.length <= 25; end++) {
      candidate += words[end];
      if (isCreditorReference(candidate)) longest = candidate;
    }
    if (longest) found.push(longest);
  }
  return found;
}

/** A reference as people read it: in groups of four ("RF18 5390 0754 7034"). */
export function printedReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The shop's account from its legal name (the holder) and bank details ("Bank name", "IBAN DE89 …",
 * "BIC …", a line each, as the settings keep them, or "|"-separated as the environment gives them);
 * null without an IBAN (then the shop takes no bank transfers).
 */
export function shopBankAccount(legal: { name: string; bank: string }): TBankAccount | null {
  const lines = legal.bank
    .split(/\n|\|/)
    .map((line) => line.trim())
    .filter(Boolean);
  const value = (label: string) =>
    lines
      .find((line) => line.toUpperCase().startsWith(`${label} `))
      ?.slice(label.length)
      .replace(/\s+/g, '') ?? '';
  const iban = value('IBAN');
  if (!iban) return null;
  const bankName = lines.find((line) => !/^(IBAN|BIC) /i.test(line)) ?? '';
  return { holder: legal.name, bankName, iban, bic: value('BIC') };
}

/**
 * The EPC QR code's text (EPC069-12 version 002, "GiroCode"): service tag, version, UTF-8, SEPA
 * credit transfer, BIC, beneficiary, IBAN, amount in euros, no purpose, the structured creditor
 * reference (so no unstructured remittance line).
 */
export function epcPayload(account: TBankAccount, amountCents: number, reference: string): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    account.bic,
    account.holder.slice(0, 70),
    account.iban,
    `EUR${centsToDecimal(amountCents)}`,
    '',
    reference,
  ].join('\n');
}

/** The EPC QR code as a PNG data URL (error correction level M, as the guideline asks). */
export function epcQrCode(account: TBankAccount, amountCents: number, reference: string): Promise<string> {
  return QRCode.toDataURL(epcPayload(account, amountCents, reference), { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

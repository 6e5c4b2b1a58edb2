/** A phone number as stored: its digits only ("(281) 555-0147" → "2815550147"), or null. */
export function phoneDigits(text: string | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4648 base32, the alphabet authenticator apps read secrets in. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** HOTP (RFC 4226): the code of `counter`, with dynamic truncation to `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (RFC 6238, T0 = 0). */
export const totpStep = (timeMs: number, periodSeconds = 30) => Math.floor(timeMs / 1000 / periodSeconds);

/** TOTP (RFC 6238): the code at `timeMs`. */
export function totp(key: Buffer, timeMs: number, options: { digits?: number; algorithm?: TotpAlgorithm; period?: number } = {}): string {
  return hotp(key, totpStep(timeMs, options.period), options.digits ?? 6, options.algorithm);
}

/** A new random secret (160 bits, as RFC 4226 recommends for SHA-1), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/**
 * The step of `code` for the base32 `secret` at `timeMs`, accepting the step before and after for
 * clock drift, but only steps after `lastStep` (each code works once); null when it matches none.
 */
export function matchTotp(secret: string, code: string, timeMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(timeMs);
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// address an authenticator app reads (usually from a QR code). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${params.toString()}`;
}

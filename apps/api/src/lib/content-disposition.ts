/**
 * `Content-Disposition: attachment` with the name a download is saved under: a plain ASCII
 * `filename` for old clients and, when the name has more than that, RFC 5987's `filename*` in
 * UTF-8 (RFC 6266), which browsers prefer. No name: a bare `attachment`.
 */
export function attachment(name: string): string {
  if (!name) return 'attachment';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${rfc5987(name)}`;
}

/** RFC 5987's value-chars: percent-encoded UTF-8 except the attr-chars. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

import { describe, expect, it } from 'vitest';
import { attachment } from '../../lib/content-disposition.ts';
import { safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it.each([
    ['logo.pdf', 'logo.pdf'],
    ['C:\\Daten\\Logo "Müller" – final.pdf', 'Logo Müller – final.pdf'],
    ['/home/ada/../etc/passwd', 'passwd'],
    ['..hidden.pdf', 'hidden.pdf'],
    ['bad\u0000name\u202e.pdf', 'badname.pdf'],
    ['  two   spaces .tif ', 'two spaces .tif'],
    ['印刷文件.pdf', '印刷文件.pdf'],
    ['', ''],
  ])('keeps %j as %j', (raw, kept) => {
    expect(safeFileName(raw)).toBe(kept);
  });

  it('shortens a long name to 120 characters and keeps its extension', () => {
    const kept = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(kept).toHaveLength(120);
    expect(kept.endsWith('a.pdf')).toBe(true);
  });
});

describe('attachment', () => {
  it('names the download in ASCII, and in UTF-8 (RFC 5987) where the name needs it', () => {
    expect(attachment('')).toBe('attachment');
    expect(attachment('logo.pdf')).toBe('attachment; filename="logo.pdf"');
    expect(attachment('Logo Müller – final.pdf')).toBe(
      `attachment; filename="Logo Muller - final.pdf"; filename*=UTF-8''Logo%20M%C3%BCller%20%E2%80%93%20final.pdf`,
    );
    expect(attachment('印刷 (1).pdf')).toBe(`attachment; filename="__ (1).pdf"; filename*=UTF-8''%E5%8D%B0%E5%88%B7%20%281%29.pdf`);
    expect(attachment('100% logo.pdf')).toBe(`attachment; filename="100_ logo.pdf"; filename*=UTF-8''100%25%20logo.pdf`);
  });
});

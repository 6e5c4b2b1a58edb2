import type { Db } from '../../db/client.ts';

/** The longest name kept, in characters (the extension stays). */
const MAX_NAME = 120;

/**
 * An uploaded file's own name as the shop keeps and shows it: the last part of a path some browsers
 * send, without control characters or those file systems refuse (`"*:<>?|/\`), spaces collapsed,
 * no leading dots, at most 120 characters with the extension kept. Never used as a storage path.
 */
export function safeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${chars
    .slice(0, MAX_NAME - [...ext].length)
    .join('')
    .trimEnd()}${ext}`;
}

/** The name a stored file was uploaded with ('' for none, or a file the shop made), by its storage key. */
export async function uploadedName(db: Db, key: string): Promise<string> {
  const file = await db.uploadedFile.findUnique({ where: { path: key }, select: { originalName: true } });
  return file?.originalName ?? '';
}

import { clearSession } from '../../lib/session.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { createStore } from '../../lib/store.ts';

/** A punchout session as the API's start page stored it: the storefront shops for a purchasing system until it ends. */
export interface PunchoutInfo {
  protocol: 'oci' | 'cxml';
  name: string;
  /** Epoch ms. */
  expiresTime: number;
}

function storedInfo(now: number): PunchoutInfo | null {
  try {
    const info = JSON.parse(readStored(STORAGE_KEYS.punchout) ?? 'null') as PunchoutInfo | null;
    return info && typeof info.name === 'string' && typeof info.expiresTime === 'number' && info.expiresTime > now ? info : null;
  } catch {
    return null;
  }
}

/** The running punchout session, or null (none, or it ended: its token no longer opens anything). */
export const punchoutStore = createStore<PunchoutInfo | null>(storedInfo(Date.now()), { value: null });

/** Leaves the punchout: the session's token and note are forgotten; the shop is an ordinary visitor's again. */
export function endPunchout(): void {
  writeStored(STORAGE_KEYS.punchout, null);
  clearSession();
  punchoutStore.set(null);
}

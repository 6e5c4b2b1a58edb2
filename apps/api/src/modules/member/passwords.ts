import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

// Checked against when no account matches, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ceEl+PnA8u49exOZohI+UA$nIc1YUCcW/Lz9ObeOpUvaS7+56JqeSYbXjP+cMuJSvk';

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}

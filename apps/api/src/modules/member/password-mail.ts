import { greetingName, LANGUAGES, type Language } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';

interface Account {
  id: number;
  mail: string;
  firstName: string;
  lastName: string;
  mailLanguage: string;
}

/**
 * The security mail after a password change (settings) or reset (e-mail code): written in the
 * transaction that sets the password, delivered after commit, in the member's mail language. It
 * names the time and leads to the reset page, so an owner who did not do it can take the account back.
 */
export async function queuePasswordMail(
  ctx: Ctx,
  tx: Prisma.TransactionClient,
  member: Account,
  how: 'changed' | 'reset',
): Promise<number> {
  const language = (LANGUAGES as readonly string[]).includes(member.mailLanguage) ? (member.mailLanguage as Language) : ctx.language;
  const time = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return ctx.services.mailer.queue(tx, {
    to: member.mail,
    template: how === 'changed' ? 'password-changed' : 'password-reset',
    language,
    params: { name: greetingName(member, language), mail: member.mail, time, link: `${ctx.services.config.PUBLIC_URL}/forgetAccount` },
  });
}

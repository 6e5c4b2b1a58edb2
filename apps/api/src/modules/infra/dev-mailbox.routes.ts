import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The development outbox: the latest mails the shop wrote, each also as its HTML part at
 * `/dev/mailbox/<id>`. Never registered in production, and shown only to the machine itself (the
 * socket's address: X-Forwarded-For cannot fake it).
 */
const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = Number(request.params.id);
    const mail =
      LOOPBACK.has(request.socket.remoteAddress ?? '') && Number.isSafeInteger(id) && id > 0
        ? await app.db.mailLog.findUnique({ where: { id } })
        : null;
    if (!mail) return reply.callNotFound();
    // As a mail program shows it: its own inline styles and pictures, no scripts.
    return reply
      .header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return reply.callNotFound();
    const mails = await app.db.mailLog.findMany({ orderBy: { id: 'desc' }, take: 500 });
    const rows = mails
      .map(
        (m) =>
          `<article><h2><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></h2><p class="meta">#${m.id} · to ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()} · ${m.language} · ${m.status}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const body = rows || '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Development mailbox</title><style>body{font-family:sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9em}pre{white-space:pre-wrap}</style></head><body><h1>Development mailbox</h1><p>Mail is kept here because SMTP_URL is not set.</p>${body}</body></html>`,
      );
  });
};

export default devMailboxRoutes;

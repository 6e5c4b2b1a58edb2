import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';

/** A script's JSON, safe inside <script> (no "</script>" can close it early). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem">${body}</body></html>`;
}

/**
 * Sends a page of its own with a policy that lets only its one inline script run (by nonce) and its
 * form post only where it must go; nothing is cached.
 */
function send(reply: FastifyReply, status: number, html: (nonce: string) => string, formAction = "'self'") {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${formAction}; base-uri 'none'`)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html(nonce));
}

export interface SessionInfo {
  protocol: 'oci' | 'cxml';
  name: string;
  expiresTime: number;
  /** The company's country: the storefront shows its market's prices and currency. */
  countryCode: string;
}

/**
 * Starts the storefront as the punchout session: the session's access token and what the
 * storefront shows of it go into the tab's storage (no cookie), any earlier login and visitor's
 * cart are forgotten, and the shop opens.
 */
export function sendStartPage(reply: FastifyReply, token: string, info: SessionInfo) {
  return send(reply, 200, (nonce) =>
    page(
      'Opening the shop',
      `<p>Opening the shop…</p><script nonce="${nonce}">` +
        `localStorage.removeItem('refreshToken');localStorage.removeItem('guestCart');` +
        `localStorage.setItem('accessToken',${scriptJson(token)});localStorage.setItem('punchout',${scriptJson(JSON.stringify(info))});` +
        `localStorage.setItem('countryCode',${scriptJson(info.countryCode)});` +
        `location.replace('/');</script>`,
    ),
  );
}

/**
 * The cart on its way back: a form posting the fields to the purchasing system (into `target` when
 * OCI asked for a frame), sent by its script at once, or by its button without scripts.
 */
export function sendTransferPage(reply: FastifyReply, action: string, target: string, fields: [string, string][]) {
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  const targetAttr = target ? ` target="${escapeHtml(target)}"` : '';
  return send(
    reply,
    200,
    (nonce) =>
      page(
        'Transfer to purchasing',
        `<form id="transfer" method="post" action="${escapeHtml(action)}"${targetAttr}>${inputs}` +
          `<p>Returning your cart to your purchasing system…</p><button type="submit">Transfer to purchasing</button></form>` +
          `<script nonce="${nonce}">document.getElementById('transfer').submit();</script>`,
      ),
    new URL(action).origin,
  );
}

/** A page saying why the punchout could not go on. */
export function sendMessagePage(reply: FastifyReply, status: number, title: string, text: string) {
  return send(reply, status, () => page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`));
}

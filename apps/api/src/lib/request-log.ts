import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log. */
const SECRET_PARAMS = new Set(['refreshToken']);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The URL with the values of secret query parameters replaced by "[redacted]" (however their names are encoded). */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** How requests appear in the log: Fastify's fields, with secrets in the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

import { randomUUID } from 'node:crypto';
import { ERRORS, errorMessage, validationMessage, type ErrorKey, type IssueLike, type Language } from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { isTransactionGivenUp } from '../lib/transaction-limits.ts';

/** Fastify and plugin errors a client can cause, and the catalogue entry each becomes. */
const CLIENT_ERRORS: Record<number, ErrorKey> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function languageOf(request: FastifyRequest): Language {
  return request.ctx?.language ?? 'en';
}

function sendError(reply: FastifyReply, key: ErrorKey, msg: string, extra: object = {}) {
  // Envelope errors travel with HTTP 200 and the code in the body, as the old clients expect.
  const code = ERRORS[key].code;
  return reply.status(200).send({ code, data: null, msg, ...extra });
}

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The database is away or too slow, or the request took too long: HTTP 503 (so load balancers,
 * monitors and retrying clients see it) with the envelope in the body.
 */
function sendUnavailable(reply: FastifyReply, language: Language) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(503).send({ code: ERRORS.SERVICE_UNAVAILABLE.code, data: null, msg: errorMessage('SERVICE_UNAVAILABLE', language) });
}

function validationFields(
  error: FastifyError & { validation: { instancePath: string; params: unknown; keyword: string; message?: string }[] },
  language: Language,
) {
  return error.validation.map((v) => {
    const params = v.params as Omit<IssueLike, 'path'>;
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    const issue = { ...params, code: v.keyword, path: [], ...(v.message ? { message: v.message } : {}) };
    return { field, message: `${field} ${validationMessage(issue, language)}` };
  });
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = languageOf(request);
      if (error instanceof AppError) {
        if (error.cause !== undefined) request.log.warn({ err: error.cause, key: error.key }, 'request refused after a failure underneath');
        return sendError(reply, error.key, errorMessage(error.key, language, error.params));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = validationFields(error, language);
        const detail = fields.map((f) => f.message).join('; ');
        return sendError(reply, 'BAD_REQUEST', errorMessage('BAD_REQUEST', language, { detail }), { fields });
      }
      const status = error.statusCode ?? 500;
      if (status === 503 || isDatabaseUnavailable(error) || isTransactionGivenUp(error)) {
        request.log.warn(
          { reason: error.message.split('\n').filter(Boolean).at(-1) },
          'answered 503: the database is unavailable or the request took too long',
        );
        return sendUnavailable(reply, language);
      }
      const key = CLIENT_ERRORS[status];
      if (key && status < 500) {
        const detail = status === 400 ? 'the body could not be read' : '';
        return sendError(reply, key, errorMessage(key, language, { detail }));
      }
      const ref = randomUUID().slice(0, 8);
      request.log.error({ err: error, ref }, 'unhandled error');
      return sendError(reply, 'INTERNAL', errorMessage('INTERNAL', language, { ref }));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const language = languageOf(request);
      return reply.status(404).send({ code: 404, data: null, msg: errorMessage('NOT_FOUND', language) });
    });
  },
  { name: 'errors', dependencies: ['context'] },
);

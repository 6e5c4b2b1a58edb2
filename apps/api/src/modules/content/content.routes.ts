import { envelope, ZContactUsCreateRequest, ZContactUsCreateResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { createContactMessage } from './create-contact-message.ts';

const contentRoutes: FastifyPluginAsyncZod<{ formsPerMinute: number }> = async (app, opts) => {
  app.post('/system/contact-us/create', {
    config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['content'],
      summary: 'Send feedback or a contact message (acknowledged by e-mail)',
      body: ZContactUsCreateRequest,
      response: { 200: envelope(ZContactUsCreateResponse) },
    },
    handler: async (request) => ok(await createContactMessage(ctxOf(request), app.mailer, request.body)),
  });
};

export default contentRoutes;

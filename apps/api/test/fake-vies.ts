import Fastify from 'fastify';

export type ViesMode = 'answer' | 'unavailable' | 'slow';

/**
 * A local stand-in for the EU's VIES REST API: POST /check-vat-number with `{countryCode,
 * vatNumber}` answers `{countryCode, vatNumber, requestDate, valid, name, address}` as VIES does,
 * valid for the numbers in `registered`. `mode` 'unavailable' answers VIES's error for a member
 * state's register being down (HTTP 500, MS_UNAVAILABLE); 'slow' answers after `delayMs`.
 */
export async function startFakeVies(port = 0) {
  const state = { mode: 'answer' as ViesMode, delayMs: 3000, registered: new Set<string>(), asked: [] as string[] };
  const app = Fastify();
  app.post('/check-vat-number', async (request, reply) => {
    const { countryCode, vatNumber } = request.body as { countryCode: string; vatNumber: string };
    state.asked.push(`${countryCode}${vatNumber}`);
    if (state.mode === 'unavailable') return reply.status(500).send({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const valid = state.registered.has(`${countryCode}${vatNumber}`);
    return {
      countryCode,
      vatNumber,
      requestDate: new Date().toISOString(),
      valid,
      name: valid ? 'Fake Company' : '---',
      address: valid ? 'Fake Street 1' : '---',
    };
  });
  await app.listen({ port, host: '127.0.0.1' });
  const { port: listening } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${listening}`, state, close: () => app.close() };
}

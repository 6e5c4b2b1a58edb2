import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circles, runtimeImports } from './import-circles.mjs';

const file = (path, text) => ({ path, text });

describe('import circles', () => {
  it('fail on files that reach themselves through runtime imports, naming the way round', () => {
    const found = circles([
      file('apps/api/src/modules/trade/invoices.ts', "import { payOrder } from './pay-order.ts';"),
      file('apps/api/src/modules/trade/pay-order.ts', "import {\n  cancelOrder,\n  type Order,\n} from './order-lifecycle.ts';"),
      file('apps/api/src/modules/trade/order-lifecycle.ts', "export { invoice } from './invoices.ts';"),
      file('apps/api/src/modules/trade/mail.ts', "import './mail.ts';"),
    ]);
    assert.deepEqual(found, [
      'import circle of 1 files: apps/api/src/modules/trade/mail.ts → apps/api/src/modules/trade/mail.ts',
      'import circle of 3 files: apps/api/src/modules/trade/invoices.ts → apps/api/src/modules/trade/pay-order.ts → apps/api/src/modules/trade/order-lifecycle.ts → apps/api/src/modules/trade/invoices.ts',
    ]);
  });

  it('follow workspace packages through their exports', () => {
    const packages = { '@shop/shared': { dir: 'packages/shared', exports: { '.': './src/index.ts' } } };
    const found = circles(
      [
        file('packages/shared/src/index.ts', "export * from '../../../apps/api/src/x.ts';"),
        file('apps/api/src/x.ts', "import { z } from 'zod';\nimport { money } from '@shop/shared';"),
      ],
      packages,
    );
    assert.equal(found.length, 1, found.join('\n'));
  });

  it('let type-only and dynamic imports go round', () => {
    const found = circles([
      file('apps/api/src/services.ts', "import { DELIVER_MAIL } from './background-work.ts';"),
      file(
        'apps/api/src/background-work.ts',
        "import type { Services } from './services.ts';\nimport { useCase } from './lib/use-case.ts';",
      ),
      file(
        'apps/api/src/lib/use-case.ts',
        "import { type Services, type Ctx } from '../services.ts';\nexport type { Services } from '../services.ts';\nconst later = () => import('../services.ts');",
      ),
    ]);
    assert.deepEqual(found, []);
  });

  it('read the runtime specifiers of import and export statements', () => {
    assert.deepEqual(
      runtimeImports(
        [
          "import Fastify, { type FastifyInstance } from 'fastify';",
          "import * as z from 'zod';",
          "import './side-effect.ts';",
          "export * from './all.ts';",
          "export { a as b } from './a.ts';",
          "import type { T } from './t.ts';",
          "export type { U } from './u.ts';",
          '// import { commented } from "./not-here.ts";',
        ].join('\n'),
      ),
      ['fastify', 'zod', './side-effect.ts', './all.ts', './a.ts'],
    );
  });
});

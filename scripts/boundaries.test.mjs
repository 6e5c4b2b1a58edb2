import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { violations } from './boundaries.mjs';

const file = (path, text) => ({ path, text });

describe('import boundaries', () => {
  it('refuse a feature reaching into another feature, a plugin importing a module, shared importing an app', () => {
    const found = violations([
      file('apps/web/src/features/cart/components/cart-drawer.tsx', "import { Pay } from '../../checkout/components/pay-buttons.tsx';"),
      file('apps/api/src/plugins/web.ts', "import { firstPageData } from '../modules/storefront/first-page.ts';"),
      file('packages/shared/src/x.ts', "import { app } from '../../../apps/api/src/app.ts';"),
      file('apps/web/src/lib/format.ts', "const page = import('../features/orders/index.ts');"),
    ]);
    assert.equal(found.length, 4, found.join('\n'));
  });

  it('keep the client plumbing to the shared package and React', () => {
    const found = violations([
      file('packages/client/src/api.ts', "import i18n from '../../../apps/web/src/lib/i18n.ts';"),
      file('packages/client/src/toast.ts', "import { showToast } from '@shop/admin/toast';"),
      file('packages/client/src/storage.ts', "import i18next from 'i18next';"),
    ]);
    assert.equal(found.length, 3, found.join('\n'));
    assert.deepEqual(
      violations([
        file(
          'packages/client/src/contract-form.ts',
          "import { zodResolver } from '@hookform/resolvers/zod';\nimport type { IssueLike } from '@shop/shared';\nimport type { Resolver } from 'react-hook-form';",
        ),
        file(
          'packages/client/src/store.test.tsx',
          "import { renderToString } from 'react-dom/server';\nimport { createStore } from './store.ts';",
        ),
      ]),
      [],
    );
  });

  it('allow what the layout intends', () => {
    const found = violations([
      file(
        'apps/web/src/features/cart/components/cart-drawer.tsx',
        "import { usePlaceOrder } from '../../checkout/index.ts';\nimport { Drawer } from '../../../components/ui/drawer.tsx';\nimport { x } from '../api/cart.ts';",
      ),
      file(
        'apps/api/src/modules/trade/trade.routes.ts',
        "import { handle } from '../../lib/endpoints.ts';\nimport { AppError } from '../../plugins/auth.ts';",
      ),
      file('apps/web/src/app/router.tsx', "import { CartPage } from '../features/cart/pages/cart-page.tsx';"),
      file('packages/shared/src/index.ts', "import { z } from 'zod';"),
    ]);
    assert.deepEqual(found, []);
  });
});

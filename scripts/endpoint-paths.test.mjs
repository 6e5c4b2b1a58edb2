import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathsOf, violations } from './endpoint-paths.mjs';

const file = (path, text) => ({ path, text });
const paths = pathsOf(`export const routes = {
  trade: { order: { getDetail: { method: 'GET', path: 'trade/order/get-detail', input: 'query' } } },
};
export const adminRoutes = {
  system: { user: { page: { method: 'GET', path: 'system/user/page', input: 'query' } } },
};`);

describe('endpoint paths in the apps', () => {
  it('reads the paths of both route tables', () => {
    assert.deepEqual(paths, ['trade/order/get-detail', 'system/user/page']);
  });

  it('refuse a string with the API prefix or an endpoint path in the storefront and the back office', () => {
    const found = violations(
      [
        file('apps/web/src/features/cart/api/cart.ts', "const list = () => api('/pc-api/trade/cart/list');"),
        file('apps/web/src/features/orders/api/upload.ts', 'request.open("POST", `/pc-api/` + route.path);'),
        file('apps/admin/src/features/orders/api/orders.ts', "fetch('/admin-api/trade/order/page?pageNo=1');"),
        file('apps/admin/src/features/accounts/api/users.ts', "const users = get('system/user/page');"),
        file('apps/web/src/features/orders/pages/order-page.tsx', "const key = ['trade/order/get-detail', id];"),
      ],
      paths,
    );
    assert.deepEqual(
      found.map((line) => line.split(':')[0]),
      [
        'apps/web/src/features/cart/api/cart.ts',
        'apps/web/src/features/orders/api/upload.ts',
        'apps/admin/src/features/orders/api/orders.ts',
        'apps/admin/src/features/accounts/api/users.ts',
        'apps/web/src/features/orders/pages/order-page.tsx',
      ],
    );
  });

  it('allow the typed client, page addresses, and the files that send requests', () => {
    const found = violations(
      [
        file('apps/web/src/features/orders/api/order.ts', 'client.trade.order.getDetail({ id });'),
        file('apps/admin/src/app/router.tsx', "{ path: '/system/user', element: <Users /> }"),
        file('apps/web/src/lib/api-client.ts', "const url = '/pc-api/' + path;"),
        file('apps/admin/src/lib/api-client.ts', "const url = '/admin-api/' + path;"),
      ],
      paths,
    );
    assert.deepEqual(found, []);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstRenderFiles, laterTextProblems, literalsOf, names, textKeys } from './first-render-texts.mjs';

const later = {
  checkout: { title: 'Checkout', pay: 'Pay {{total}}' },
  orders: { status: { 10: 'Paid' } },
  cart: { items_one: '{{count}} item' },
};

describe('first-render texts', () => {
  it('lists the key of every text, a list being one text', () => {
    assert.deepEqual(textKeys({ a: { b: 'x', c: ['y', 'z'] }, d: 'w' }), ['a.b', 'a.c', 'd']);
  });

  it('finds the literals of a source, a template up to its first placeholder, whatever quote comes before', () => {
    const found = literalsOf("// the shop's cart: t('cart.items'); t(\"checkout.title\"); t(`orders.status.${s}`);");
    for (const literal of ['cart.items', 'checkout.title', 'orders.status.${']) assert.ok(found.includes(literal), literal);
  });

  it('takes a key, its plural, a group read at once and a prefix a key is built on as naming a text', () => {
    assert.equal(names('checkout.title', 'checkout.title'), true);
    assert.equal(names('cart.items', 'cart.items_one'), true);
    assert.equal(names('orders.status', 'orders.status.10'), true);
    assert.equal(names('orders.status.${', 'orders.status.10'), true);
    assert.equal(names('checkout.', 'checkout.pay'), true);
    // One word is too often something else (a route, a class name).
    assert.equal(names('checkout', 'checkout.title'), false);
    assert.equal(names('checkout.titles', 'checkout.title'), false);
  });

  it('refuses a later text named by a file of the first render, and passes one that names none', () => {
    const files = [
      { path: 'apps/web/src/app/shell/header.tsx', text: "t('header.title'); t('cart.items', { count })" },
      { path: 'apps/web/src/features/catalog/pages/home-page.tsx', text: 't(`orders.status.${status}`)' },
    ];
    assert.deepEqual(laterTextProblems(files, later), [
      "apps/web/src/app/shell/header.tsx: 'cart.items_one' shows on a server-rendered page's first render; move it from later.json to translation.json",
      "apps/web/src/features/catalog/pages/home-page.tsx: 'orders.status.10' shows on a server-rendered page's first render; move it from later.json to translation.json",
    ]);
    assert.deepEqual(laterTextProblems([{ path: 'a.tsx', text: "t('header.title')" }], later), []);
  });

  it('follows static imports and the touch-loaded parts, not what a file loads with the later texts', () => {
    const sources = {
      'web/boot.tsx': "import { Shell } from './shell.tsx';\n",
      'web/shell.tsx': "const Drawer = lazy(() => import('./drawer.tsx'));\n",
      'web/drawer.tsx': "import './drawer-part.ts';\n",
      'web/drawer-part.ts': '',
      'web/router.tsx': "const Checkout = lazy(() => Promise.all([import('./checkout.tsx'), laterTextsLoaded()]));\n",
      'web/checkout.tsx': '',
    };
    const read = (path) => sources[path];
    const exists = (path) => path in sources;
    assert.deepEqual(firstRenderFiles(['web/boot.tsx', 'web/router.tsx'], read, exists, {}).sort(), [
      'web/boot.tsx',
      'web/drawer-part.ts',
      'web/drawer.tsx',
      'web/router.tsx',
      'web/shell.tsx',
    ]);
  });
});

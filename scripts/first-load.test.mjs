import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstLoads } from './first-load.mjs';

// A build's manifest as Vite writes it: the entry, the app, the pages, shared chunks, a lazy part.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js'], dynamicImports: ['src/boot.tsx'] },
  '_preload.js': { file: 'assets/preload.js' },
  'src/boot.tsx': { file: 'assets/boot.js', imports: ['_react.js', '_preload.js', '_texts.js'], dynamicImports: ['src/cart-panel.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_texts.js': { file: 'assets/texts.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'src/cart-panel.tsx': { file: 'assets/cart-panel.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/features/catalog/pages/home-page.tsx': { file: 'assets/home.js', imports: ['_card.js', '_react.js'] },
  'src/features/catalog/pages/product-list-page.tsx': { file: 'assets/list.js', imports: ['_card.js'] },
  'src/features/catalog/pages/product-detail-page.tsx': { file: 'assets/product.js', imports: ['_card.js'] },
  'src/features/checkout/pages/checkout-page.tsx': { file: 'assets/checkout.js', imports: ['_texts.js'] },
  'src/locales/en/later.json': { file: 'assets/later.js', isDynamicEntry: true },
};

describe('first load', () => {
  it('counts the entry, the app and the page, each file once, without what loads later', () => {
    const [home, , , checkout] = firstLoads(manifest);
    assert.deepEqual(home, {
      name: 'home',
      parts: [
        { part: 'entry', files: ['assets/index.js', 'assets/preload.js'] },
        { part: 'app', files: ['assets/boot.js', 'assets/react.js', 'assets/texts.js'] },
        { part: "page's module", files: ['assets/home.js', 'assets/card.js'] },
      ],
    });
    // A page rendered in the browser comes with the texts of such pages.
    assert.deepEqual(checkout.parts.slice(2), [
      { part: "page's module", files: ['assets/checkout.js'] },
      { part: 'loaded with it', files: ['assets/later.js'] },
    ]);
  });

  it('names a page whose module the build lacks', () => {
    const { 'src/features/catalog/pages/home-page.tsx': _home, ...withoutHome } = manifest;
    assert.throws(() => firstLoads(withoutHome), /home-page\.tsx \(home\)/);
  });
});

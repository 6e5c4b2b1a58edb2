import { describe, expect, it } from 'vitest';
import { routes } from './api/routes.ts';
import { type PagePath, pageAt, STOREFRONT_PAGES } from './pages.ts';

const keysAt = (address: string) => {
  const url = new URL(address, 'http://shop');
  return pageAt(url.pathname)
    .queries(url)
    .map((query) => query.key);
};
const categories = [routes.product.category.list.path];
const dictionaries = [routes.system.dictData.listAllSimple.path];
/** The shop's settings, which the frame's banner names: asked by every page with the frame's menus. */
const settings = [routes.trade.config.get.path];
const products = (input: object) => [routes.product.spu.getSpuList.path, input];
const facets = (input: object) => [routes.product.spu.facets.path, input];

describe('the storefront page manifest', () => {
  it.each<[string, PagePath]>([
    ['/', '/'],
    ['/home', '/home'],
    ['/FAQ', '/faq'],
    ['/faq/', '/faq'],
    ['/productDetail', '/productDetail'],
    ['/productDetail/a4-lever-arch-file/1016', '/productDetail/:slug/:id'],
    ['/productDetail/a4-lever-arch-file', '*'],
    ['/productDetail//1016', '*'],
    ['/no-such-page/at-all', '*'],
  ])('finds the page at %s as the router does: %s', (pathname, path) => {
    expect(pageAt(pathname)).toBe(STOREFRONT_PAGES[path]);
  });

  it.each<[string, unknown[]]>([
    [
      '/',
      [
        categories,
        products({ sortField: 'salesCount', sortAsc: false, pageSize: 4 }),
        products({ sortField: 'createTime', sortAsc: false, pageSize: 4 }),
        products({ sortField: 'salesCount', sortAsc: false, pageNo: 2, pageSize: 4 }),
        settings,
      ],
    ],
    [
      '/bestSeller?page=2&utm_source=x',
      [categories, products({ sortField: 'salesCount', sortAsc: false, pageNo: 2, pageSize: 9 }), facets({}), dictionaries, settings],
    ],
    [
      '/bestSeller?color=104,101,x&method=5&price=5-10&inStock=1&sort=price-asc&page=2',
      [
        categories,
        products({
          sortField: 'price',
          sortAsc: true,
          colorIds: [101, 104],
          decoratingMethods: ['5'],
          priceMin: 500,
          priceMax: 1000,
          inStock: true,
          pageNo: 2,
          pageSize: 9,
        }),
        facets({ colorIds: [101, 104], decoratingMethods: ['5'], priceMin: 500, priceMax: 1000, inStock: true }),
        dictionaries,
        settings,
      ],
    ],
    [
      '/productList?id=251&category=Office',
      [categories, products({ categoryId: 251, pageNo: 1, pageSize: 9 }), facets({ categoryId: 251 }), dictionaries, settings],
    ],
    [
      '/productList?id=251&price=50-&inStock=0&sort=cheapest',
      [
        categories,
        products({ categoryId: 251, priceMin: 5000, pageNo: 1, pageSize: 9 }),
        facets({ categoryId: 251, priceMin: 5000 }),
        dictionaries,
        settings,
      ],
    ],
    ['/productList?id=abc', [categories, settings]],
    [
      '/search?keyword=%20file%20',
      [categories, products({ keyword: 'file', pageNo: 1, pageSize: 9 }), facets({ keyword: 'file' }), dictionaries, settings],
    ],
    ['/search?keyword=%20', [categories, settings]],
    ['/productDetail/file/1016', [categories, [routes.product.spu.getDetail.path, { id: 1016 }], dictionaries, settings]],
    ['/productDetail?id=3000000000', [categories, settings]],
    ['/customDesign?spuId=1027&locationId=1', [[routes.product.spu.getDetail.path, { id: 1027 }], dictionaries]],
    ['/customDesign', [dictionaries]],
    ['/blogDetail?id=7', [categories, [routes.promotion.article.get.path, { id: 7 }], settings]],
    [
      '/jobList?location=Paris&page=2',
      [
        categories,
        [routes.system.job.page.path, { pageNo: 2, pageSize: 10, title: '', location: 'Paris', company: '', category: '' }],
        [routes.system.job.filters.path],
        settings,
      ],
    ],
    ['/login', [categories, settings]],
    ['/faq', [categories, settings]],
    ['/realTimeCommunication', [categories, settings]],
  ])('asks first what %s shows', (address, keys) => {
    expect(keysAt(address)).toEqual(keys);
  });

  it("asks a product page's suggestions once the product is in", () => {
    const page = pageAt('/productDetail/file/1016');
    const [, detail] = page.queries(new URL('http://shop/productDetail/file/1016'));
    expect(page.followUp?.([{ query: detail!, data: { categoryId: 251 } }], new URL('http://shop')).map((query) => query.key)).toEqual([
      products({ categoryId: 251, pageSize: 5 }),
    ]);
  });

  it("asks a category's list once the categories name its id by the list's code", () => {
    const address = new URL('http://shop/packagingSolutions?page=2');
    const page = pageAt(address.pathname);
    const [list] = page.queries(address);
    expect(list?.key).toEqual(categories);
    const answer = (code: string | null) => [
      {
        query: list!,
        data: [
          { id: 7, code: null },
          { id: 31, code },
        ],
      },
    ];
    expect(page.followUp?.(answer('gift-packaging'), address).map((query) => query.key)).toEqual([
      products({ categoryId: 31, pageNo: 2, pageSize: 9 }),
      facets({ categoryId: 31 }),
      dictionaries,
    ]);
    expect(page.followUp?.(answer('other'), address)).toEqual([]);
  });

  it('gives every page its first queries, and every server-rendered page but the unknown address its code', () => {
    for (const [path, page] of Object.entries(STOREFRONT_PAGES)) {
      expect(page.queries(new URL(path.replace('*', 'x'), 'http://shop')).length, path).toBeGreaterThan(0);
      if (page.serverRendered && path !== '*') expect(page.module, path).toMatch(/^src\/.+\.tsx?$/);
    }
  });
});

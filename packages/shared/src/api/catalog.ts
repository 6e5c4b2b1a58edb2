import {
  ZCategoryListResponse,
  ZQuantityRuleResponse,
  ZSearchSuggestRequest,
  ZSearchSuggestResponse,
  ZSpuDetail,
  ZSpuFacetsResponse,
  ZSpuFilter,
  ZSpuListRequest,
  ZSpuListResponse,
} from '../contracts/catalog.ts';
import { ZIdQuery } from '../contracts/common.ts';
import { endpoint } from './endpoint.ts';

/** The catalogue's categories (product reviews are in after-sale.ts). */
export const category = {
  list: endpoint({
    method: 'GET',
    path: 'product/category/list',
    access: 'public',
    tag: 'catalog',
    summary: 'Active categories',
    data: ZCategoryListResponse,
  }),
};

/** Products on sale: the list, a product's page and its quantity discounts. */
export const spu = {
  getSpuList: endpoint({
    method: 'GET',
    path: 'product/spu/getSpuList',
    access: 'public',
    tag: 'catalog',
    summary: 'A page of products on sale (category with its descendants, keyword search, filters, sorting)',
    query: ZSpuListRequest,
    data: ZSpuListResponse,
  }),
  facets: endpoint({
    method: 'GET',
    path: 'product/spu/facets',
    access: 'public',
    tag: 'catalog',
    summary: 'Counts of price ranges, colours, decorating methods and in-stock products beside a filtered list',
    query: ZSpuFilter,
    data: ZSpuFacetsResponse,
  }),
  getDetail: endpoint({
    method: 'GET',
    path: 'product/spu/get-detail',
    access: 'public',
    tag: 'catalog',
    summary: 'A product with its SKUs and quantity rules',
    query: ZIdQuery,
    data: ZSpuDetail,
  }),
  productQuantityRule: endpoint({
    method: 'GET',
    path: 'product/spu/product-quantity-rule',
    access: 'public',
    tag: 'catalog',
    summary: 'Quantity discounts of a product',
    query: ZIdQuery,
    data: ZQuantityRuleResponse,
  }),
};

/** Suggestions while a shopper types in the search box, and "did you mean" for a search that finds nothing. */
export const search = {
  suggest: endpoint({
    method: 'GET',
    path: 'product/search/suggest',
    access: 'public',
    tag: 'catalog',
    summary: 'Products matching the text typed so far, and a spelling that finds some when it finds none',
    query: ZSearchSuggestRequest,
    data: ZSearchSuggestResponse,
  }),
};

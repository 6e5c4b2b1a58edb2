import { ZUploadResponse } from '../contracts/infra.ts';
import {
  ZAreaTreeResponse,
  ZCountryPageRequest,
  ZCountryPageResponse,
  ZDictListResponse,
  ZStatesRequest,
  ZStatesResponse,
} from '../contracts/system.ts';
import { endpoint } from './endpoint.ts';

/** Uploads (multipart). */
export const file = {
  upload: endpoint({
    method: 'POST',
    path: 'infra/file/upload',
    access: 'public',
    tag: 'files',
    summary: 'Upload a file (multipart field `file`; `directory` = image | document | ad | print)',
    multipart: true,
    data: ZUploadResponse,
  }),
};

/** The dictionary: reference data, as are the areas and countries below. */
export const dictData = {
  listAllSimple: endpoint({
    method: 'GET',
    path: 'system/dict-data/list-all-simple',
    access: 'public',
    tag: 'reference data',
    summary: 'All dictionary entries',
    data: ZDictListResponse,
  }),
};

/** Shipping countries with their states or regions. */
export const area = {
  tree: endpoint({
    method: 'GET',
    path: 'system/area/tree',
    access: 'public',
    tag: 'reference data',
    summary: 'Shipping countries and their states or regions',
    data: ZAreaTreeResponse,
  }),
  states: endpoint({
    method: 'GET',
    path: 'system/area/states',
    access: 'public',
    tag: 'reference data',
    summary: 'States or regions of one country',
    query: ZStatesRequest,
    data: ZStatesResponse,
  }),
};

/** Countries with calling codes (under member/ in the table, as yudao names it). */
export const country = {
  page: endpoint({
    method: 'GET',
    path: 'member/country/page',
    access: 'public',
    tag: 'reference data',
    summary: 'Countries with calling codes and the shipping flag',
    query: ZCountryPageRequest,
    data: ZCountryPageResponse,
  }),
};

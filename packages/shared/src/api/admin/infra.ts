import { ZUploadResponse } from '../../contracts/infra.ts';
import { ZAreaTreeResponse } from '../../contracts/system.ts';
import { endpoint } from '../endpoint.ts';

/** The back office's files. */
export const infra = {
  file: {
    upload: endpoint({
      method: 'POST',
      path: 'infra/file/upload',
      access: 'admin',
      tag: 'admin: files',
      summary:
        'Upload a picture (multipart field `file`: JPEG, PNG or GIF up to 5 MB) for a product or category, or with the field `directory=print` print data (PDF, JPG, PNG, TIFF) prepared for a logo line; answers its URL',
      multipart: true,
      data: ZUploadResponse,
    }),
  },
};

/** The shipping countries with their states, for addresses the back office types (an order placed for a customer). */
export const area = {
  tree: endpoint({
    method: 'GET',
    path: 'system/area/tree',
    access: 'admin',
    tag: 'admin: orders',
    summary: 'Shipping countries and their states or regions, as the storefront offers them',
    data: ZAreaTreeResponse,
  }),
};

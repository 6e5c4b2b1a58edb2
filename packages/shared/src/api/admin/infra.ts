import { ZUploadResponse } from '../../contracts/infra.ts';
import { endpoint } from '../endpoint.ts';

/** The back office's files. */
export const infra = {
  file: {
    upload: endpoint({
      method: 'POST',
      path: 'infra/file/upload',
      access: 'admin',
      tag: 'admin: files',
      summary: 'Upload a picture (multipart field `file`: JPEG, PNG or GIF up to 5 MB) for a product or category; answers its URL',
      multipart: true,
      data: ZUploadResponse,
    }),
  },
};

import { z } from 'zod';
import { ZIdQuery } from '../contracts/common.ts';
import {
  ZDesign,
  ZDesignCreateRequest,
  ZDesignPageRequest,
  ZDesignPageResponse,
  ZDesignSvgUploadResponse,
  ZDesignUpdateRequest,
} from '../contracts/design.ts';
import { endpoint } from './endpoint.ts';

const tag = 'member: designs';

/** The online design editor: a member's saved designs (another member's behave as missing) and SVG uploads. */
export const design = {
  create: endpoint({
    method: 'POST',
    path: 'product/design/create',
    access: 'member',
    tag,
    summary: "Save a new design for a product's print area; answers its id",
    body: ZDesignCreateRequest,
    data: z.number().int(),
  }),
  update: endpoint({
    method: 'PUT',
    path: 'product/design/update',
    access: 'member',
    tag,
    summary: 'Save a design of mine again',
    body: ZDesignUpdateRequest,
    data: z.boolean(),
  }),
  get: endpoint({
    method: 'GET',
    path: 'product/design/get',
    access: 'member',
    tag,
    summary: 'One design of mine',
    query: ZIdQuery,
    data: ZDesign,
  }),
  page: endpoint({
    method: 'GET',
    path: 'product/design/page',
    access: 'member',
    tag,
    summary: 'My designs, last changed first (optionally of one product)',
    query: ZDesignPageRequest,
    data: ZDesignPageResponse,
  }),
  copy: endpoint({
    method: 'POST',
    path: 'product/design/copy',
    access: 'member',
    tag,
    summary: "Copy a design of mine; answers the copy's id",
    query: ZIdQuery,
    data: z.number().int(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'product/design/delete',
    access: 'member',
    tag,
    summary: 'Delete a design of mine',
    query: ZIdQuery,
    data: z.boolean(),
  }),
  uploadSvg: endpoint({
    method: 'POST',
    path: 'product/design/upload-svg',
    access: 'public',
    tag,
    summary:
      'Upload an SVG picture (multipart `file`): cleaned on the server (no script, link or external reference survives) and drawn into a PNG to show; a drawing without texts or embedded pictures is also kept as the cleaned SVG, which the print data draws as vectors',
    multipart: true,
    data: ZDesignSvgUploadResponse,
  }),
} as const;

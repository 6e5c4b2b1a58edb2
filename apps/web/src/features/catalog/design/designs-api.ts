import type { TDesignContent } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';

/** What a design is for: product, SKU, logo position, print size (tier or W×H cm). */
export interface DesignTarget {
  spuId: number;
  skuId: number | undefined;
  locationId: string;
  size: string;
}

/**
 * Uploads a picture for the design: an SVG is cleaned and drawn into a PNG on the server (its
 * cleaned drawing, when kept, is what the print draws as vectors); other pictures are taken as
 * they are.
 */
export async function uploadPicture(file: File | Blob, name = 'design.png'): Promise<{ url: string; svgUrl?: string }> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : name);
  const svg = file.type === 'image/svg+xml' || (file instanceof File && file.name.toLowerCase().endsWith('.svg'));
  if (!svg) return { url: await client.infra.file.upload(form) };
  const { url, svgUrl } = await client.product.design.uploadSvg(form);
  return svgUrl ? { url, svgUrl } : { url };
}

/** Saves the design (a new one, or again under its id) with its preview; answers its id. */
export async function saveDesign(
  id: number | null,
  target: DesignTarget,
  name: string,
  content: TDesignContent,
  previewUrl: string,
): Promise<number> {
  const body = { ...target, name, content, previewUrl };
  if (id === null) return client.product.design.create(body);
  await client.product.design.update({ ...body, id });
  return id;
}

export const useDesign = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: client.product.design.get.key({ id: id ?? 0 }),
    queryFn: () => client.product.design.get({ id: id ?? 0 }),
    enabled: enabled && id !== null,
  });

export const useMyDesigns = (spuId: number, enabled: boolean) =>
  useQuery({
    queryKey: client.product.design.page.key({ spuId, pageSize: 20 }),
    queryFn: () => client.product.design.page({ spuId, pageSize: 20 }),
    enabled,
  });

/** A guest's design, kept in the browser until login saves it to the account. */
export interface GuestDraft extends DesignTarget {
  content: TDesignContent;
}

/**
 * The guest's design in this browser, if any. Its content is checked against the contract where it
 * is used: by the canvas before it draws it (design-objects.ts), by the API when it is saved.
 */
export function readDraft(): GuestDraft | null {
  try {
    const draft = JSON.parse(readStored(STORAGE_KEYS.designDraft) ?? 'null') as GuestDraft | null;
    return draft && Array.isArray(draft.content?.objects) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: GuestDraft | null): void {
  writeStored(STORAGE_KEYS.designDraft, draft ? JSON.stringify(draft) : null);
}

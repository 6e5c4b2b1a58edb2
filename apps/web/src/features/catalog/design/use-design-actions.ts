import { CUSTOMIZED_TYPE_LOGO, ORDER_TYPE, printTiersFor, type TPrintArea, type TSpuDetail } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { client } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { type DesignTarget, saveDesign, uploadPicture, writeDraft } from './designs-api.ts';
import type { useDesignCanvas } from './use-design-canvas.ts';

/** What is designed: the product's print area, for which SKU, size, decorating method and count; the saved design if any. */
export interface Design {
  product: TSpuDetail;
  area: TPrintArea;
  target: DesignTarget;
  method: string;
  count: number;
  designId: number | null;
}

/**
 * What the editor does beyond the canvas: uploads a picture onto it, saves the design (to the
 * account, or for a guest in this browser) and orders it; `busy` says which of these is under way.
 */
export function useDesignActions(editor: ReturnType<typeof useDesignCanvas>, { product, area, target, method, count, designId }: Design) {
  const { t } = useTranslation('design');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useStore(accessTokenStore);
  const [busy, setBusy] = useState<'' | 'upload' | 'save' | 'use'>('');
  const [id, setId] = useState(designId);

  const addPicture = async (file: File) => {
    setBusy('upload');
    try {
      const { url, svgUrl } = await uploadPicture(file);
      await editor.add((engine) => engine.makeImage(url, svgUrl), 0.6);
    } finally {
      setBusy('');
    }
  };

  /** Saves to the account (with a fresh preview), or for a guest in this browser; answers the saved design. */
  const save = async (): Promise<{ id: number; previewUrl: string } | null> => {
    const content = editor.content();
    if (!token) {
      writeDraft({ ...target, content });
      return null;
    }
    const { url: previewUrl } = await uploadPicture(await editor.preview(content), 'design.png');
    const saved = await saveDesign(id, target, product.name, content, previewUrl);
    setId(saved);
    const url = new URL(window.location.href);
    url.searchParams.set('id', String(saved));
    window.history.replaceState(window.history.state, '', url);
    void queryClient.invalidateQueries({ queryKey: client.product.design.page.key().slice(0, 1) });
    return { id: saved, previewUrl };
  };

  /** The logo line of the design: its picture (the saved preview) printed at the design's position and size. */
  const lineOf = (picture: { previewUrl: string; id?: number }) => ({
    skuId: target.skuId,
    count,
    orderType: ORDER_TYPE.custom,
    customizedType: CUSTOMIZED_TYPE_LOGO,
    // The whole print area: the largest size tier it offers (a tier prints "up to" its size, within the area).
    size: target.size || (printTiersFor(area).at(-1) ?? '1'),
    locationId: target.locationId,
    decoratingMethod: method,
    imgUrl: picture.previewUrl,
    ...(picture.id ? { designId: picture.id } : {}),
  });
  const itemsOf = (line: ReturnType<typeof lineOf>) => encodeURIComponent(JSON.stringify([line]));

  /**
   * A guest's design stays in this browser; the login step comes back to the editor (which then
   * saves it to the account) or goes on as a guest with the design's picture as the logo.
   */
  const login = async (content: ReturnType<typeof editor.content>) => {
    const { url: previewUrl } = await uploadPicture(await editor.preview(content), 'design.png');
    const back = encodeURIComponent(window.location.pathname + window.location.search);
    void navigate(`/login?redirect=${back}&guestItems=${itemsOf(lineOf({ previewUrl }))}`);
  };

  const onSave = async () => {
    setBusy('save');
    try {
      const saved = await save();
      showToast(saved ? t('saved') : t('savedGuest'), 'success');
    } finally {
      setBusy('');
    }
  };

  const onUse = async () => {
    setBusy('use');
    try {
      const saved = await save();
      if (!saved) return await login(editor.content());
      void navigate(`/createOrder?items=${itemsOf(lineOf(saved))}`);
    } finally {
      setBusy('');
    }
  };

  return { id, busy, addPicture, onSave, onUse };
}

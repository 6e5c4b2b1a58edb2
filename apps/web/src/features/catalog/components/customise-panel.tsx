import {
  CUSTOMIZED_TYPE_LOGO,
  fitsPrintArea,
  ONLINE_LIMIT_PER_LINE,
  ORDER_TYPE,
  type TPreviousDesign,
  type TSku,
  type TSpuDetail,
} from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LinePrice } from '../../../components/ui/line-price.tsx';
import { OfferButton } from '../../../components/ui/offer-button.tsx';
import { QuoteRequestLink } from '../../../components/ui/quote-request-link.tsx';
import { client } from '../../../lib/api-client.ts';
import { usePrice } from '../../../lib/format.ts';
import { countryCode } from '../../../lib/session.ts';
import { useDictData } from '../api/get-dict-data.ts';
import { usePreviousDesigns } from '../api/get-previous-designs.ts';
import { logoOrderPath } from '../logo-order-path.ts';
import { PreviousDesigns } from './previous-designs.tsx';
import { PriceTable } from './price-table.tsx';
import { fitToArea, type PrintOrder, PrintSizeField, printOrderOf, sizeOf } from './print-size-field.tsx';

/** The logo, uploaded at once (PNG or JPG; the server reads the type from the content). */
function LogoUpload({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.infra.file.upload(form);
    },
    onSuccess: onChange,
  });
  return (
    <div className="customise__field">
      <label htmlFor={id}>{t('customise.logo')}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      <p className="muted">{upload.isPending ? t('customise.uploading') : t('customise.logoHint')}</p>
      {value && <img className="customise__logo" src={value} alt={t('customise.logoPreview')} width="96" height="96" />}
    </div>
  );
}

/**
 * What the panel has configured once a logo is in it, for the phone's buy bar to order the same:
 * the line (encoded for the order's address), its count and printed pieces, its total (null until
 * priced) and whether it can be ordered now.
 */
export interface ConfiguredLogoLine {
  items: string;
  count: number;
  pieces: number;
  total: number | null;
  ready: boolean;
}

/**
 * "Customise": the print order of a logo line on a printable product: decorating method, logo
 * position, size tier or custom W × H, quantity (at least the product's minimum of printed pieces:
 * a pack of 100 pens prints 100), logo and notes, priced live by the server's settlement (print
 * costs per printed piece) in the visitor's currency with its price table, ordered online up to the
 * shop's limit per line (above it a quote; the offer PDF beside it for a purchasing department). A
 * member's earlier logos on the product fill it in one click, an approved one without a new proof.
 * Positions are the product's print areas (the back office draws them), sizes those that fit there.
 */
export function CustomisePanel({
  product,
  sku,
  onlineLimit = ONLINE_LIMIT_PER_LINE,
  onConfigured,
}: {
  product: TSpuDetail;
  sku: TSku | undefined;
  onlineLimit?: number | undefined;
  /** Told the configured line (null while none is, or the standard product is chosen). */
  onConfigured?: ((line: ConfiguredLogoLine | null) => void) | undefined;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const navigate = useNavigate();
  const methods = useDictData('custom_decorating_method').data.filter((m) => product.decoratingMethods.includes(m.value));
  // The product's own print areas; a product with none drawn yet is printed at every position the shop has.
  const drawn = new Set(product.printAreas.map((area) => area.locationId));
  const positions = useDictData('custom_logo_position').data.filter((p) => drawn.size === 0 || drawn.has(p.value));
  const areaAt = (position: string) => product.printAreas.find((area) => area.locationId === position);
  const [custom, setCustom] = useState(true);
  const perUnit = sku?.piecesPerUnit ?? 1;
  // The fewest units that print the product's minimum of pieces (one pack of 100 pens prints 100).
  const minUnits = Math.ceil(product.printMinCount / perUnit);
  const [logo, setLogo] = useState('');
  const firstPosition = positions[0]?.value ?? '1';
  const [order, setOrder] = useState<PrintOrder>(() =>
    fitToArea(
      {
        method: product.decoratingMethods[0] ?? '',
        position: firstPosition,
        tier: '1',
        width: '',
        height: '',
        count: minUnits,
        description: '',
      },
      areaAt(firstPosition),
    ),
  );
  // A new position keeps the size where it fits there, else takes the area's first size.
  const set = (change: Partial<PrintOrder>) =>
    setOrder((current) => {
      const next = { ...current, ...change };
      return change.position === undefined ? next : fitToArea(next, areaAt(next.position));
    });
  const area = areaAt(order.position);
  const previous = usePreviousDesigns(product.id).data ?? [];
  const [earlier, setEarlier] = useState<TPreviousDesign>();
  const chooseEarlier = (design: TPreviousDesign) => {
    setEarlier(design);
    setOrder((current) => {
      const next = printOrderOf(design, current);
      return fitToArea(next, areaAt(next.position));
    });
    setLogo(design.imgUrl);
  };
  const size = area && !fitsPrintArea(sizeOf(order), area) ? '' : sizeOf(order);
  const count = Math.max(0, Math.floor(order.count));
  const tooFew = count * perUnit < product.printMinCount;
  const overLimit = count > onlineLimit;
  // The earlier line's approved print data, while the logo, position and size are still its own.
  const reprint =
    earlier?.approved && earlier.imgUrl === logo && earlier.locationId === order.position && earlier.size === size
      ? earlier.orderItemId
      : undefined;
  const line = sku && {
    skuId: sku.id,
    count,
    orderType: ORDER_TYPE.custom,
    customizedType: CUSTOMIZED_TYPE_LOGO,
    size,
    locationId: order.position,
    decoratingMethod: order.method,
    ...(logo ? { imgUrl: logo } : {}),
    ...(order.description.trim() ? { description: order.description.trim() } : {}),
    ...(reprint ? { reorderItemId: reprint } : {}),
  };
  const priceable = custom && line && size && !tooFew && !overLimit;
  const body = priceable ? { items: [line], deliveryType: '1', pointStatus: false } : null;
  const settlement = useQuery({
    queryKey: client.trade.order.settlement.key(body ?? undefined),
    queryFn: () => client.trade.order.settlement(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const priced = body && settlement.data?.items[0];
  const total = priced ? priced.discountedPrice + priced.decalsPrice : null;
  const items = line ? encodeURIComponent(JSON.stringify([line])) : '';
  const ready = Boolean(priced && logo && sku?.stock !== 0);
  const orderNow = () => {
    if (line && logo) void navigate(logoOrderPath(items));
  };
  // The phone's buy bar orders what is configured here, once a logo is in it.
  const configured = custom && logo && line ? { items, count, pieces: count * perUnit, total, ready } : null;
  const configuredKey = configured && JSON.stringify(configured);
  // Told again only when what it configures changes (the key), not on every render.
  useEffect(() => {
    onConfigured?.(configuredKey ? (JSON.parse(configuredKey) as ConfiguredLogoLine) : null);
  }, [configuredKey]);
  // The design editor, where the product has a print area at the chosen position.
  const designable = sku !== undefined && area !== undefined;
  const designLink = `/customDesign?${new URLSearchParams({
    spuId: String(product.id),
    skuId: String(sku?.id ?? ''),
    locationId: order.position,
    size,
    method: order.method,
    count: String(count),
  })}`;
  const ids = { method: useId(), position: useId(), count: useId(), description: useId() };
  return (
    <section className="customise" aria-labelledby={`${ids.method}-title`}>
      <h2 id={`${ids.method}-title`}>{t('customise.title')}</h2>
      <div className="customise__choice" role="radiogroup" aria-label={t('customise.kind')}>
        <label>
          <input type="radio" name="customise-kind" checked={!custom} onChange={() => setCustom(false)} /> {t('customise.standard')}
        </label>
        <label>
          <input type="radio" name="customise-kind" checked={custom} onChange={() => setCustom(true)} /> {t('customise.customised')}
        </label>
      </div>
      {!custom ? (
        <p className="muted">{t('customise.standardHint')}</p>
      ) : (
        <div className="customise__form">
          <PreviousDesigns designs={previous} chosen={earlier?.orderItemId} onChoose={chooseEarlier} />
          <div className="customise__field">
            <label htmlFor={ids.method}>{t('customise.method')}</label>
            <select id={ids.method} value={order.method} onChange={(e) => set({ method: e.target.value })}>
              {methods.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div className="customise__field">
            <label htmlFor={ids.position}>{t('customise.position')}</label>
            <select id={ids.position} value={order.position} onChange={(e) => set({ position: e.target.value })}>
              {positions.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
            {positions.length === 0 && <p className="note">{t('customise.noPositions')}</p>}
          </div>
          <PrintSizeField order={order} onChange={set} area={area} />
          <div className="customise__field">
            <label htmlFor={ids.count}>{t('customise.quantity')}</label>
            <input
              id={ids.count}
              type="number"
              min={minUnits}
              max={onlineLimit}
              value={order.count}
              onChange={(e) => set({ count: Number(e.target.value) })}
            />
            <p className={tooFew ? 'field__error' : 'muted'}>
              {perUnit > 1
                ? t('customise.minimumPacks', { count: minUnits, pieces: minUnits * perUnit })
                : t('customise.minimum', { count: product.printMinCount })}
            </p>
            {overLimit && <p className="note">{t('customise.quoteAbove', { limit: onlineLimit })}</p>}
          </div>
          {designable && (
            <div className="customise__field customise__field--wide customise__design">
              <Link className="button button--secondary" to={designLink}>
                {t('customise.designOnline')}
              </Link>
              <p className="muted">{t('customise.designOnlineHint')}</p>
            </div>
          )}
          <LogoUpload value={logo} onChange={setLogo} />
          <div className="customise__field customise__field--wide">
            <label htmlFor={ids.description}>{t('customise.description')}</label>
            <textarea
              id={ids.description}
              maxLength={500}
              rows={3}
              value={order.description}
              placeholder={t('customise.descriptionHint')}
              onChange={(e) => set({ description: e.target.value })}
            />
          </div>
          <div className="customise__price" aria-live="polite">
            {priced && total !== null ? (
              <>
                <p className="muted">
                  <LinePrice line={priced} price={price} />
                </p>
                <p>
                  {t('customise.total', { count: count * perUnit })} <strong data-testid="customise-total">{price(total)}</strong>
                </p>
                {sku && count > 0 && (
                  <PriceTable
                    rules={product.quantityRules}
                    unitPrice={sku.price}
                    count={count}
                    from={minUnits}
                    printPerUnit={Math.round(priced.decalsPrice / count)}
                  />
                )}
              </>
            ) : (
              <p className="muted">{t('customise.priceHint')}</p>
            )}
            <p className="note">{t(countryCode() === 'US' ? 'customise.leadTimeUs' : 'customise.leadTime')}</p>
          </div>
          <OfferButton body={body} />
          <QuoteRequestLink items={line && size && !tooFew ? [line] : null} />
          <button type="button" className="button button--accent" disabled={!ready} onClick={orderNow}>
            {logo ? t('customise.order') : t('customise.uploadFirst')}
          </button>
        </div>
      )}
    </section>
  );
}

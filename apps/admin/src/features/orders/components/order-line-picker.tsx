import { translate, type Language } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useProductSearch, useProductSkus } from '../api/new-order.ts';

export interface NewOrderLine {
  skuId: number;
  count: number;
  /** The product and variant as the list shows them. */
  label: string;
}

/** A SKU's variant in words: "Colour: Blue, Size: A4". */
function variantOf(properties: { propertyName: Record<Language, string>; valueName: Record<Language, string> }[], language: Language) {
  return properties.map((p) => `${translate(p.propertyName, language)}: ${translate(p.valueName, language)}`).join(', ');
}

/** Finds a product by name, picks one of its SKUs and a count, and adds the line. */
export function LineAdder({ onAdd }: { onAdd: (line: NewOrderLine) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [name, setName] = useState('');
  const [spuId, setSpuId] = useState<number>();
  const [skuId, setSkuId] = useState<number>();
  const [count, setCount] = useState('1');
  const found = useProductSearch(name);
  const product = useProductSkus(spuId);
  const skus = product.data?.skus ?? [];
  const sku = skus.find((s) => s.id === skuId) ?? skus[0];
  const add = () => {
    if (!sku || !product.data) return;
    const variant = variantOf(sku.properties, language);
    onAdd({
      skuId: sku.id,
      count: Math.max(1, Math.floor(Number(count)) || 1),
      label: `${translate(product.data.name, language)}${variant ? ` (${variant})` : ''}`,
    });
    setSpuId(undefined);
    setSkuId(undefined);
    setCount('1');
    setName('');
  };
  return (
    <div className="new-order__adder">
      <TextField label={t('newOrder.findProduct')} type="search" value={name} onChange={(e) => setName(e.target.value)} />
      {spuId === undefined && (
        <ul className="plain-list">
          {found.data?.list.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => setSpuId(p.id)}>
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {product.data && (
        <div className="new-order__sku">
          <SelectField label={t('newOrder.variant')} value={sku?.id ?? ''} onChange={(e) => setSkuId(Number(e.target.value))}>
            {skus.map((s) => (
              <option key={s.id} value={s.id}>
                {variantOf(s.properties, language) || translate(product.data.name, language)} · {t('newOrder.inStock', { count: s.stock })}
              </option>
            ))}
          </SelectField>
          <TextField label={t('orders.count')} type="number" min={1} value={count} onChange={(e) => setCount(e.target.value)} />
          <button type="button" onClick={add} disabled={!sku}>
            {t('newOrder.addLine')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The order's lines (each removable) and the way to add one. */
export function OrderLinePicker({ lines, onChange }: { lines: NewOrderLine[]; onChange: (lines: NewOrderLine[]) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <ul className="plain-list new-order__lines" aria-label={t('orders.lines')}>
        {lines.map((line, index) => (
          <li key={line.skuId}>
            {line.count} × {line.label}{' '}
            <button type="button" onClick={() => onChange(lines.filter((_, i) => i !== index))}>
              {t('newOrder.removeLine')}
            </button>
          </li>
        ))}
      </ul>
      <LineAdder
        onAdd={(line) => {
          const same = lines.find((l) => l.skuId === line.skuId);
          onChange(same ? lines.map((l) => (l === same ? { ...l, count: l.count + line.count } : l)) : [...lines, line]);
        }}
      />
    </div>
  );
}

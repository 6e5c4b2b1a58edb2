import type { TSku } from '@shop/shared';
import { useTranslation } from 'react-i18next';

interface Property {
  id: number;
  name: string;
  values: { id: number; name: string }[];
}

/** The properties of a product's SKUs, each with the values some SKU has. */
function propertiesOf(skus: TSku[]): Property[] {
  const byId = new Map<number, Property>();
  for (const sku of skus) {
    for (const p of sku.properties) {
      const property = byId.get(p.propertyId) ?? { id: p.propertyId, name: p.propertyName, values: [] };
      if (!property.values.some((v) => v.id === p.valueId)) property.values.push({ id: p.valueId, name: p.valueName });
      byId.set(p.propertyId, property);
    }
  }
  return [...byId.values()];
}

/** The SKU with exactly these values, if it exists. */
export function skuFor(skus: TSku[], chosen: Record<number, number>): TSku | undefined {
  return skus.find((sku) => sku.properties.every((p) => chosen[p.propertyId] === p.valueId));
}

/** A value can be chosen when, with the other choices, it names an existing SKU in stock. */
function available(skus: TSku[], chosen: Record<number, number>, propertyId: number, valueId: number): boolean {
  const wanted = { ...chosen, [propertyId]: valueId };
  return skus.some(
    (sku) => sku.stock > 0 && sku.properties.every((p) => wanted[p.propertyId] === undefined || wanted[p.propertyId] === p.valueId),
  );
}

export function SkuSelector({
  skus,
  chosen,
  onChange,
}: {
  skus: TSku[];
  chosen: Record<number, number>;
  onChange: (chosen: Record<number, number>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sku-selector">
      {propertiesOf(skus).map((property) => (
        <fieldset key={property.id}>
          <legend>{property.name}</legend>
          {property.values.map((value) => {
            const enabled = available(skus, chosen, property.id, value.id);
            const selected = chosen[property.id] === value.id;
            return (
              <button
                key={value.id}
                type="button"
                className="chip"
                aria-pressed={selected}
                disabled={!enabled}
                title={enabled ? undefined : t('product.outOfStock')}
                onClick={() => onChange({ ...chosen, [property.id]: value.id })}
              >
                {value.name}
              </button>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

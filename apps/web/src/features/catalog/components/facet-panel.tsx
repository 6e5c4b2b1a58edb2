import type { TSpuFacetsResponse } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceParam, toggled, withChoice, withoutChoices } from '../list-choice.ts';

interface FacetPanelProps {
  facets: TSpuFacetsResponse;
  /** The list's address parameters: what is chosen now. */
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  /** A decorating method's name (dict `custom_decorating_method`). */
  methodLabel: (value: string) => string;
  formatPrice: (cents: number) => string;
}

/**
 * The filters beside a list, each choice with the number of products it leaves; the choices live in
 * the address, so a filtered list can be shared, reloaded and rendered on the server.
 */
export function FacetPanel({ facets, search, onChange, methodLabel, formatPrice }: FacetPanelProps) {
  const { t } = useTranslation();
  const colours = new Set((search.get('color') ?? '').split(','));
  const methods = new Set((search.get('method') ?? '').split(','));
  const price = search.get('price') ?? '';
  const chosenCount = ['color', 'method', 'price', 'inStock'].filter((name) => search.has(name)).length;
  const chosen = chosenCount > 0;
  // On a phone the filters fold away behind one button, so the products come first; wider screens always show them.
  const [open, setOpen] = useState(false);
  const groups = useId();
  const rangeLabel = (min: number, max: number | null) =>
    max === null ? t('facets.priceFrom', { price: formatPrice(min) }) : `${formatPrice(min)} – ${formatPrice(max)}`;
  return (
    <aside className="facet-panel" aria-label={t('facets.label')}>
      <button
        type="button"
        className="facet-panel__toggle button button--secondary"
        aria-expanded={open}
        aria-controls={groups}
        onClick={() => setOpen(!open)}
      >
        {chosen ? t('facets.toggleChosen', { count: chosenCount }) : t('facets.label')}
      </button>
      <div className="facet-panel__groups" id={groups} data-open={open}>
        <label className="facet-panel__stock">
          <input
            type="checkbox"
            checked={search.get('inStock') === '1'}
            onChange={(e) => onChange(withChoice(search, 'inStock', e.target.checked ? '1' : null))}
          />
          {t('facets.inStock')} <span className="facet-panel__count">({facets.inStock})</span>
        </label>
        <fieldset>
          <legend>{t('facets.price')}</legend>
          <label>
            <input type="radio" name="price" checked={!price} onChange={() => onChange(withChoice(search, 'price', null))} />
            {t('facets.anyPrice')}
          </label>
          {facets.priceRanges.map((range) => {
            const value = priceParam(range.min, range.max);
            const checked = price === value;
            return (
              <label key={value}>
                <input
                  type="radio"
                  name="price"
                  checked={checked}
                  disabled={range.count === 0 && !checked}
                  onChange={() => onChange(withChoice(search, 'price', value))}
                />
                {rangeLabel(range.min, range.max)} <span className="facet-panel__count">({range.count})</span>
              </label>
            );
          })}
        </fieldset>
        <ChoiceGroup
          legend={t('facets.colour')}
          choices={facets.colors.map((colour) => ({ value: String(colour.valueId), label: colour.name, count: colour.count }))}
          chosen={colours}
          onToggle={(value) => onChange(toggled(search, 'color', value))}
        />
        <ChoiceGroup
          legend={t('facets.method')}
          choices={facets.decoratingMethods.map((method) => ({
            value: method.value,
            label: methodLabel(method.value),
            count: method.count,
          }))}
          chosen={methods}
          onToggle={(value) => onChange(toggled(search, 'method', value))}
        />
        {chosen && (
          <button type="button" className="link-button" onClick={() => onChange(withoutChoices(search))}>
            {t('facets.clear')}
          </button>
        )}
      </div>
    </aside>
  );
}

interface Choice {
  value: string;
  label: string;
  count: number;
}

/** A group of which any choices may be made (colours, methods); nothing when it offers none. */
function ChoiceGroup({
  legend,
  choices,
  chosen,
  onToggle,
}: {
  legend: string;
  choices: Choice[];
  chosen: Set<string>;
  onToggle: (value: string) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type="checkbox" checked={chosen.has(choice.value)} onChange={() => onToggle(choice.value)} />
          {choice.label} <span className="facet-panel__count">({choice.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

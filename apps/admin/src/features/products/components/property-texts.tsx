import '../products.css';
import { useTranslation } from 'react-i18next';
import { nameRows, type NameTexts, type ProductForm, type PropertyChoices } from '../product-form-values.ts';

const OTHER_LANGUAGES = [
  { language: 'de', name: 'Deutsch' },
  { language: 'zh', name: '中文' },
] as const;

/**
 * The German and Chinese names of the properties and values the SKUs name ("Colour" → "Farbe",
 * "Colour: Red" → "Rot"), as the storefront shows them to German and Chinese buyers.
 */
export function PropertyTexts({ form, choices }: { form: ProductForm; choices: PropertyChoices }) {
  const { t } = useTranslation();
  const [skus, texts] = form.watch(['skus', 'propertyTexts']);
  const rows = nameRows(skus ?? [], choices);
  if (rows.length === 0) return null;
  const typed = texts ?? [];
  const change = (row: (typeof rows)[number], language: 'de' | 'zh', value: string) => {
    const current = typed.find((n) => n.key === row.key) ?? { key: row.key, de: row.names.de, zh: row.names.zh };
    const next: NameTexts[] = [...typed.filter((n) => n.key !== row.key), { ...current, [language]: value }];
    form.setValue('propertyTexts', next, { shouldDirty: true });
  };
  return (
    <section className="card" aria-labelledby="property-texts-title">
      <h2 id="property-texts-title">{t('products.propertyTexts')}</h2>
      <p className="muted">{t('products.propertyTextsHint')}</p>
      <div className="table-wrap">
        <table className="data-table property-texts">
          <thead>
            <tr>
              <th scope="col">English</th>
              {OTHER_LANGUAGES.map((l) => (
                <th key={l.language} scope="col">
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const entry = typed.find((n) => n.key === row.key);
              return (
                <tr key={row.key} className={row.key.startsWith('p:') ? 'property-texts__property' : undefined}>
                  <th scope="row">{row.label}</th>
                  {OTHER_LANGUAGES.map((l) => (
                    <td key={l.language}>
                      <input
                        aria-label={`${row.label} ${l.name}`}
                        value={entry ? entry[l.language] : row.names[l.language]}
                        maxLength={60}
                        onChange={(e) => change(row, l.language, e.target.value)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

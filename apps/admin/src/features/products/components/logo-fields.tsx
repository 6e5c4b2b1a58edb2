import '../products.css';
import { PRINT_TIERS } from '@shop/shared';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { DECORATING_METHODS, priceKey, type ProductForm, type ProductFormValues } from '../product-form-values.ts';

/** The contract's problems with the logo fields (they sit under the contract's names, not the form's). */
interface LogoErrors {
  printMinCount?: { message?: string };
  printPrices?: { [index: number]: { priceUsd?: { message?: string }; priceEur?: { message?: string } } };
}

/**
 * Whether a product is a logo product, and then its decorating methods, the fewest printed pieces
 * of a logo line, whether the buyer approves a proof, and a print price per piece for each method
 * ticked and size, in USD and EUR.
 */
export function LogoFields({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const [enabled, methods] = form.watch(['logo.enabled', 'logo.methods']);
  const errors = form.formState.errors as FieldErrors<ProductFormValues> & LogoErrors;
  const ticked = DECORATING_METHODS.filter((m) => (methods ?? []).includes(m));
  const methodName = (m: string) => t(`products.logo.method.${m}`, { defaultValue: m });
  const indexOf = (method: string, tierIndex: number) => (methods ?? []).indexOf(method) * PRINT_TIERS.length + tierIndex;
  return (
    <section className="card logo-fields" aria-labelledby="logo-fields-title">
      <h2 id="logo-fields-title">{t('products.logo.title')}</h2>
      <label className="check">
        <input type="checkbox" {...form.register('logo.enabled')} /> {t('products.logo.enabled')}
      </label>
      {enabled && (
        <>
          <fieldset className="logo-methods">
            <legend>{t('products.logo.methods')}</legend>
            {DECORATING_METHODS.map((m) => (
              <label key={m} className="check">
                <input type="checkbox" value={m} {...form.register('logo.methods')} /> {methodName(m)}
              </label>
            ))}
            {errors.logo?.methods?.message && (
              <p className="field__error" role="alert">
                {errors.logo.methods.message}
              </p>
            )}
          </fieldset>
          <div className="form-grid">
            <TextField
              label={t('products.logo.printMinCount')}
              inputMode="numeric"
              hint={t('products.logo.printMinCountHint')}
              error={errors.printMinCount?.message}
              {...form.register('logo.printMinCount')}
            />
            <label className="check">
              <input type="checkbox" {...form.register('logo.proofApproval')} /> {t('products.logo.proofApproval')}
            </label>
          </div>
          {ticked.length > 0 && (
            <div className="table-wrap">
              <table className="data-table print-prices">
                <caption>{t('products.logo.prices')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('products.logo.methodColumn')}</th>
                    {PRINT_TIERS.map((tier) => (
                      <th key={tier} scope="col" colSpan={2}>
                        {t(`products.logo.tier.${tier}`)}
                      </th>
                    ))}
                  </tr>
                  <tr>
                    <td />
                    {PRINT_TIERS.flatMap((tier) => [
                      <th key={`${tier}-usd`} scope="col">
                        USD
                      </th>,
                      <th key={`${tier}-eur`} scope="col">
                        EUR
                      </th>,
                    ])}
                  </tr>
                </thead>
                <tbody>
                  {ticked.map((m) => (
                    <tr key={m}>
                      <th scope="row">{methodName(m)}</th>
                      {PRINT_TIERS.flatMap((tier, i) =>
                        (['usd', 'eur'] as const).map((currency) => {
                          const error = errors.printPrices?.[indexOf(m, i)]?.[currency === 'usd' ? 'priceUsd' : 'priceEur'];
                          return (
                            <td key={`${tier}-${currency}`}>
                              <input
                                aria-label={t('products.logo.price', {
                                  method: methodName(m),
                                  size: t(`products.logo.tier.${tier}`),
                                  currency: currency.toUpperCase(),
                                })}
                                inputMode="decimal"
                                aria-invalid={error ? true : undefined}
                                title={error?.message}
                                {...form.register(`logo.prices.${priceKey(m, tier)}.${currency}`)}
                              />
                            </td>
                          );
                        }),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {errors.printPrices && (
            <p className="field__error" role="alert">
              {t('products.logo.priceErrors')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

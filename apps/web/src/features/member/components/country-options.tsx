import type { TCountry } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { sortedByName } from '../../../lib/locale-format.ts';

/** The countries in the alphabetical order of the shopper's language (the server sends them by id). */
function useSorted(countries: TCountry[]): TCountry[] {
  const { i18n } = useTranslation();
  return sortedByName(countries, (c) => c.countryName, i18n.language);
}

const countryOptions = (countries: TCountry[]) =>
  countries.map((c) => (
    <option key={c.id} value={c.id}>
      {c.countryName}
    </option>
  ));

/** The countries the shop ships to, as options of a country select. */
export function ShippingCountryOptions({ countries }: { countries: TCountry[] }) {
  return countryOptions(useSorted(countries).filter((c) => c.shippingAllowed));
}

/** Every country of the world (where someone lives, not where the shop ships), as options of a country select. */
export function AllCountryOptions({ countries }: { countries: TCountry[] }) {
  return countryOptions(useSorted(countries));
}

/** Every country's calling code, as options of a phone-prefix select, by country name. */
export function PhonePrefixOptions({ countries }: { countries: TCountry[] }) {
  return useSorted(countries).map((c) => <option key={c.id} value={c.id}>{`${c.phoneType} ${c.countryName}`}</option>);
}

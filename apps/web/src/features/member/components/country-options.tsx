import type { TCountry } from '@shop/shared';

/** The countries the shop ships to, as options of a country select. */
export function ShippingCountryOptions({ countries }: { countries: TCountry[] }) {
  return countries
    .filter((c) => c.shippingAllowed)
    .map((c) => (
      <option key={c.id} value={c.id}>
        {c.countryName}
      </option>
    ));
}

/** Every country's calling code, as options of a phone-prefix select. */
export function PhonePrefixOptions({ countries }: { countries: TCountry[] }) {
  return countries.map((c) => <option key={c.id} value={c.id}>{`${c.phoneType} ${c.countryName}`}</option>);
}

import { asksState } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { statesOfZip } from './zip-states.ts';

/** What a delivery country must tell about itself to check an address in it. */
export interface ShippingCountry {
  iso2: string;
  shippingAllowed: boolean;
  postcodePattern: string | null;
  regions: { code: string }[];
}

/**
 * Where goods may go: a country the shop ships to, one of its states (required only where addresses
 * name one: the US, whose sales tax depends on it; elsewhere optional, but checked when given), and
 * a postcode of its format when `zipCode` is given. In the US the ZIP's state decides: a typed state
 * the ZIP contradicts is refused (a ZIP the table does not know leaves the typed state). The same
 * check for a saved address, an address typed at checkout and a settlement; answers the country code
 * and the state as the region's code.
 */
export function checkDestination(
  country: ShippingCountry | null,
  state: string | undefined,
  zipCode: string | undefined,
): { countryCode: string; state: string } {
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  if (!country.shippingAllowed) throw new AppError('ADDRESS_COUNTRY_NOT_SHIPPING');
  const wanted = (state ?? '').trim().toUpperCase();
  const region = country.regions.find((r) => r.code.toUpperCase() === wanted);
  // Required where addresses name a state (the US: its sales tax); elsewhere optional, but one given must be the country's.
  const given = wanted !== '';
  if (!region && (given ? country.regions.length > 0 : asksState({ iso2: country.iso2 }))) throw new AppError('ADDRESS_STATE_INVALID');
  if (zipCode !== undefined && country.postcodePattern && !new RegExp(country.postcodePattern, 'i').test(zipCode))
    throw new AppError('ADDRESS_POSTCODE_INVALID');
  if (region) assertZipInState(country.iso2, region.code, zipCode);
  return { countryCode: country.iso2, state: region?.code ?? (state ?? '').trim() };
}

/**
 * In the US the ZIP's state decides (its sales tax): a state the ZIP contradicts is refused; a ZIP
 * the table does not know decides nothing. Also asked of saved addresses as orders use them (ones
 * saved before the check existed).
 */
export function assertZipInState(countryCode: string, state: string, zipCode: string | undefined): void {
  const zipStates = countryCode === 'US' && zipCode ? statesOfZip(zipCode) : [];
  if (zipStates.length > 0 && !zipStates.includes(state.toUpperCase())) throw new AppError('ADDRESS_ZIP_STATE_MISMATCH');
}

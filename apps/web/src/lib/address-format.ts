/** The parts of a postal address that decide how it is written. */
export interface AddressParts {
  countryCode?: string;
  state?: string;
  city?: string;
  zipCode?: string;
  /** Street and house number; a second address line follows on a new line. */
  detailAddress?: string;
}

/**
 * An address's lines as that country writes them: the street lines, then the place (US: "Houston,
 * TX 77002"; elsewhere postcode first: "10115 Berlin"), then the country code.
 */
export function addressLines(a: AddressParts): string[] {
  const street = (a.detailAddress ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const place =
    a.countryCode === 'US' ? `${a.city ?? ''}, ${a.state ?? ''} ${a.zipCode ?? ''}`.trim() : `${a.zipCode ?? ''} ${a.city ?? ''}`.trim();
  return [...street, place, a.countryCode ?? ''].filter(Boolean);
}

/** The address on one line, for cards and order pages. */
export const formatAddress = (a: AddressParts) => addressLines(a).join(', ');

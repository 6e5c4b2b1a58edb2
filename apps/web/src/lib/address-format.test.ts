import { describe, expect, it } from 'vitest';
import { formatAddress } from './address-format.ts';

describe('formatAddress', () => {
  it.each([
    [
      'a US address puts city, state and ZIP code on one line',
      { countryCode: 'US', state: 'TX', city: 'Houston', zipCode: '77002', detailAddress: '1 Main St' },
      '1 Main St, Houston, TX 77002, US',
    ],
    [
      'a German address puts the postcode before the city and leaves the state out',
      { countryCode: 'DE', state: 'BE', city: 'Berlin', zipCode: '10115', detailAddress: 'Unter den Linden 1' },
      'Unter den Linden 1, 10115 Berlin, DE',
    ],
    [
      'a second address line follows the street',
      { countryCode: 'DE', state: 'BE', city: 'Berlin', zipCode: '10115', detailAddress: 'Unter den Linden 1\n 3. OG ' },
      'Unter den Linden 1, 3. OG, 10115 Berlin, DE',
    ],
  ])('%s', (_, address, text) => {
    expect(formatAddress(address)).toBe(text);
  });
});

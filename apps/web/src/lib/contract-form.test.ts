import { ZAddressInput, ZRegisterRequest } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '../locales/texts.fixtures.ts';
import { contractResolver } from './contract-form.ts';
import i18n from './i18n.ts';

beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});

/** What react-hook-form passes a resolver, for a form without native validation. */
const options = { fields: {}, shouldUseNativeValidation: false };

async function messagesOf(resolver: ReturnType<typeof contractResolver>, values: Record<string, unknown>) {
  const { errors } = await resolver(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

const register = { mail: 'ada@example.com', code: '123456', password: 'paper-2024', firstName: 'Ada', lastName: 'Buyer' };

describe('a form checked against a shared contract shows the shop’s messages', () => {
  it.each([
    ['an empty field is required', { ...register, firstName: '  ' }, { firstName: 'This field is required.' }],
    [
      'a rule zod words is named with the field’s label',
      { ...register, firstName: 'x'.repeat(61) },
      { firstName: 'First name: must be at most 60 characters' },
    ],
    [
      'a rule with its own message key is worded from the shared messages',
      { ...register, password: 'short' },
      { password: 'Password: needs at least 8 characters, at least 2 of them digits or special characters' },
    ],
    ['an e-mail that is no address', { ...register, mail: 'not-an-address' }, { mail: 'E-mail: must be a valid e-mail address' }],
  ])('%s', async (_name, values, expected) => {
    expect(await messagesOf(contractResolver(ZRegisterRequest), values)).toEqual(expected);
  });

  it('adds the form’s own checks and answers the request the values make', async () => {
    const resolver = contractResolver(ZAddressInput, {
      toInput: (values: Record<string, string>) => ({ ...values, areaId: Number(values.areaId) }),
      check: (values, messages) => {
        if (values.city === 'Nowhere') messages.city = 'No such city';
      },
    });
    const address = {
      firstName: 'Ada',
      lastName: 'Buyer',
      mobile: '281 555 0147',
      areaId: '281',
      state: 'TX',
      city: 'Houston',
      zipCode: '77002',
      detailAddress: '1 Main St',
    };
    expect(await resolver(address, undefined, options)).toEqual({ values: { ...address, areaId: 281 }, errors: {} });
    expect(await messagesOf(resolver, { ...address, city: 'Nowhere' })).toEqual({ city: 'No such city' });
  });
});

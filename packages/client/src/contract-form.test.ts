import { ZRegisterRequest, ZSettlementRequest, type IssueLike } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { contractResolver, type Wording } from './contract-form.ts';

/** What react-hook-form passes a resolver, for a form without native validation. */
const options = { fields: {}, shouldUseNativeValidation: false };

/** Words an issue plainly, so a test sees what the app's wording was given. */
const word: Wording = (issue: IssueLike, input) => {
  const field = String(issue.path[0]);
  return `${field} ${input[field] === '' ? 'empty' : issue.code}${issue.message ? ` ${issue.message}` : ''}`;
};

const register = { mail: 'ada@example.com', code: '123456', password: 'paper-2024', firstName: 'Ada', lastName: 'Buyer' };

describe('a form resolver from a shared contract', () => {
  it('hands zod’s issues and the contract’s own messages to the app’s wording, with the request the form makes', async () => {
    const resolver = contractResolver(ZRegisterRequest, word);
    const { errors } = await resolver({ ...register, firstName: '', mail: 'not-an-address', password: 'short' }, undefined, options);
    expect(errors).toEqual({
      firstName: { type: 'contract', message: 'firstName empty' },
      mail: { type: 'contract', message: 'mail invalid_format' },
      password: { type: 'contract', message: 'password custom password_rule' },
    });
  });

  it('answers the request the values make, and adds the form’s own checks', async () => {
    type Values = typeof register & { repeat: string; birthday: string };
    const resolver = contractResolver(ZRegisterRequest, word, {
      toInput: ({ repeat: _repeat, ...values }: Values) => ({ ...values, birthday: values.birthday || undefined }),
      check: (values, messages) => {
        if (values.repeat !== values.password) messages.repeat = 'does not match';
      },
    });
    const values = { ...register, repeat: 'paper-2024', birthday: '' };
    expect(await resolver(values, undefined, options)).toEqual({ values: { ...register, birthday: undefined }, errors: {} });
    expect((await resolver({ ...values, repeat: 'paper' }, undefined, options)).errors).toEqual({
      repeat: { type: 'contract', message: 'does not match' },
    });
  });

  it('keeps a problem inside a list at its row', async () => {
    const resolver = contractResolver(ZSettlementRequest, word);
    const { errors } = await resolver(
      {
        items: [
          { skuId: 1, count: 1 },
          { skuId: 2, count: 0 },
        ],
      },
      undefined,
      options,
    );
    expect(errors).toEqual({ items: [undefined, { count: expect.objectContaining({ message: 'items too_small' }) }] });
  });
});

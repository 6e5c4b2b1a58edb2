// @vitest-environment happy-dom
import { ZAdminSkuStockRequest } from '@shop/shared';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import englishTexts from '../locales/en/translation.json';
import { useContractForm } from './contract-form.ts';
import i18n from './i18n.ts';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: englishTexts } } });
});

/** The form's messages after a submit of `values`. */
async function messagesOf(values: { id: number; incrCount: number; reason: string }) {
  const { result } = renderHook(() => {
    const form = useContractForm(ZAdminSkuStockRequest, { defaultValues: values });
    // Read while rendering, as a form does: the form then renders again when they change.
    return { submit: form.handleSubmit(() => undefined), errors: form.formState.errors };
  });
  await act(() => result.current.submit());
  return Object.fromEntries(Object.entries(result.current.errors).map(([field, error]) => [field, error?.message]));
}

describe('a back-office form checked against a shared contract', () => {
  it('words an empty field, a rule, and keeps a contract’s own sentence as written', async () => {
    expect(await messagesOf({ id: 5, incrCount: 0, reason: '' })).toEqual({ incrCount: 'Not 0', reason: 'This field is required.' });
    expect(await messagesOf({ id: 5, incrCount: 20_000_000, reason: 'Stocktake' })).toEqual({ incrCount: 'must be at most 10000000' });
  });
});

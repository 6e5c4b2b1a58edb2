// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import englishTexts from '../../../locales/en/translation.json';
import { NewOrderPage } from './new-order-page.tsx';

const texts = (en: string) => ({ en, de: en, zh: en });
const price = {
  totalPrice: 2400,
  discountPrice: 0,
  couponPrice: 0,
  deliveryPrice: 699,
  salesTaxPrice: 0,
  decalsPrice: 0,
  payPrice: 3099,
  vatIncludedPrice: 495,
};

/** The API as this page calls it: each path's answer, and every request made. */
const answers: Record<string, unknown> = {
  'system/auth/get-permission-info': { permissions: ['*'], roles: [], user: {}, menus: [] },
  'member/user/page': {
    list: [{ id: 5, mail: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', mobile: null }],
    total: 1,
  },
  'member/user/get': {
    id: 5,
    addresses: [{ id: 9, firstName: 'Ada', lastName: 'Lovelace', detailAddress: 'Unter den Linden 1', zipCode: '10115', city: 'Berlin' }],
  },
  'system/area/tree': [{ id: 348, name: 'Germany', code: 'DE' }],
  'product/spu/page': { list: [{ id: 70, name: 'Notebook' }], total: 1 },
  'product/spu/get-detail': {
    id: 70,
    name: texts('Notebook'),
    skus: [{ id: 701, stock: 40, properties: [{ propertyName: texts('Colour'), valueName: texts('Blue') }] }],
  },
  'trade/order/settlement-for-member': { items: [], price, currency: 'EUR' },
  'trade/order/create-for-member': { id: 77, no: 'o2026000077', payOrderId: 1, memberId: 5, payUrl: 'http://shop.test/payOrder?id=77' },
};
const requests: Sent[] = [];

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
beforeEach(() => {
  fakeApi(answers, requests);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderRoutes('/orders/new', { '/orders/new': <NewOrderPage />, '/orders/:id': <h1>Order page</h1> });
}

/** The page with Ada chosen as the buyer and the notebook picked (its quantity still to set). */
async function memberWithNotebook() {
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(await screen.findByLabelText('Find a member (name, e-mail or phone)'), 'ada');
  await user.click(await screen.findByRole('button', { name: 'Ada Lovelace <ada@example.test>' }));
  await user.type(screen.getByLabelText('Find a product'), 'note');
  await user.click(await screen.findByRole('button', { name: 'Notebook' }));
  return user;
}

describe('NewOrderPage', () => {
  it("places a member's order at the server's price with a saved address, once per page, and opens the order", async () => {
    const user = await memberWithNotebook();
    await user.clear(await screen.findByLabelText('Qty'));
    await user.type(screen.getByLabelText('Qty'), '3');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByRole('list', { name: 'Lines' }).textContent).toMatch(/^3 × Notebook \(Colour: Blue\)/);
    expect((screen.getByRole('button', { name: 'Place order and mail the payment link' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(await screen.findByLabelText('Saved address'), '9');
    await screen.findByText('€30.99');
    const asked = requests.filter((r) => r.path === 'trade/order/settlement-for-member').at(-1);
    expect(asked?.body).toEqual({ memberId: 5, items: [{ skuId: 701, count: 3 }], deliveryType: '1', addressId: 9 });

    await user.click(screen.getByRole('button', { name: 'Place order and mail the payment link' }));
    await screen.findByRole('heading', { name: 'Order page' });
    const created = requests.filter((r) => r.path === 'trade/order/create-for-member');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual(asked?.body);
    expect(created[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000);

  it("delivers to the company's delivery address and bills its invoice address, as the buyer could at checkout", async () => {
    const shared = (id: number, kind: string, city: string) => ({
      id,
      kind,
      firstName: 'Ada',
      lastName: 'Lovelace',
      detailAddress: 'Hafen 1',
      zipCode: '20095',
      city,
    });
    fakeApi(
      {
        ...answers,
        'member/user/get': {
          ...(answers['member/user/get'] as object),
          companyAddresses: [shared(11, 'delivery', 'Hamburg'), shared(12, 'invoice', 'Bremen')],
        },
      },
      requests,
    );
    const user = await memberWithNotebook();
    await user.click(await screen.findByRole('button', { name: 'Add line' }));

    const delivery = (await screen.findByLabelText('Saved address')) as HTMLSelectElement;
    // An invoice address is not offered to deliver to.
    expect([...delivery.options].map((o) => o.textContent)).toEqual([
      'Another address',
      'Ada Lovelace, Unter den Linden 1, 10115 Berlin',
      'Ada Lovelace, Hafen 1, 20095 Hamburg',
    ]);
    const billing = screen.getByLabelText('Billing address') as HTMLSelectElement;
    expect([...billing.options].map((o) => o.textContent)).toEqual([
      'Same as the delivery address',
      'Ada Lovelace, Unter den Linden 1, 10115 Berlin',
      'Ada Lovelace, Hafen 1, 20095 Bremen',
      'Ada Lovelace, Hafen 1, 20095 Hamburg',
    ]);
    await user.selectOptions(delivery, '11');
    await user.selectOptions(billing, '12');
    await screen.findByText('€30.99');
    const asked = requests.filter((r) => r.path === 'trade/order/settlement-for-member').at(-1);
    expect(asked?.body).toMatchObject({ memberId: 5, addressId: 11, billingAddressId: 12 });
  }, 20_000);

  it('asks no price until the e-mail buyer has a whole address, and then sends the address typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(await screen.findByLabelText("Or the buyer's e-mail address"), 'guest@example.test');
    await user.type(screen.getByLabelText('Find a product'), 'note');
    await user.click(await screen.findByRole('button', { name: 'Notebook' }));
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    for (const [label, value] of [
      ['First name', 'Erika'],
      ['Last name', 'Muster'],
      ['Phone', '+49 30 1234567'],
      ['Street and house number', 'Unter den Linden 1'],
      ['Postcode', '10115'],
    ])
      await user.type(screen.getByLabelText(label!), value!);
    expect(requests.some((r) => r.path === 'trade/order/settlement-for-member')).toBe(false);
    await user.type(screen.getByLabelText('City'), 'Berlin');
    await user.selectOptions(screen.getByLabelText('Country'), '348');
    await screen.findByText('€30.99');
    const asked = requests.filter((r) => r.path === 'trade/order/settlement-for-member').at(-1);
    expect(asked?.body).toMatchObject({ email: 'guest@example.test', language: 'en', address: { areaId: 348, city: 'Berlin' } });
  }, 20_000);
});

import { ORDER_STATUS, ORDER_TYPE, type TOrder } from '@shop/shared';
import { initReactI18next } from 'react-i18next';
import i18n from '../../lib/i18n.ts';
import { englishTexts } from '../../locales/texts.fixtures.ts';

/** For the order parts' tests: an order as the API answers it (paid, US), English texts. */

export async function initEnglish(): Promise<void> {
  await i18n
    .use(initReactI18next)
    .init({ resources: { en: { translation: englishTexts } }, lng: 'en', interpolation: { escapeValue: false } });
}

const address = {
  firstName: 'Ada',
  lastName: 'Park',
  detailAddress: '1 Main St',
  city: 'Houston',
  state: 'TX',
  zipCode: '77002',
  countryCode: 'US',
};

export const notebooks: TOrder['items'][number] = {
  id: 81,
  skuId: 11,
  spuId: 1019,
  spuName: 'Notebook A5',
  picUrl: '/uploads/notebook.png',
  properties: [{ propertyId: 1, propertyName: 'Colour', valueId: 2, valueName: 'Blue' }],
  orderType: ORDER_TYPE.normal,
  price: 899,
  count: 10,
  totalPrice: 8990,
  discountedPrice: 7642,
  discountDescription: '15% off from 10 pieces',
  commentStatus: false,
  afterSaleId: null,
  afterSaleStatus: null,
};

export const order: TOrder = {
  id: 8,
  no: 'O-2026-0008',
  status: ORDER_STATUS.awaitingDispatch,
  currency: 'USD',
  payOrderId: 9,
  payChannelCode: 'paypal',
  payStatus: 10,
  dueTime: null,
  payCard: null,
  deliveryType: 'standard',
  email: 'ada@example.com',
  address,
  billingAddress: { ...address, detailAddress: '2 Bank St' },
  items: [notebooks],
  totalPrice: 8990,
  discountPrice: 1348,
  couponPrice: 0,
  deliveryPrice: 500,
  salesTaxPrice: 510,
  decalsPrice: 0,
  payPrice: 8652,
  vatIncludedPrice: 0,
  createTime: Date.UTC(2026, 10, 20, 9),
  payExpireTime: Date.UTC(2026, 10, 20, 10),
  payTime: Date.UTC(2026, 10, 20, 9, 5),
  cancelTime: null,
  refundTime: null,
  deliveryTime: null,
  receiveTime: null,
  logisticsName: null,
  logisticsNo: null,
  couponCode: null,
};

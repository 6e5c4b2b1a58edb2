import { SPU_STATUS, ZAdminSpuCreateRequest, type TAdminSpuDetail } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { useContractForm } from '../../lib/contract-form.ts';
import i18n from '../../lib/i18n.ts';
import englishTexts from '../../locales/en/translation.json';
import { productFormValues, productInput, type ProductForm, type ProductFormValues, type PropertyChoices } from './product-form-values.ts';

/** For the product form's tests: a product as the API answers it, the form around one section, English texts. */

export const texts = (en: string) => ({ en, de: `${en} (de)`, zh: `${en} (zh)` });
export const colour = { propertyId: 3, name: texts('Colour'), values: [{ valueId: 31, name: texts('Red') }] };
export const choices: PropertyChoices = [colour];

export const mug: TAdminSpuDetail = {
  id: 7,
  name: texts('Mug'),
  keyword: texts('cup'),
  introduction: texts('A mug'),
  description: texts('A mug for coffee'),
  categoryId: 12,
  picUrl: '/uploads/mug.png',
  sliderPicUrls: ['/uploads/mug.png', '/uploads/mug-2.png'],
  status: SPU_STATUS.onSale,
  sort: 5,
  salesCount: 9,
  minPriceUsd: 1234,
  minPriceEur: 1199,
  skus: [
    {
      id: 70,
      properties: [{ propertyId: 3, propertyName: colour.name, valueId: 31, valueName: texts('Red') }],
      priceUsd: 1234,
      priceEur: 1199,
      stock: 40,
      weight: 350,
      piecesPerUnit: 1,
      picUrl: '',
    },
  ],
  quantityRules: [],
  defaultQuantityRules: [{ quantity: 50, discount: 10 }],
  decoratingMethods: ['2'],
  printMinCount: 25,
  printCheckLevel: 1,
  printPrices: [
    { decoratingMethod: '2', tier: '1', priceUsd: 99, priceEur: 95 },
    { decoratingMethod: '2', tier: '2', priceUsd: 149, priceEur: 139 },
    { decoratingMethod: '2', tier: '3', priceUsd: 249, priceEur: 229 },
  ],
  createTime: 1,
  updateTime: 2,
};

export async function initEnglish(): Promise<void> {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
}

/** A section inside the product form checked against the contract, with a button that checks it. */
export function InProductForm({ product, children }: { product: TAdminSpuDetail | undefined; children: (form: ProductForm) => ReactNode }) {
  const form = useContractForm(ZAdminSpuCreateRequest, {
    defaultValues: productFormValues(product),
    toInput: (v: ProductFormValues) => productInput(v, choices),
  });
  const [queries] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queries}>
      <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate>
        {children(form)}
        <button type="submit">Check</button>
      </form>
    </QueryClientProvider>
  );
}

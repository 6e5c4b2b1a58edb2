import { SPU_STATUS, type TSpuDetail } from '@shop/shared';
import { initReactI18next } from 'react-i18next';
import i18n from '../../lib/i18n.ts';
import { englishTexts } from '../../locales/texts.fixtures.ts';

/** For the product page's parts: a product as the API answers it (two colours, quantity discounts), English texts. */

export async function initEnglish(): Promise<void> {
  await i18n
    .use(initReactI18next)
    .init({ resources: { en: { translation: englishTexts } }, lng: 'en', interpolation: { escapeValue: false } });
}

const colour = (valueId: number, valueName: string) => ({ propertyId: 1, propertyName: 'Colour', valueId, valueName });

export const notebook: TSpuDetail = {
  id: 1019,
  name: 'Notebook A5',
  keyword: 'notebook',
  introduction: 'Dotted, 96 pages',
  description: 'A notebook for every day.',
  categoryId: 3,
  picUrl: '/uploads/notebook.png',
  sliderPicUrls: ['/uploads/notebook.png', '/uploads/notebook-2.png'],
  price: 899,
  salesCount: 12,
  status: SPU_STATUS.onSale,
  stock: 120,
  skus: [
    {
      id: 11,
      price: 899,
      stock: 120,
      picUrl: '/uploads/notebook-blue.png',
      weight: 200,
      piecesPerUnit: 1,
      properties: [colour(2, 'Blue')],
    },
    { id: 12, price: 999, stock: 0, picUrl: '', weight: 200, piecesPerUnit: 1, properties: [colour(3, 'Red')] },
  ],
  quantityRules: [
    { quantity: 10, discount: 15 },
    { quantity: 50, discount: 25 },
  ],
  decoratingMethods: [],
  printMinCount: 25,
  printCheckLevel: 0,
  printAreas: [],
};

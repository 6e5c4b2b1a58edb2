import { beforeAll, describe, expect, it } from 'vitest';
import de from '../locales/de/translation.json';
import en from '../locales/en/translation.json';
import i18n from './i18n.ts';
import { permissionGroups } from './permissions.ts';
import { permissionWords, targetWords } from './permission-words.ts';

beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en }, de: { translation: de } } });
});

describe('permissions, actions and targets in words', () => {
  it.each([
    ['trade:after-sale:agree', 'After-sales: approve', 'Reklamationen: genehmigen'],
    ['trade:order:update-delivery', 'Orders: correct tracking number', 'Bestellungen: Sendungsnummer korrigieren'],
    ['content:*', 'Content: everything', 'Inhalte: alles'],
    ['*', 'Everything', 'Alles'],
  ])('writes %s as words in the screen’s language', (code, english, german) => {
    expect(permissionWords(code, i18n.getFixedT('en'))).toBe(english);
    expect(permissionWords(code, i18n.getFixedT('de'))).toBe(german);
  });

  it('has words for every permission an endpoint asks for, in English and German', () => {
    for (const [, permissions] of permissionGroups()) {
      for (const permission of permissions) {
        for (const language of ['en', 'de']) {
          const parts = permission.split(':');
          expect(i18n.exists(`words.groups.${parts.slice(0, -1).join('/')}`, { lng: language }), `${permission} in ${language}`).toBe(true);
          expect(i18n.exists(`words.verbs.${parts.at(-1)}`, { lng: language }), `${permission} in ${language}`).toBe(true);
        }
      }
    }
  });

  it('names a target and links it to its page where the back office has one', () => {
    const t = i18n.getFixedT('en');
    expect(targetWords('trade_order:7', t)).toEqual({ label: 'Order 7', to: '/orders/7' });
    expect(targetWords('trade_after_sale:3', t)).toEqual({ label: 'After-sale 3', to: '/after-sales?status=&id=3' });
    expect(targetWords('trade_order:7', i18n.getFixedT('de')).label).toBe('Bestellung 7');
    expect(targetWords('product_sku:12', t)).toEqual({ label: 'Product variant 12', to: null });
    expect(targetWords('something_new:5', t)).toEqual({ label: 'something new 5', to: null });
  });
});

import type { Language } from '@shop/shared';

/**
 * The names of the countries the shop ships to, in each language's alphabetical order, as the
 * Unicode CLDR writes and sorts them (what `Intl.DisplayNames` and `Intl.Collator` answer). Kept as a
 * table: building either loads the runtime's region or collation data, which costs a phone tens of
 * milliseconds on the first page, and the server and the browser may carry different versions of it
 * (a hydration mismatch).
 */
export const COUNTRY_NAMES: Record<Language, Record<string, string>> = {
  en: {
    AT: 'Austria',
    BE: 'Belgium',
    BG: 'Bulgaria',
    HR: 'Croatia',
    CY: 'Cyprus',
    CZ: 'Czechia',
    DK: 'Denmark',
    EE: 'Estonia',
    FI: 'Finland',
    FR: 'France',
    DE: 'Germany',
    GR: 'Greece',
    HU: 'Hungary',
    IE: 'Ireland',
    IT: 'Italy',
    LV: 'Latvia',
    LT: 'Lithuania',
    LU: 'Luxembourg',
    MT: 'Malta',
    NL: 'Netherlands',
    PL: 'Poland',
    PT: 'Portugal',
    RO: 'Romania',
    SK: 'Slovakia',
    SI: 'Slovenia',
    ES: 'Spain',
    SE: 'Sweden',
    US: 'United States',
  },
  de: {
    BE: 'Belgien',
    BG: 'Bulgarien',
    DK: 'Dänemark',
    DE: 'Deutschland',
    EE: 'Estland',
    FI: 'Finnland',
    FR: 'Frankreich',
    GR: 'Griechenland',
    IE: 'Irland',
    IT: 'Italien',
    HR: 'Kroatien',
    LV: 'Lettland',
    LT: 'Litauen',
    LU: 'Luxemburg',
    MT: 'Malta',
    NL: 'Niederlande',
    AT: 'Österreich',
    PL: 'Polen',
    PT: 'Portugal',
    RO: 'Rumänien',
    SE: 'Schweden',
    SK: 'Slowakei',
    SI: 'Slowenien',
    ES: 'Spanien',
    CZ: 'Tschechien',
    HU: 'Ungarn',
    US: 'Vereinigte Staaten',
    CY: 'Zypern',
  },
  zh: {
    IE: '爱尔兰',
    EE: '爱沙尼亚',
    AT: '奥地利',
    BG: '保加利亚',
    BE: '比利时',
    PL: '波兰',
    DK: '丹麦',
    DE: '德国',
    FR: '法国',
    FI: '芬兰',
    NL: '荷兰',
    CZ: '捷克',
    HR: '克罗地亚',
    LV: '拉脱维亚',
    LT: '立陶宛',
    LU: '卢森堡',
    RO: '罗马尼亚',
    MT: '马耳他',
    US: '美国',
    PT: '葡萄牙',
    SE: '瑞典',
    CY: '塞浦路斯',
    SK: '斯洛伐克',
    SI: '斯洛文尼亚',
    ES: '西班牙',
    GR: '希腊',
    HU: '匈牙利',
    IT: '意大利',
  },
};

/** A country's name in the shopper's language (English for other languages), or its code if unknown. */
export function countryName(code: string, language: string): string {
  const names = COUNTRY_NAMES[language as Language] ?? COUNTRY_NAMES.en;
  return names[code] ?? code;
}

/** The codes of the countries shipped to, in the alphabetical order of the language's names. */
export function shippingCountries(language: string): string[] {
  return Object.keys(COUNTRY_NAMES[language as Language] ?? COUNTRY_NAMES.en);
}

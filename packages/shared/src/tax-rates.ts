/**
 * Sales tax of the US states (state-level base rates, basis points: 625 = 6.25 %). Local and
 * county taxes are not included.
 */
export const US_SALES_TAX_BP: Record<string, number> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600, GA: 400, HI: 400, ID: 600,
  IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550, MD: 600, MA: 625, MI: 600, MN: 688, MS: 700,
  MO: 423, MT: 0, NE: 550, NV: 685, NH: 0, NJ: 663, NM: 488, NY: 400, NC: 475, ND: 500, OH: 575, OK: 450, OR: 0,
  PA: 600, RI: 700, SC: 600, SD: 420, TN: 700, TX: 625, UT: 610, VT: 600, VA: 530, WA: 650, WV: 600, WI: 500, WY: 400,
};

/** Standard VAT of the EU member states (basis points), contained in the EUR prices. */
export const EU_VAT_BP: Record<string, number> = {
  AT: 2000, BE: 2100, BG: 2000, HR: 2500, CY: 1900, CZ: 2100, DK: 2500, EE: 2400, FI: 2550, FR: 2000, DE: 1900,
  GR: 2400, HU: 2700, IE: 2300, IT: 2200, LV: 2100, LT: 2100, LU: 1700, MT: 1800, NL: 2100, PL: 2300, PT: 2300,
  RO: 2100, SK: 2300, SI: 2200, ES: 2100, SE: 2500,
};

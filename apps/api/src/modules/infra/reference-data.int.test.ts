import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('GET member/country/page', () => {
  it('answers every country in one page of 300, with calling codes and the shipping flag', async () => {
    const { body } = await getJson(app, '/pc-api/member/country/page?pageNo=1&pageSize=300', { 'accept-language': 'de' });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(240);
    expect(body.data.list).toHaveLength(body.data.total);
    const us = body.data.list.find((c: { id: number }) => c.id === 281);
    const de = body.data.list.find((c: { id: number }) => c.id === 348);
    expect(us).toMatchObject({ code: 'US', phoneType: '+1', shippingAllowed: true, countryName: 'Vereinigte Staaten' });
    expect(de).toMatchObject({ code: 'DE', phoneType: '+49', shippingAllowed: true, countryName: 'Deutschland' });
    expect(body.data.list.filter((c: { shippingAllowed: boolean }) => c.shippingAllowed)).toHaveLength(28);
  });

  it('filters to shipping countries on request', async () => {
    const { body } = await getJson(app, '/pc-api/member/country/page?shippingAllowed=true');
    expect(body.data.total).toBe(28);
  });

  it('refuses a page larger than 300', async () => {
    expect((await getJson(app, '/pc-api/member/country/page?pageSize=301')).body.code).toBe(400);
  });
});

describe('states and regions', () => {
  it('answers the area tree of the shipping countries', async () => {
    const { body } = await getJson(app, '/pc-api/system/area/tree');
    expect(body.data).toHaveLength(28);
    const us = body.data.find((c: { code: string }) => c.code === 'US');
    expect(us.children).toHaveLength(51);
    expect(us.children).toContainEqual({ id: expect.any(Number), name: 'California', code: 'CA' });
    expect(new RegExp(us.postcodePattern, 'i').test('94107-1234')).toBe(true);
  });

  it('answers the states of one country by id or ISO code', async () => {
    const byId = await getJson(app, '/pc-api/system/area/states?countryId=348');
    expect(byId.body.data.states).toHaveLength(16);
    expect(byId.body.data.states).toContainEqual({ name: 'Bayern', state_code: 'BY' });
    const byCode = await getJson(app, '/pc-api/system/area/states?countryCode=us');
    expect(byCode.body.data.countryId).toBe(281);
  });

  it('says when the country is unknown or missing', async () => {
    expect((await getJson(app, '/pc-api/system/area/states?countryId=1')).body.code).toBe(1_002_016_000);
    expect((await getJson(app, '/pc-api/system/area/states')).body.code).toBe(400);
    expect((await getJson(app, '/pc-api/system/area/states?countryCode=USA')).body.code).toBe(400);
  });
});

describe('dictionaries and trade config', () => {
  it('answers the delivery speeds and logo positions in the request language', async () => {
    const { body } = await getJson(app, '/pc-api/system/dict-data/list-all-simple', { 'accept-language': 'zh' });
    const speeds = body.data.filter((d: { dictType: string }) => d.dictType === 'delivery_speed_type');
    expect(speeds.map((d: { value: string }) => d.value)).toEqual(['1', '2', '3']);
    expect(speeds[0].label).toMatch(/[\u4e00-\u9fff]/);
    expect(body.data.some((d: { dictType: string }) => d.dictType === 'custom_logo_position')).toBe(true);
  });

  it('names the delivery speeds without working days, which only the shop settings hold', async () => {
    for (const language of ['en', 'de', 'zh']) {
      const { body } = await getJson(app, '/pc-api/system/dict-data/list-all-simple', { 'accept-language': language });
      const labels = body.data
        .filter((d: { dictType: string }) => d.dictType === 'delivery_speed_type')
        .map((d: { label: string }) => d.label);
      expect(labels).toHaveLength(3);
      for (const label of labels) expect(label).not.toMatch(/\d/);
    }
  });

  it('answers refund and return reasons', async () => {
    const { body } = await getJson(app, '/pc-api/trade/config/get', { 'accept-language': 'de' });
    expect(body.data.afterSaleRefundReasons.length).toBeGreaterThan(3);
    expect(body.data.afterSaleReturnReasons.length).toBeGreaterThan(3);
    expect(body.data.deliveryExpressFreePrice).toBe(3999);
    expect(body.data.payChannels).toEqual([
      { code: 'demo', maxAmount: 8000 },
      { code: 'bank_transfer', maxAmount: 12_500 },
    ]);
  });
});

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishPages, fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { MemberDetailPage } from './member-pages.tsx';

const address = (id: number, city: string) => ({
  id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  mobile: '+49 30 1234567',
  mobileId: 348,
  areaId: 348,
  countryCode: 'DE',
  state: 'BE',
  city,
  zipCode: '10115',
  detailAddress: 'Unter den Linden 1',
  defaultStatus: false,
});
const member = {
  id: 5,
  mail: 'ada@example.test',
  mobile: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  nickname: '',
  avatar: '',
  countryId: 348,
  mailLanguage: 'de',
  status: 0,
  orderCount: 0,
  createTime: 1_700_000_000_000,
  loginTime: null,
  addresses: [{ ...address(9, 'Berlin'), defaultStatus: true }],
  companyAddresses: [
    { ...address(11, 'Hamburg'), kind: 'delivery' },
    { ...address(12, 'Bremen'), kind: 'invoice' },
  ],
  orders: [],
};
const requests: Sent[] = [];

englishPages();

describe('the back office’s member detail', () => {
  it("lists the member's own addresses and, apart, their company's with what each is for", async () => {
    fakeApi(
      { 'system/auth/get-permission-info': { permissions: ['*'], roles: [], user: {}, menus: [] }, 'member/user/get': member },
      requests,
    );
    renderRoutes('/members/5', { '/members/:id': <MemberDetailPage /> });
    const lists = await screen.findAllByRole('list');
    expect(lists[0]!.textContent).toContain('Berlin');
    expect(screen.getByRole('heading', { name: 'Company addresses (shared by its members)' })).toBeTruthy();
    const shared = within(lists[1]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shared).toEqual([expect.stringMatching(/Hamburg.*Delivery$/), expect.stringMatching(/Bremen.*Invoice$/)]);
  });
});

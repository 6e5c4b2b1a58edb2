import { permissionGranted } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { permissionGroups } from './permissions.ts';

describe('the permissions a role can be given', () => {
  const groups = new Map(permissionGroups());

  it('are every permission the endpoint table asks for, grouped by what they are about', () => {
    expect(groups.get('trade:order')).toEqual(expect.arrayContaining(['trade:order:query', 'trade:order:update']));
    expect(groups.get('system:role')).toEqual(expect.arrayContaining(['system:role:query', 'system:role:create']));
    for (const [group, permissions] of groups) for (const permission of permissions) expect(permission.startsWith(`${group}:`)).toBe(true);
  });

  it("include what each preset role's prefix grants", () => {
    const all = [...groups.values()].flat();
    for (const preset of ['trade:order:*', 'product:spu:*', 'promotion:coupon:*', 'content:*']) {
      expect(
        all.some((permission) => permissionGranted([preset], permission)),
        preset,
      ).toBe(true);
    }
  });
});

import type { TCartLine } from '@shop/shared';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { useDeleteCartLines, useServerCart, useUpdateCartCount, useUpdateCartSelected } from '../api/cart.ts';
import { deleteGuestLines, guestCartStore, setGuestSelected, updateGuestCount } from '../guest-cart.ts';

export interface CartView {
  member: boolean;
  lines: TCartLine[];
  invalid: TCartLine[];
  setCount: (line: TCartLine, count: number) => void;
  setSelected: (ids: number[], selected: boolean) => void;
  remove: (ids: number[]) => void;
}

/** One cart for the drawer: the server's for members, the local one for visitors. */
export function useCart(): CartView {
  const member = useStore(accessTokenStore) !== null;
  const guestLines = useStore(guestCartStore);
  const server = useServerCart(member);
  const updateCount = useUpdateCartCount();
  const updateSelected = useUpdateCartSelected();
  const deleteLines = useDeleteCartLines();
  if (!member) {
    return {
      member,
      lines: guestLines,
      invalid: [],
      setCount: (line, count) => updateGuestCount(line.id, count),
      setSelected: setGuestSelected,
      remove: deleteGuestLines,
    };
  }
  return {
    member,
    lines: server.data?.validList ?? [],
    invalid: server.data?.invalidList ?? [],
    setCount: (line, count) => updateCount.mutate({ id: line.id, count }),
    setSelected: (ids, selected) => updateSelected.mutate({ ids, selected }),
    remove: (ids) => deleteLines.mutate(ids),
  };
}

import type { TCartLine, TCartListResponse } from '@shop/shared';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { useDeleteCartLines, useGuestCartPrices, useServerCart, useUpdateCartCount, useUpdateCartSelected } from '../api/cart.ts';
import { deleteGuestLines, guestCartStore, setGuestSelected, updateGuestCount } from '../guest-cart.ts';

export interface CartView {
  member: boolean;
  lines: TCartLine[];
  invalid: TCartLine[];
  setCount: (line: TCartLine, count: number) => void;
  setSelected: (ids: number[], selected: boolean) => void;
  remove: (ids: number[]) => void;
}

/**
 * A visitor's stored lines with the server's current price, stock and quantity discount. A line
 * the answer does not cover yet (just added) or covers for another count (just changed) keeps its
 * stored figures until the next answer; lines off sale or out of stock move to `invalid`.
 */
function priceGuestLines(lines: TCartLine[], priced: TCartListResponse | undefined): { valid: TCartLine[]; invalid: TCartLine[] } {
  if (!priced) return { valid: lines, invalid: [] };
  const answers = new Map<number, { line: TCartLine; valid: boolean }>();
  for (const line of priced.validList) answers.set(line.sku.id, { line, valid: true });
  for (const line of priced.invalidList) answers.set(line.sku.id, { line, valid: false });
  const valid: TCartLine[] = [];
  const invalid: TCartLine[] = [];
  for (const line of lines) {
    const answer = answers.get(line.sku.id);
    if (!answer) {
      valid.push(line);
      continue;
    }
    const fresh = answer.line.count === line.count;
    const merged = fresh
      ? { ...answer.line, id: line.id, selected: line.selected }
      : { ...line, sku: answer.line.sku, spu: answer.line.spu };
    (answer.valid ? valid : invalid).push(merged);
  }
  return { valid, invalid };
}

/** One cart for the drawer: the server's for members, the local one for visitors. */
export function useCart(): CartView {
  const member = useStore(accessTokenStore) !== null;
  const guestLines = useStore(guestCartStore);
  const server = useServerCart(member);
  const guestPrices = useGuestCartPrices(member ? [] : guestLines);
  const updateCount = useUpdateCartCount();
  const updateSelected = useUpdateCartSelected();
  const deleteLines = useDeleteCartLines();
  if (!member) {
    const { valid, invalid } = priceGuestLines(guestLines, guestPrices.data);
    return {
      member,
      lines: valid,
      invalid,
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

import type { TAdminOrderDetail, TAdminOrderUpdateItemsRequest } from '@shop/shared';

/** A line of the edit dialog: a kept line of the order (its id) or a new SKU, the pieces as typed, and its name. */
export interface EditLine {
  orderItemId?: number;
  skuId: number;
  count: string;
  label: string;
}

/** The order's lines as the dialog starts: each with its count and name and variant. */
export function editLinesOf(order: Pick<TAdminOrderDetail, 'items'>): EditLine[] {
  return order.items.map((item) => {
    const variant = ((item.properties ?? []) as { valueName: string }[]).map((p) => p.valueName).join(', ');
    return {
      orderItemId: item.id,
      skuId: item.skuId,
      count: String(item.count),
      label: variant ? `${item.spuName} (${variant})` : item.spuName,
    };
  });
}

/** Whole pieces typed, or NaN (the request is then refused by its contract and not sent). */
const pieces = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request: the order's whole new list of lines (a line left out is removed). */
export function editRequest(id: number, lines: EditLine[]): TAdminOrderUpdateItemsRequest {
  return {
    id,
    lines: lines.map((l) => ({
      ...(l.orderItemId === undefined ? {} : { orderItemId: l.orderItemId }),
      skuId: l.skuId,
      count: pieces(l.count),
    })),
  };
}

/** Adds a SKU: to its new line when it has one, else as a new line (a kept line of the same SKU stays its own). */
export function addLine(lines: EditLine[], added: { skuId: number; count: number; label: string }): EditLine[] {
  const same = lines.find((l) => l.orderItemId === undefined && l.skuId === added.skuId);
  if (!same) return [...lines, { skuId: added.skuId, count: String(added.count), label: added.label }];
  return lines.map((l) => (l === same ? { ...l, count: String(pieces(l.count) + added.count) } : l));
}

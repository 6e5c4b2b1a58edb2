/** A query's `createTime` pair (epoch ms, either end empty) as a filter on a time column, both ends included. */
export function timeRangeFilter(range: readonly (number | null)[] | undefined): { gte?: Date; lte?: Date } | undefined {
  const [from, to] = range ?? [];
  if (from == null && to == null) return undefined;
  return { ...(from == null ? {} : { gte: new Date(from) }), ...(to == null ? {} : { lte: new Date(to) }) };
}

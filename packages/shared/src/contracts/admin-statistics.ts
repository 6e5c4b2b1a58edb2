import { z } from 'zod';
import { zQueryInt } from './common.ts';

/** An IANA time zone such as `Europe/Berlin`, which days start in. */
export const zTimeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });

export const ZAdminTradeSummaryRequest = z.object({
  /** Days start at midnight in this zone; UTC when not given. */
  timeZone: zTimeZone.default('UTC'),
  /** SKUs with at most this many pieces in stock count as low. */
  lowStockThreshold: zQueryInt(z.number().int().min(0).max(100_000)).default(10),
});

/** An amount or a count per currency. */
const ZPerCurrency = z.object({ USD: z.number().int(), EUR: z.number().int() });

/** Who may see what the shop earns (revenue, reports); reading orders alone does not. */
export const STATISTICS_PERMISSION = 'statistics:trade:query';

export const ZAdminTradeSummary = z.object({
  today: z.object({
    /** Orders created today, paid or not. */
    createdCount: z.number().int(),
    /** Orders paid today and not cancelled since (one partly refunded by an after-sale still counts), per currency. */
    paidCount: ZPerCurrency,
    /** Net revenue: what those paid less what after-sales and the shop's refunds have paid back of them so far (as `statistics/trade/sales` counts), cents per currency; null without `statistics:trade:query`. */
    revenue: ZPerCurrency.nullable(),
  }),
  /** Paid orders waiting to be dispatched (status 10). */
  awaitingDispatchCount: z.number().int(),
  lowStock: z.object({
    threshold: z.number().int(),
    /** How many SKUs of products on sale have at most `threshold` pieces. */
    total: z.number().int(),
    /** The 20 with the fewest pieces. */
    list: z.array(
      z.object({
        skuId: z.number().int(),
        spuId: z.number().int(),
        /** The product's name in the request's language. */
        spuName: z.string(),
        /** The SKU's property values in the request's language, e.g. "Red / A4". */
        properties: z.string(),
        stock: z.number().int(),
      }),
    ),
  }),
  /** The last 30 days, oldest first, today last; days without orders included; revenue net as today's (null as today's). */
  days: z.array(z.object({ date: z.string(), paidCount: ZPerCurrency, revenue: ZPerCurrency.nullable() })),
});

/** A count of work waiting for staff; null when the asking admin's permissions do not cover that work. */
const zTodoCount = z.number().int().nullable();

/** What waits for staff, each count for the admins whose permissions cover it (the dashboard and the navigation's badges). */
export const ZAdminTradeTodo = z.object({
  /** Paid orders not dispatched yet (status 10): `trade:order:query`. */
  ordersToDispatch: zTodoCount,
  /** Logo lines of paid orders whose print data waits for the shop's check (print status 10): `trade:order:query`. */
  printDataToCheck: zTodoCount,
  /** Logo lines of paid orders whose shopper asked the shop to prepare the artwork (print status 11): `trade:order:query`. */
  artworkToPrepare: zTodoCount,
  /** Logo lines of paid orders passed for printing or being printed (print status 30 or 40): `trade:order:query`. */
  logoLinesToPrint: zTodoCount,
  /** After-sales waiting for the shop: to approve (10), a returned parcel to receive (30), a refund to pay (40): `trade:after-sale:query`. */
  afterSalesToHandle: zTodoCount,
  /** Contact messages not answered yet (status 0): `content:contact-us:query`. */
  messagesToAnswer: zTodoCount,
  /** Quote requests waiting to be priced (status 10): `trade:quote:query`. */
  quotesToPrice: zTodoCount,
});

import { z } from 'zod';
import { ZAdminMemberPageRequest } from './admin-member.ts';
import { ZAdminSpuPageRequest } from './admin-product.ts';
import { zTimeZone } from './admin-statistics.ts';
import { zQueryInt } from './common.ts';

/** The CSV files the back office exports (UTF-8 with BOM), not an envelope. */
export const ZCsvFile = z.string().describe('The CSV file (text/csv, UTF-8 with BOM), not an envelope');

/** Members to export: the member page's filters without paging; guests (orders without an account) come along unless filtered. */
export const ZAdminMemberExportRequest = ZAdminMemberPageRequest.omit({ pageNo: true, pageSize: true });
/** Products to export: the product page's filters without paging. */
export const ZAdminSpuExportRequest = ZAdminSpuPageRequest.omit({ pageNo: true, pageSize: true, sortField: true, sortAsc: true });

/** The columns of the product export, in order; the import reads the same file. */
export const PRODUCT_CSV_COLUMNS = [
  'spu_id',
  'sku_id',
  'name_en',
  'name_de',
  'name_zh',
  'category',
  'status',
  'variant',
  'price_usd',
  'price_eur',
  'stock',
] as const;
/** What an import may change; the other columns identify the row and are read only. */
export const PRODUCT_IMPORT_FIELDS = ['name_en', 'name_de', 'name_zh', 'status', 'price_usd', 'price_eur', 'stock'] as const;
export type ProductImportField = (typeof PRODUCT_IMPORT_FIELDS)[number];

/** The largest product import accepted (bytes). */
export const PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a row of an import is refused (the message is in the request's language). */
export const PRODUCT_IMPORT_PROBLEMS = [
  'columns',
  'unknown-sku',
  'sku-not-of-product',
  'duplicate-sku',
  'not-an-amount',
  'not-a-count',
  'status',
  'name-empty',
  'name-differs',
  'status-differs',
] as const;

export const ZAdminSpuImportResult = z.object({
  /** False for a dry run, and for a file with errors (nothing is written then). */
  applied: z.boolean(),
  /** Data rows read (the header not counted). */
  rowCount: z.number().int(),
  /** Each row that changes something: its line in the file (the header is line 1) and the changes. */
  changes: z.array(
    z.object({
      line: z.number().int(),
      spuId: z.number().int(),
      skuId: z.number().int(),
      name: z.string(),
      fields: z.array(
        z.object({
          field: z.enum(PRODUCT_IMPORT_FIELDS),
          /** As the export writes it (amounts in major units). */
          before: z.string(),
          after: z.string(),
        }),
      ),
    }),
  ),
  /** Rows refused, with their line and column; any refuses the whole file. */
  errors: z.array(
    z.object({
      line: z.number().int(),
      column: z.string(),
      problem: z.enum(PRODUCT_IMPORT_PROBLEMS),
      message: z.string(),
    }),
  ),
});
export type TAdminSpuImportResult = z.infer<typeof ZAdminSpuImportResult>;

/** A report's period: epoch ms, `from` included, `to` excluded; at most five years. */
const zPeriod = {
  from: zQueryInt(z.number().int().min(0)),
  to: zQueryInt(z.number().int().min(0)),
};
const PERIOD_MAX_MS = 5 * 366 * 24 * 3600 * 1000;
const periodChecked = <T extends { from: number; to: number }>(period: T) =>
  period.to > period.from && period.to - period.from <= PERIOD_MAX_MS;

export const SALES_REPORT_GROUPS = ['day', 'product', 'category', 'country'] as const;
export type SalesReportGroup = (typeof SALES_REPORT_GROUPS)[number];

export const ZAdminSalesReportRequest = z
  .object({
    ...zPeriod,
    groupBy: z.enum(SALES_REPORT_GROUPS).default('day'),
    /** Days (groupBy=day) start at midnight in this zone. */
    timeZone: zTimeZone.default('UTC'),
  })
  .refine(periodChecked, { path: ['to'] });

const ZSalesFigures = z.object({
  currency: z.string(),
  /** Paid orders (not cancelled since) in the row. */
  orders: z.number().int(),
  /** Cents paid: the orders' pay price, or for products and categories their lines' goods and print price. */
  gross: z.number().int(),
  /** Cents paid back of them (the shop's refunds and after-sales), whenever that was. */
  refunded: z.number().int(),
  net: z.number().int(),
});

export const ZAdminSalesReport = z.object({
  /** One row per key and currency: amounts in different currencies are never added. */
  rows: z.array(ZSalesFigures.extend({ key: z.string(), label: z.string() })),
  /** One per currency; `orders` counts each order once. */
  totals: z.array(ZSalesFigures),
});
export type TAdminSalesReport = z.infer<typeof ZAdminSalesReport>;

export const ZAdminTaxReportRequest = z.object(zPeriod).refine(periodChecked, { path: ['to'] });

export const ZAdminTaxReport = z.object({
  /**
   * VAT per EU country (state null) and sales tax per US state: the invoices issued in the period
   * less the credit notes issued in it, cents. `taxable` is the amount without the tax.
   */
  rows: z.array(
    z.object({
      country: z.string(),
      state: z.string().nullable(),
      currency: z.string(),
      taxable: z.number().int(),
      tax: z.number().int(),
    }),
  ),
});
export type TAdminTaxReport = z.infer<typeof ZAdminTaxReport>;

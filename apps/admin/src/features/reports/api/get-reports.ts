import type { ZAdminSalesReportRequest, ZAdminTaxReportRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type SalesQuery = z.input<typeof ZAdminSalesReportRequest>;

/** Sales of a period net of refunds, grouped by day, product, category or country, per currency. */
export const useSalesReport = (query: SalesQuery) =>
  useQuery({
    queryKey: client.statistics.trade.sales.key(query),
    queryFn: () => client.statistics.trade.sales(query),
    placeholderData: keepPreviousData,
  });

/** VAT per EU country and sales tax per US state of the documents issued in a period. */
export const useTaxReport = (query: z.input<typeof ZAdminTaxReportRequest>) =>
  useQuery({
    queryKey: client.statistics.trade.tax.key(query),
    queryFn: () => client.statistics.trade.tax(query),
    placeholderData: keepPreviousData,
  });

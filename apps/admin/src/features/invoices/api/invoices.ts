import type { ZAdminDocumentPageRequest, ZAdminResendMailRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type DocumentFilter = z.input<typeof ZAdminDocumentPageRequest>;

/** A page of the invoices and credit notes issued, newest first. */
export const useDocuments = (query: DocumentFilter) =>
  useQuery({
    queryKey: client.trade.invoice.page.key(query),
    queryFn: () => client.trade.invoice.page(query),
    placeholderData: keepPreviousData,
  });

/** Mails a document to the order's buyer again (the invoice with its supplementary invoices, or one credit note). */
export const useResendDocument = () =>
  useMutation({ mutationFn: (input: z.input<typeof ZAdminResendMailRequest>) => client.trade.order.resendMail(input) });

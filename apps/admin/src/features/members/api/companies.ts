import type { ZAdminCompanyExemptionReviewRequest, ZAdminCompanyPageRequest, ZAdminCompanyTermsRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type CompanyFilter = z.input<typeof ZAdminCompanyPageRequest>;

/** A page of the business buyers' companies. */
export const useCompanies = (query: CompanyFilter) =>
  useQuery({
    queryKey: client.member.company.page.key(query),
    queryFn: () => client.member.company.page(query),
    placeholderData: keepPreviousData,
  });

/** One company with its members, VAT ID check and exemption certificate. */
export const useCompany = (id: number) =>
  useQuery({ queryKey: client.member.company.get.key({ id }), queryFn: () => client.member.company.get({ id }), enabled: id > 0 });

function useCompanyChange<T>(mutationFn: (input: T) => Promise<boolean>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.member.company.page.key() });
      await queries.invalidateQueries({ queryKey: client.member.company.get.key() });
    },
  });
}

export const useUpdateCompanyTerms = () =>
  useCompanyChange((input: z.input<typeof ZAdminCompanyTermsRequest>) => client.member.company.updateTerms(input));
export const useReviewTaxExemption = () =>
  useCompanyChange((input: z.input<typeof ZAdminCompanyExemptionReviewRequest>) => client.member.company.reviewTaxExemption(input));

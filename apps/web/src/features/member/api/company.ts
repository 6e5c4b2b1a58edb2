/** The member's company (business buyers): one file per use, sharing the company's query key. */
import type { UploadKind } from '@shop/shared';
import { ERRORS } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

type Body<K extends keyof typeof client.member.company> = Parameters<(typeof client.member.company)[K]>[0];

export const useMyCompany = () => useQuery({ queryKey: client.member.company.get.key(), queryFn: () => client.member.company.get() });

/** A change to the company: the company's page asks again afterwards. */
function useCompanyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queries.invalidateQueries({ queryKey: client.member.company.get.key() }) });
}

/** Refusals the company forms show beside their fields. */
export const COMPANY_FIELD_CODES = [ERRORS.BAD_REQUEST.code, ERRORS.COMPANY_VAT_ID_INVALID.code, ERRORS.COMPANY_VAT_ID_COUNTRY.code];
/** Refusals the join page shows itself. */
const JOIN_CODES = [
  ERRORS.COMPANY_INVITATION_INVALID.code,
  ERRORS.COMPANY_INVITATION_EXPIRED.code,
  ERRORS.COMPANY_INVITATION_OTHER_MAIL.code,
  ERRORS.COMPANY_ALREADY_MEMBER.code,
];

export const useCreateCompany = () =>
  useCompanyMutation((body: Body<'create'>) => client.member.company.create(body, { quietCodes: COMPANY_FIELD_CODES }));
export const useUpdateCompany = () =>
  useCompanyMutation((body: Body<'update'>) => client.member.company.update(body, { quietCodes: COMPANY_FIELD_CODES }));
export const useInviteColleague = () => useCompanyMutation((body: Body<'invite'>) => client.member.company.invite(body));
export const useJoinCompany = () =>
  useCompanyMutation((token: string) => client.member.company.join({ token }, { quietCodes: JOIN_CODES }));
export const useUpdateCompanyMember = () => useCompanyMutation((body: Body<'updateMember'>) => client.member.company.updateMember(body));
export const useRemoveCompanyMember = () => useCompanyMutation((memberId: number) => client.member.company.removeMember({ memberId }));

/** Uploads the certificate as a document of the member's, then sends it for review. */
export const useSubmitTaxExemption = () =>
  useCompanyMutation(async ({ state, file }: { state: string; file: File }) => {
    const form = new FormData();
    form.append('directory', 'document' satisfies UploadKind);
    form.append('file', file);
    const certificateUrl = await client.infra.file.upload(form);
    return client.member.company.taxExemption({ state, certificateUrl });
  });

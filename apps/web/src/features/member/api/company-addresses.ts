/** My company's shared addresses: the company page manages them (admins), checkout offers them to every member. */
import type { TCompanyAddressCreateRequest, TCompanyAddressUpdateRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { FIELD_CODES } from '../components/server-errors.ts';

const { company } = client.member;

export const useCompanyAddresses = (enabled = true) =>
  useQuery({ queryKey: company.addressList.key(), queryFn: () => company.addressList(), enabled });

function useCompanyAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queries.invalidateQueries({ queryKey: company.addressList.key() }) });
}

// Refusals of a field are shown beside it by the address form, not as a toast.
export const useCreateCompanyAddress = () =>
  useCompanyAddressMutation((body: TCompanyAddressCreateRequest) => company.addressCreate(body, { quietCodes: FIELD_CODES }));
export const useUpdateCompanyAddress = () =>
  useCompanyAddressMutation((body: TCompanyAddressUpdateRequest) => company.addressUpdate(body, { quietCodes: FIELD_CODES }));
export const useDeleteCompanyAddress = () => useCompanyAddressMutation((id: number) => company.addressDelete({ id }));

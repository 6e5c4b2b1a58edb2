/** The member's address book: settings and checkout share it. */
import type { TAddressInput, TAddressUpdateRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { FIELD_CODES } from '../components/server-errors.ts';

export const useAddresses = () => useQuery({ queryKey: client.member.address.list.key(), queryFn: () => client.member.address.list() });

function useAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queries.invalidateQueries({ queryKey: client.member.address.list.key() }) });
}

// Refusals of a field are shown beside it by the address form, not as a toast.
export const useCreateAddress = () =>
  useAddressMutation((body: TAddressInput) => client.member.address.create(body, { quietCodes: FIELD_CODES }));
export const useUpdateAddress = () =>
  useAddressMutation((body: TAddressUpdateRequest) => client.member.address.update(body, { quietCodes: FIELD_CODES }));
export const useDeleteAddress = () => useAddressMutation((id: number) => client.member.address.delete({ id }));

/** The member's address book: settings and checkout share it. */
import type { TAddressInput, TAddressUpdateRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const useAddresses = () => useQuery({ queryKey: client.member.address.list.key(), queryFn: () => client.member.address.list() });

function useAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queries.invalidateQueries({ queryKey: client.member.address.list.key() }) });
}

export const useCreateAddress = () => useAddressMutation((body: TAddressInput) => client.member.address.create(body));
export const useUpdateAddress = () => useAddressMutation((body: TAddressUpdateRequest) => client.member.address.update(body));
export const useDeleteAddress = () => useAddressMutation((id: number) => client.member.address.delete({ id }));

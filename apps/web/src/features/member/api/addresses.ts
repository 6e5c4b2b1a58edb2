/** The member's address book: settings and checkout share it. */
import type { TAddressInput, TAddressUpdateRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from './api-client.ts';

const { address } = client.member;

export const useAddresses = () => useQuery({ queryKey: address.list.key(), queryFn: () => address.list() });

function useAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queries.invalidateQueries({ queryKey: address.list.key() }) });
}

export const useCreateAddress = () => useAddressMutation((body: TAddressInput) => address.create(body));
export const useUpdateAddress = () => useAddressMutation((body: TAddressUpdateRequest) => address.update(body));
export const useDeleteAddress = () => useAddressMutation((id: number) => address.delete({ id }));

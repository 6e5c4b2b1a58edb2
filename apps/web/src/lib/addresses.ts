/** The member's address book: settings and checkout share it. */
import type { TAddress, TAddressInput, TAddressUpdateRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

const KEY = ['addresses'];

export const listAddresses = () => api<TAddress[]>('member/address/list');
export const useAddresses = () => useQuery({ queryKey: KEY, queryFn: listAddresses });

function useAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateAddress = () => useAddressMutation((body: TAddressInput) => api<number>('member/address/create', { method: 'POST', body }));
export const useUpdateAddress = () => useAddressMutation((body: TAddressUpdateRequest) => api<boolean>('member/address/update', { method: 'PUT', body }));
export const useDeleteAddress = () => useAddressMutation((id: number) => api<boolean>('member/address/delete', { method: 'DELETE', query: { id } }));

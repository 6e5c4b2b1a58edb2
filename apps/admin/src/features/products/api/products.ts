import type {
  ZAdminSkuStockRequest,
  ZAdminSpuCreateRequest,
  ZAdminSpuPageRequest,
  ZAdminSpuStatusRequest,
  ZAdminSpuUpdateRequest,
} from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type ProductFilter = z.input<typeof ZAdminSpuPageRequest>;

/** A page of products, newest first. */
export const useProducts = (query: ProductFilter) =>
  useQuery({
    queryKey: client.product.spu.page.key(query),
    queryFn: () => client.product.spu.page(query),
    placeholderData: keepPreviousData,
  });

/** One product with its texts in every language, pictures, SKUs and quantity rules. */
export const useProduct = (id: number) =>
  useQuery({ queryKey: client.product.spu.getDetail.key({ id }), queryFn: () => client.product.spu.getDetail({ id }), enabled: id > 0 });

/** Every category, flat, in display order. */
export const useCategoryChoices = (enabled = true) =>
  useQuery({ queryKey: client.product.category.list.key({}), queryFn: () => client.product.category.list({}), enabled });

/** The properties and values the catalogue's SKUs use. */
export const usePropertyChoices = () =>
  useQuery({ queryKey: client.product.property.simpleList.key(), queryFn: () => client.product.property.simpleList() });

/** A SKU's stock changes made in the back office. */
export const useStockMovements = (skuId: number) =>
  useQuery({
    queryKey: client.product.sku.stockMovementPage.key({ skuId, pageNo: 1, pageSize: 10 }),
    queryFn: () => client.product.sku.stockMovementPage({ skuId, pageNo: 1, pageSize: 10 }),
  });

function useProductMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.product.spu.page.key() });
      await queries.invalidateQueries({ queryKey: client.product.spu.getDetail.key() });
      await queries.invalidateQueries({ queryKey: client.product.sku.stockMovementPage.key() });
    },
  });
}

/** Creates a product (answers its id) or replaces one (with its id). */
export const useSaveProduct = () =>
  useProductMutation(async (input: z.input<typeof ZAdminSpuCreateRequest> | z.input<typeof ZAdminSpuUpdateRequest>): Promise<number> => {
    if (!('id' in input)) return client.product.spu.create(input);
    await client.product.spu.update(input);
    return input.id;
  });
export const useSetProductStatus = () =>
  useProductMutation((input: z.input<typeof ZAdminSpuStatusRequest>) => client.product.spu.updateStatus(input));
export const useDeleteProduct = () => useProductMutation((id: number) => client.product.spu.delete({ id }));
export const useAdjustStock = () =>
  useProductMutation((input: z.input<typeof ZAdminSkuStockRequest>) => client.product.sku.updateStock(input));

/** Uploads a picture; answers its URL. */
export const useUploadPicture = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.infra.file.upload(form);
    },
  });

/** Sends the product export back edited: a dry run answers what would change; with `apply` it is written (all or nothing). */
export const useImportProducts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) => {
      const form = new FormData();
      // The field comes before the file: the server reads it while the file streams in.
      form.append('dryRun', String(!apply));
      form.append('file', file);
      return client.product.spu.import(form);
    },
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: client.product.spu.page.key() });
    },
  });
};

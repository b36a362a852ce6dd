import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueItemInput, TCatalogueKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { catalogueItemsPath, catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/** `POST locations/:location/{test-formats|activities}` (admin). */
export async function createCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  input: TCatalogueItemInput,
): Promise<TCatalogueItem> {
  return (
    await apiRequest(catalogueItemsPath(kind, locationId), {
      method: 'POST',
      body: input,
      schema: (s) => s.ZCatalogueItemResponseSchema,
    })
  ).data;
}

export function useCreateCatalogueItem(kind: TCatalogueKind, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCatalogueItemInput) => createCatalogueItem(kind, locationId, input),
    meta: { handlesStatus: [404, 409, 422] },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: catalogueItemsQueryKey(kind, locationId) }),
  });
}

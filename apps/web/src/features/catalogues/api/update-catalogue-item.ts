import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueItemInput, TCatalogueKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { catalogueItemsPath, catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/** `PUT locations/:location/{test-formats|activities}/:id` (admin; custom items only). */
export async function updateCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  id: number,
  input: TCatalogueItemInput,
): Promise<TCatalogueItem> {
  return (
    await apiRequest(`${catalogueItemsPath(kind, locationId)}/${id}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZCatalogueItemResponseSchema,
    })
  ).data;
}

export function useUpdateCatalogueItem(kind: TCatalogueKind, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TCatalogueItemInput }) =>
      updateCatalogueItem(kind, locationId, id, input),
    meta: { handlesStatus: [404, 409, 422] },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: catalogueItemsQueryKey(kind, locationId) }),
  });
}

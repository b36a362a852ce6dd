import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { catalogueItemsPath, catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/** `DELETE locations/:location/{test-formats|activities}/:id` (admin; custom items only). */
export async function deleteCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  id: number,
): Promise<void> {
  await apiRequest(`${catalogueItemsPath(kind, locationId)}/${id}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useDeleteCatalogueItem(kind: TCatalogueKind, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCatalogueItem(kind, locationId, id),
    meta: { handlesStatus: [404, 409] },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: catalogueItemsQueryKey(kind, locationId) }),
  });
}

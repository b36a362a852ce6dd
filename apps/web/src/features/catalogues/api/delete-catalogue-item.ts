import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { CATALOGUE_ENDPOINTS } from '@cp/contracts';
import { catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/** Deletes a test format or activity (admin; custom items only). */
export async function deleteCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  id: number,
): Promise<void> {
  await callEndpoint(CATALOGUE_ENDPOINTS[kind].delete, { params: { location: locationId, id } });
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

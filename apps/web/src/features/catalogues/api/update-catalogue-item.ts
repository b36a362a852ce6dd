import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueItemInput, TCatalogueKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { CATALOGUE_ENDPOINTS } from '@cp/contracts';
import { catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/** Changes a test format's or activity's name, icon and colour (admin; custom items only). */
export async function updateCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  id: number,
  input: TCatalogueItemInput,
): Promise<TCatalogueItem> {
  const endpoint = CATALOGUE_ENDPOINTS[kind].update;
  return (await callEndpoint(endpoint, { params: { location: locationId, id }, body: input })).data;
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

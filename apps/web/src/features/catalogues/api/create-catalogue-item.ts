import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueItemInput, TCatalogueKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { CATALOGUE_ENDPOINTS } from '@cp/contracts';
import { catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/** Adds a custom test format or activity (admin). */
export async function createCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  input: TCatalogueItemInput,
): Promise<TCatalogueItem> {
  const id = CATALOGUE_ENDPOINTS[kind].create;
  return (await callEndpoint(id, { params: { location: locationId }, body: input })).data;
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

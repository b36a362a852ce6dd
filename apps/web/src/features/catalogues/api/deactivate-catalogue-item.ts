import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { CATALOGUE_ENDPOINTS } from '@cp/contracts';
import { catalogueItemsQueryKey } from '@/lib/catalogue-queries';

/**
 * Deactivates a test format or activity (admin; `{active:false}`).
 * Deactivating removes all connections and cannot be undone, so the app never asks to activate.
 */
export async function deactivateCatalogueItem(
  kind: TCatalogueKind,
  locationId: number,
  id: number,
): Promise<TCatalogueItem> {
  const endpoint = CATALOGUE_ENDPOINTS[kind].setActive;
  return (
    await callEndpoint(endpoint, { params: { location: locationId, id }, body: { active: false } })
  ).data;
}

/**
 * Switches the item off at once and reverts the switch when the server refuses
 * (docs/organisation.md "Catalogues and help texts").
 */
export function useDeactivateCatalogueItem(kind: TCatalogueKind, locationId: number) {
  const queryClient = useQueryClient();
  const key = catalogueItemsQueryKey(kind, locationId);
  return useMutation({
    mutationFn: (id: number) => deactivateCatalogueItem(kind, locationId, id),
    meta: { handlesStatus: [404, 409, 422] },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TCatalogueItem[]>(key);
      queryClient.setQueryData<TCatalogueItem[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, active: false } : item)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

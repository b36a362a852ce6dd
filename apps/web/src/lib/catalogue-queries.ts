import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_ENDPOINTS, type TCatalogueItem, type TCatalogueKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/*
 * The location's test formats and activities (docs/organisation.md "Catalogues and help texts"):
 * read by the catalogue screens and by the plan's forms (active ones to choose, the names of
 * inactive ones still shown), under one key, so one cache entry serves both and an admin's change
 * reaches both.
 */

export const catalogueItemsQueryKey = (kind: TCatalogueKind, locationId: number) =>
  ['catalogues', kind, locationId] as const;

/** The test formats or activities: defaults first, then custom items. */
export async function getCatalogueItems(
  kind: TCatalogueKind,
  locationId: number,
  signal?: AbortSignal,
): Promise<TCatalogueItem[]> {
  const id = CATALOGUE_ENDPOINTS[kind].list;
  return (await callEndpoint(id, { params: { location: locationId }, signal })).data;
}

export const catalogueItemsQueryOptions = (kind: TCatalogueKind, locationId: number) =>
  queryOptions({
    queryKey: catalogueItemsQueryKey(kind, locationId),
    queryFn: ({ signal }) => getCatalogueItems(kind, locationId, signal),
  });

export const useCatalogueItems = (kind: TCatalogueKind, locationId: number) =>
  useQuery(catalogueItemsQueryOptions(kind, locationId));

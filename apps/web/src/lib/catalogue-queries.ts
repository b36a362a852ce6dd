import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/*
 * The location's test formats and activities (SPEC §3): read by the catalogue screens and by the
 * plan's forms (active ones to choose, the names of inactive ones still shown), under one key,
 * so one cache entry serves both and an admin's change reaches both.
 */

/** URL segment of each catalogue (`locations/:location/test-formats`, `.../activities`). */
export const CATALOGUE_SEGMENTS: Record<TCatalogueKind, string> = {
  testFormats: 'test-formats',
  activities: 'activities',
};

export const catalogueItemsQueryKey = (kind: TCatalogueKind, locationId: number) =>
  ['catalogues', kind, locationId] as const;

export const catalogueItemsPath = (kind: TCatalogueKind, locationId: number) =>
  `locations/${locationId}/${CATALOGUE_SEGMENTS[kind]}`;

/** `GET locations/:location/{test-formats|activities}`: defaults first, then custom items. */
export async function getCatalogueItems(
  kind: TCatalogueKind,
  locationId: number,
  signal?: AbortSignal,
): Promise<TCatalogueItem[]> {
  return (
    await apiRequest(catalogueItemsPath(kind, locationId), {
      schema: (s) => s.ZCatalogueItemListResponseSchema,
      signal,
    })
  ).data;
}

export const catalogueItemsQueryOptions = (kind: TCatalogueKind, locationId: number) =>
  queryOptions({
    queryKey: catalogueItemsQueryKey(kind, locationId),
    queryFn: ({ signal }) => getCatalogueItems(kind, locationId, signal),
  });

export const useCatalogueItems = (kind: TCatalogueKind, locationId: number) =>
  useQuery(catalogueItemsQueryOptions(kind, locationId));

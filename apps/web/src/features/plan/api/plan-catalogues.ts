import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/*
 * The location's test formats and activities, for the plan's forms (active ones to choose, and
 * the names of inactive ones still shown). Features do not import each other (eslint), so this
 * is the plan's own reader of the catalogue lists, under the very key the catalogue screens use
 * (`['catalogues', kind, locationId]`): one cache entry, refreshed when an admin changes them.
 */

const SEGMENTS: Record<TCatalogueKind, string> = {
  testFormats: 'test-formats',
  activities: 'activities',
};

export const planCatalogueQueryOptions = (kind: TCatalogueKind, locationId: number) =>
  queryOptions({
    queryKey: ['catalogues', kind, locationId] as const,
    queryFn: async ({ signal }): Promise<TCatalogueItem[]> =>
      (
        await apiRequest(`locations/${locationId}/${SEGMENTS[kind]}`, {
          schema: (s) => s.ZCatalogueItemListResponseSchema,
          signal,
        })
      ).data,
  });

export const usePlanCatalogue = (kind: TCatalogueKind, locationId: number) =>
  useQuery(planCatalogueQueryOptions(kind, locationId));

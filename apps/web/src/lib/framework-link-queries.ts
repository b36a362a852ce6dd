import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type {
  TFrameworkItemHit,
  TFrameworkLinks,
  TFrameworkSuggestions,
  TLinkByCodeInput,
  TLinkedFrameworkItem,
} from '@cp/contracts';
import { callEndpoint } from './api';
import { educationQueryKey } from './education-queries';

/*
 * An education's links to framework items (docs/frameworks.md "Linking"): read by the design
 * tree and the plan's tests; under the education's key, so a live update of the education
 * reloads them.
 */

/**
 * The statuses the link dialogs explain themselves (the field for 422, a toast with the server's
 * reason for the rest); 401 and 403 stay with the generic handling (app/query-client.ts).
 */
const HANDLED_STATUSES = [404, 409, 422, 500, 502, 503, 504] as const;

/** An item as a picker shows it: a linked item or a search hit (without the attribution). */
export type TPickedFrameworkItem = Omit<TLinkedFrameworkItem, 'attribution'>;

export const frameworkLinksQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'framework-links'] as const;

/** The design tree, the plan's tests and the analysis' frameworks tab share this one read. */
export const frameworkLinksQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: frameworkLinksQueryKey(location, education),
    queryFn: async ({ signal }): Promise<TFrameworkLinks> =>
      (await callEndpoint('listFrameworkLinks', { params: { location, education }, signal })).data,
  });

export const useFrameworkLinks = (location: string, education: string) =>
  useQuery(frameworkLinksQueryOptions(location, education));

/** The picker's search: published items whose text holds every word, at most 50. */
export async function searchFrameworkItems(
  location: string,
  search: string,
  framework: number | null,
  signal?: AbortSignal,
): Promise<TFrameworkItemHit[]> {
  return (
    await callEndpoint('searchFrameworkItems', {
      params: { location },
      query: { search, ...(framework === null ? {} : { framework }) },
      signal,
    })
  ).data;
}

export function useFrameworkItemSearch(location: string, search: string, framework: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['locations', location, 'framework-items', framework, search] as const,
      queryFn: ({ signal }) => searchFrameworkItems(location, search, framework, signal),
      enabled: search.length > 0,
      staleTime: 60_000,
    }),
  );
}

/** Sets the items a goal or a test covers, as a set. */
export function useSetFrameworkItems(location: string, education: string, owner: 'goal' | 'test') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, itemIds }: { id: number; itemIds: number[] }) =>
      (
        await callEndpoint(owner === 'goal' ? 'setGoalFrameworkItems' : 'setTestFrameworkItems', {
          params: { location, education, id },
          body: { framework_item_ids: itemIds },
        })
      ).data.framework_item_ids,
    meta: { handlesStatus: HANDLED_STATUSES },
    // A test's links change the plan's side only: the design the plan screen holds stays.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: educationQueryKey(location, education),
        predicate: owner === 'test' ? (query) => !query.meta?.keepOnPlanChange : undefined,
      }),
  });
}

export const useFrameworkSuggestions = (
  location: string,
  education: string,
  framework: number | null,
) =>
  useQuery(
    queryOptions({
      queryKey: [...educationQueryKey(location, education), 'framework-suggestions', framework],
      queryFn: async ({ signal }): Promise<TFrameworkSuggestions> =>
        (
          await callEndpoint('listFrameworkSuggestions', {
            params: { location, education },
            query: { framework: framework ?? 0 },
            signal,
          })
        ).data,
      enabled: framework !== null,
    }),
  );

/** "Not this one": the item is not suggested for the goal again. */
export function useDismissSuggestion(location: string, education: string) {
  return useMutation({
    mutationFn: async (pair: { learning_goal_id: number; framework_item_id: number }) => {
      await callEndpoint('dismissFrameworkSuggestion', {
        params: { location, education },
        body: pair,
      });
    },
    meta: { handlesStatus: HANDLED_STATUSES },
  });
}

/** Adds links by code, all lines or none. */
export function useLinkGoalsByCode(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TLinkByCodeInput) =>
      (await callEndpoint('linkGoalsByCode', { params: { location, education }, body: input }))
        .data,
    meta: { handlesStatus: HANDLED_STATUSES },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}

const NO_ITEMS: TPickedFrameworkItem[] = [];

/**
 * The items each goal (or test) covers, looked up by its id; stable while the links do not
 * change, so the tree's rows are not drawn again for nothing.
 */
function useItemsOf(location: string, education: string, owner: 'goals' | 'tests') {
  const { data } = useFrameworkLinks(location, education);
  const byOwner = useMemo(() => {
    const items = new Map((data?.items ?? []).map((item) => [item.id, item]));
    const map = new Map<number, TPickedFrameworkItem[]>();
    const links =
      owner === 'goals'
        ? (data?.goals ?? []).map(
            (link) => [link.learning_goal_id, link.framework_item_ids] as const,
          )
        : (data?.tests ?? []).map((link) => [link.plan_test_id, link.framework_item_ids] as const);
    for (const [id, itemIds] of links) {
      map.set(
        id,
        itemIds.flatMap((itemId) => items.get(itemId) ?? []),
      );
    }
    return map;
  }, [data, owner]);
  return useCallback((id: number) => byOwner.get(id) ?? NO_ITEMS, [byOwner]);
}

export const useGoalFrameworkItems = (location: string, education: string) =>
  useItemsOf(location, education, 'goals');
export const useTestFrameworkItems = (location: string, education: string) =>
  useItemsOf(location, education, 'tests');

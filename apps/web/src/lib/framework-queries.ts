import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFramework, TFrameworkItem } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/*
 * The frameworks a location may use (docs/frameworks.md): read by the library of
 * /admin/frameworks and by the design screen, which starts a design from one. One framework's
 * tree sits under the list's key, so an import that refreshes the list refreshes it too.
 */

export const frameworksQueryKey = (location: string) =>
  ['locations', location, 'frameworks'] as const;

export const frameworkQueryKey = (location: string, framework: number) =>
  [...frameworksQueryKey(location), framework] as const;

async function getFrameworks(location: string, signal?: AbortSignal): Promise<TFramework[]> {
  return (await callEndpoint('listFrameworks', { params: { location }, signal })).data;
}

export type TFrameworkDetail = { framework: TFramework; items: TFrameworkItem[] };

/** One framework with its whole tree, top to bottom (`getFramework`). */
async function getFramework(
  location: string,
  framework: number,
  signal?: AbortSignal,
): Promise<TFrameworkDetail> {
  return (await callEndpoint('getFramework', { params: { location, framework }, signal })).data;
}

export const useFrameworks = (location: string) =>
  useQuery(
    queryOptions({
      queryKey: frameworksQueryKey(location),
      queryFn: ({ signal }) => getFrameworks(location, signal),
    }),
  );

/** Nothing is fetched while `framework` is null (none chosen yet). */
export const useFramework = (location: string, framework: number | null) =>
  useQuery(
    queryOptions({
      queryKey: frameworkQueryKey(location, framework ?? 0),
      queryFn: ({ signal }) => getFramework(location, framework ?? 0, signal),
      enabled: framework !== null,
      // A framework removed since the list was read: the screen says so itself.
      meta: { handlesStatus: [404] },
    }),
  );

/** How a framework is named in a choice: "Examenprogramma Informatica havo (INF/havo)". */
export const frameworkLabel = (framework: { title: string; code: string }) =>
  framework.code ? `${framework.title} (${framework.code})` : framework.title;

/** The frameworks as options of a Select (value: the id as text). */
export const frameworkOptions = (frameworks: readonly TFramework[] | undefined) =>
  (frameworks ?? []).map((framework) => ({
    value: String(framework.id),
    label: frameworkLabel(framework),
  }));

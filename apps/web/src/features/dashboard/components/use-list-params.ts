import { useSearchParams } from 'react-router';
import {
  DEFAULT_EDUCATION_SORT,
  EDUCATION_SORTS,
  type TEducationSort,
  type TEducationStatus,
} from '@cp/contracts';

/** The tabs in the order of the issue: what runs, what is being made, what awaits approval. */
export const TABS: readonly TEducationStatus[] = ['active', 'designing', 'reviewing'];

const isTab = (value: string | null): value is TEducationStatus =>
  TABS.some((tab) => tab === value);
const isSort = (value: string | null): value is TEducationSort =>
  EDUCATION_SORTS.some((sort) => sort === value);

/**
 * The dashboard's tab and sort, kept in the URL (a reload or a shared link shows the same).
 * `counts` per status choose the tab when none is remembered.
 */
export function useListParams(counts: Record<TEducationStatus, number>) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const sortParam = params.get('sort');
  // Without a remembered tab: the first one that has something to show.
  const tab: TEducationStatus = isTab(tabParam)
    ? tabParam
    : (TABS.find((status) => counts[status] > 0) ?? 'active');
  const sort: TEducationSort = isSort(sortParam) ? sortParam : DEFAULT_EDUCATION_SORT;

  const setParam = (name: 'tab' | 'sort', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { tab, sort, setParam };
}

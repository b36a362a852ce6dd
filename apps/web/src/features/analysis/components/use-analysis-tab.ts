import { useSearchParams } from 'react-router';
import { ANALYSIS_TABS, type TAnalysisTab } from '@cp/contracts';

export const TAB_PARAM = 'tab';

/**
 * The frameworks tab (docs/analysis.md "Frameworks"): of the whole education, not of a year, so
 * it is no year read of the API (`ANALYSIS_TABS`) but a tab of the screen only, after the others.
 */
export const FRAMEWORKS_TAB = 'frameworks';

/** A tab of the screen: a year tab of the API, or the frameworks tab. */
export type TAnalysisView = TAnalysisTab | typeof FRAMEWORKS_TAB;

const isTab = (value: string | null): value is TAnalysisView =>
  value === FRAMEWORKS_TAB || (ANALYSIS_TABS as readonly (string | null)[]).includes(value);

/**
 * The open tab, kept in the URL (`?tab=`, planning when absent or unknown) so a link or a reload
 * opens the same one; choosing a tab replaces the history entry.
 */
export function useAnalysisTab() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get(TAB_PARAM);
  const tab: TAnalysisView = isTab(tabParam) ? tabParam : 'planning';
  const chooseTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };
  return { tab, chooseTab };
}

import { useSearchParams } from 'react-router';
import { ANALYSIS_TABS, type TAnalysisTab } from '@cp/contracts';

export const TAB_PARAM = 'tab';

const isTab = (value: string | null): value is TAnalysisTab =>
  (ANALYSIS_TABS as readonly (string | null)[]).includes(value);

/**
 * The open tab, kept in the URL (`?tab=`, planning when absent or unknown) so a link or a reload
 * opens the same one; choosing a tab replaces the history entry.
 */
export function useAnalysisTab() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get(TAB_PARAM);
  const tab: TAnalysisTab = isTab(tabParam) ? tabParam : 'planning';
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

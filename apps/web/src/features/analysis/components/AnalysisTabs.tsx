import { Tabs } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_TABS, type TAnalysisTab } from '@cp/contracts';
import { TabBody } from './TabBody';
import { useTabLabels } from './use-tab-labels';

/** The seven tabs in the order of docs/analysis.md; only the open one is mounted (and read). */
export function AnalysisTabs({
  tab,
  onTab,
  ...body
}: { tab: TAnalysisTab; onTab: (value: string | null) => void } & Omit<
  ComponentProps<typeof TabBody>,
  'tab'
>) {
  const { t } = useTranslation();
  const labels = useTabLabels();
  return (
    <Tabs value={tab} onChange={onTab} keepMounted={false}>
      <Tabs.List aria-label={t('analysis.tabsLabel')}>
        {ANALYSIS_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {labels[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ANALYSIS_TABS.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <TabBody tab={value} {...body} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

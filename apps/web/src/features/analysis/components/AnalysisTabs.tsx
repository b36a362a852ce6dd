import { Tabs } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_TABS } from '@cp/contracts';
import { FrameworksView } from '../frameworks/FrameworksView';
import { TabBody } from './TabBody';
import { FRAMEWORKS_TAB, type TAnalysisView } from './use-analysis-tab';
import { useTabLabels } from './use-tab-labels';

/**
 * The seven year tabs in the order of docs/analysis.md, then the frameworks tab (of the whole
 * education, docs/analysis.md "Frameworks"); only the open one is mounted (and read).
 */
export function AnalysisTabs({
  tab,
  onTab,
  ...body
}: { tab: TAnalysisView; onTab: (value: string | null) => void } & Omit<
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
        <Tabs.Tab value={FRAMEWORKS_TAB}>{t('frameworkCoverage.tab')}</Tabs.Tab>
      </Tabs.List>
      {ANALYSIS_TABS.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <TabBody tab={value} {...body} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value={FRAMEWORKS_TAB} pt="md">
        <FrameworksView location={body.location} education={body.education} />
      </Tabs.Panel>
    </Tabs>
  );
}

import { Tabs } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsOf, materialsOf } from '@/features/plan/api/plan-item-changes';
import { ActivitiesSection } from './ActivitiesSection';
import { CheckupsSection } from './CheckupsSection';
import { CommentSection } from './CommentSection';
import type { TDetails } from './details-model';
import { LinksSection } from './LinksSection';
import { MaterialsSection } from './MaterialsSection';
import { TestsSection } from './TestsSection';

const TABS = ['comment', 'tests', 'checkups', 'activities', 'links', 'materials'] as const;
export type TDetailsTab = (typeof TABS)[number];

/** What each tab shows. */
const SECTIONS: Record<TDetailsTab, (props: { details: TDetails }) => ReactElement> = {
  comment: CommentSection,
  tests: TestsSection,
  checkups: CheckupsSection,
  activities: ActivitiesSection,
  links: LinksSection,
  materials: MaterialsSection,
};

/** The lists of one planned cluster, each in a tab named with its count. */
export function DetailsTabs({
  details,
  name,
  tab,
  onTab,
}: {
  details: TDetails;
  /** The cluster's name, for the name of the tab list. */
  name: string;
  tab: TDetailsTab;
  onTab: (tab: TDetailsTab) => void;
}) {
  const { t } = useTranslation();
  const { plan, planned } = details;
  const showComment = details.shows('comment');
  const tabs = TABS.filter((key) => key !== 'comment' || showComment);
  const current = tabs.includes(tab) ? tab : 'tests';
  const counts: Record<TDetailsTab, number | null> = {
    comment: null,
    tests: itemsOf(plan, 'tests', planned.id).length,
    checkups: itemsOf(plan, 'checkups', planned.id).length,
    activities: itemsOf(plan, 'activities', planned.id).length,
    links: itemsOf(plan, 'links', planned.id).length,
    materials: materialsOf(plan, planned.id).length,
  };
  const labels: Record<TDetailsTab, string> = {
    comment: t('planItems.tabs.comment'),
    tests: t('planItems.tabs.tests'),
    checkups: t('planItems.tabs.checkups'),
    activities: t('planItems.tabs.activities'),
    links: t('planItems.tabs.links'),
    materials: t('planItems.tabs.materials'),
  };
  return (
    <Tabs
      value={current}
      onChange={(value) => value && onTab(value as TDetailsTab)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('planItems.tabsLabel', { name })}>
        {tabs.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {counts[key] === null ? labels[key] : `${labels[key]} (${counts[key]})`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((key) => {
        const Section = SECTIONS[key];
        return (
          <Tabs.Panel key={key} value={key} pt="md">
            <Section details={details} />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

import { Alert, Center, Loader, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TEducation } from '@cp/contracts';
import { EducationLoadFailure } from '@/components/EducationLoadFailure';
import { ExportButtonSlot } from '@/components/ExportButtonSlot';
import { Page } from '@/components/Page';
import { useEducation } from '@/lib/education-queries';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useDesign } from '../api/get-design';
import { DesignFrameworkActions } from './framework/DesignFrameworkActions';
import { ClustersPanel } from './lists/ClustersPanel';
import { CompetencesPanel } from './tree/CompetencesPanel';
import { NamedListPanel } from './lists/NamedListPanel';

const TABS = ['competences', 'clusters', 'subjects', 'cluster-groups', 'electives'] as const;
type TTab = (typeof TABS)[number];

/**
 * `/ontwerp?doel={id}` opens the tree on that learning goal, `/ontwerp?cluster={id}` the clusters
 * on that cluster: searched by its title, so it is shown highlighted with its parents (the
 * analysis links its findings here, features/analysis/analysis-links.ts).
 */
export const GOAL_PARAM = 'doel';
export const CLUSTER_PARAM = 'cluster';

/** Why the design cannot be changed, or null when the caller may change it. */
export function readOnlyReason(
  education: Pick<TEducation, 'status' | 'can_design'>,
): 'reviewing' | 'active' | 'noRights' | null {
  if (education.status === 'reviewing' || education.status === 'active') return education.status;
  if (!education.can_design) return 'noRights';
  return null;
}

/**
 * The design of one education: competences (the tree), clusters, subjects, cluster groups and
 * electives, each in a tab that renders only while open. Read-only, with the reason shown, when
 * the education is not being designed or the caller may not change it (the server refuses
 * changes anyway). Live updates come through the design query's key (docs/design.md).
 */
export function DesignScreen({ location, education }: { location: string; education: string }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const educationQuery = useEducation(location, education);
  const designQuery = useDesign(location, education);
  const [params] = useSearchParams();
  const linkedCluster = Number(params.get(CLUSTER_PARAM));
  const [tab, setTab] = useState<TTab>(linkedCluster > 0 ? 'clusters' : 'competences');

  if (educationQuery.isError || designQuery.isError) {
    return (
      <EducationLoadFailure
        title={t('pages.design')}
        section="design"
        error={educationQuery.error ?? designQuery.error}
      />
    );
  }

  if (educationQuery.isPending || designQuery.isPending) {
    return (
      <Page title={t('pages.design')}>
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      </Page>
    );
  }
  const design = designQuery.data;
  const reason = readOnlyReason(educationQuery.data);
  const readOnly = reason !== null;
  const props = { design, location, education, readOnly };
  const linkedGoal = Number(params.get(GOAL_PARAM));
  const goalQuery = design.learning_goals.find((goal) => goal.id === linkedGoal)?.title;
  const clusterQuery = design.clusters.find((cluster) => cluster.id === linkedCluster)?.title;
  const labels: Record<TTab, string> = {
    competences: capitalize(terms.competences),
    clusters: capitalize(terms.clusters),
    subjects: capitalize(terms.subjects),
    'cluster-groups': capitalize(terms.clusterGroups),
    electives: capitalize(terms.electiveSubjects),
  };

  return (
    <Page
      title={t('pages.design')}
      actions={
        <>
          <DesignFrameworkActions location={location} education={education} canChange={!readOnly} />
          <ExportButtonSlot location={location} education={education} part="design" />
        </>
      }
    >
      <Text c="dimmed" mt={-8}>
        {t('design.subtitle', { name: educationQuery.data.name })}
      </Text>
      {reason && (
        <Alert color="yellow" variant="light" title={t('design.readOnlyTitle')}>
          {t(`design.readOnly.${reason}`, { education: terms.education })}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          setTab(
            (TABS as readonly string[]).includes(value ?? '') ? (value as TTab) : 'competences',
          )
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('design.tabsLabel')}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="competences" pt="md">
          <CompetencesPanel {...props} initialQuery={goalQuery} />
        </Tabs.Panel>
        <Tabs.Panel value="clusters" pt="md">
          <ClustersPanel {...props} initialQuery={clusterQuery} />
        </Tabs.Panel>
        <Tabs.Panel value="subjects" pt="md">
          <NamedListPanel kind="subjects" {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="cluster-groups" pt="md">
          <NamedListPanel kind="cluster-groups" {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="electives" pt="md">
          <NamedListPanel kind="electives" {...props} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

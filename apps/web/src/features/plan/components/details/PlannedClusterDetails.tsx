import {
  Alert,
  Badge,
  Button,
  Center,
  ColorSwatch,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanField, TYearPlan } from '@cp/contracts';
import { useCatalogueItems } from '@/lib/catalogue-queries';
import { usePlanDesign } from '@/features/plan/api/plan-design';
import { itemsOf, materialsOf } from '@/features/plan/api/plan-item-changes';
import { usePlanFields } from '@/features/plan/api/get-plan-fields';
import { capitalize, useTerms } from '@/lib/use-terms';
import { ActivitiesSection } from './ActivitiesSection';
import { CheckupsSection } from './CheckupsSection';
import { CommentSection } from './CommentSection';
import { weeksLabel, type TDetails } from './details-model';
import { DialogCountContext } from './dialog-open';
import { LinksSection } from './LinksSection';
import { MaterialsSection } from './MaterialsSection';
import { TestsSection } from './TestsSection';

const TABS = ['comment', 'tests', 'checkups', 'activities', 'links', 'materials'] as const;
type TTab = (typeof TABS)[number];

export interface TPlannedClusterDetailsProps {
  location: string;
  education: string;
  plan: TYearPlan;
  plannedClusterId: number;
  readOnly: boolean;
  onClose: () => void;
  /** Whether the panel names the cluster itself; false where its frame's title already does. */
  withName?: boolean;
  /**
   * Told when a form or question of the panel opens (true) and when the last one closes
   * (false): a drawer around the panel should not close on Escape meanwhile (dialog-open.ts).
   */
  onDialogChange?: (open: boolean) => void;
}

/**
 * Everything of one planned cluster (SPEC §2 "Plan screen", §3): its comment, tests, check
 * moments, learning activities, links between tests and activities, and materials and data
 * files, each list in a tab. The forms show the optional fields the location switched on
 * (/admin/plan). Read-only: the values without buttons or forms. Rendered in the timeline's
 * drawer, loaded on demand.
 */
export default function PlannedClusterDetails({
  location,
  education,
  plan,
  plannedClusterId,
  readOnly,
  onClose,
  withName = true,
  onDialogChange,
}: TPlannedClusterDetailsProps) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const locationId = Number(location);
  const designQuery = usePlanDesign(location, education);
  const formatsQuery = useCatalogueItems('testFormats', locationId);
  const activitiesQuery = useCatalogueItems('activities', locationId);
  const fieldsQuery = usePlanFields(locationId);
  const [tab, setTab] = useState<TTab>('tests');
  const openDialogs = useRef(0);
  const notify = useRef(onDialogChange);
  useEffect(() => {
    notify.current = onDialogChange;
  }, [onDialogChange]);
  const countDialog = useCallback((change: 1 | -1) => {
    const before = openDialogs.current;
    openDialogs.current = before + change;
    if ((before === 0) !== (openDialogs.current === 0)) notify.current?.(openDialogs.current > 0);
  }, []);
  // Closing the panel with a dialog open: the frame's Escape works again.
  useEffect(
    () => () => {
      if (openDialogs.current > 0) notify.current?.(false);
    },
    [],
  );

  const planned = plan.planned_clusters.find((item) => item.id === plannedClusterId);
  const cluster = designQuery.data?.clusters.find((item) => item.id === planned?.cluster_id);
  const fields = fieldsQuery.data;

  const details = useMemo<TDetails | null>(
    () =>
      planned
        ? {
            scope: { location, education, yearId: plan.year.id },
            plan,
            planned,
            cluster,
            design: designQuery.data,
            formats: formatsQuery.data ?? [],
            activities: activitiesQuery.data ?? [],
            // Until the settings are known (or when they cannot be read) every field shows.
            shows: (field: TPlanField) => fields?.[field] !== false,
            readOnly,
            language: i18n.language,
          }
        : null,
    [
      planned,
      location,
      education,
      plan,
      cluster,
      designQuery.data,
      formatsQuery.data,
      activitiesQuery.data,
      fields,
      readOnly,
      i18n.language,
    ],
  );

  if (!details || !planned) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light">
          {t('planItems.gone', { cluster: terms.cluster })}
        </Alert>
        <Button variant="default" onClick={onClose} w="fit-content">
          {t('planItems.close')}
        </Button>
      </Stack>
    );
  }

  const loading =
    designQuery.isPending ||
    formatsQuery.isPending ||
    activitiesQuery.isPending ||
    fieldsQuery.isPending;
  const failed =
    designQuery.isError || formatsQuery.isError || activitiesQuery.isError || fieldsQuery.isError;
  const showComment = details.shows('comment');
  const tabs = TABS.filter((name) => name !== 'comment' || showComment);
  const current = tabs.includes(tab) ? tab : 'tests';
  const counts: Record<TTab, number | null> = {
    comment: null,
    tests: itemsOf(plan, 'tests', planned.id).length,
    checkups: itemsOf(plan, 'checkups', planned.id).length,
    activities: itemsOf(plan, 'activities', planned.id).length,
    links: itemsOf(plan, 'links', planned.id).length,
    materials: materialsOf(plan, planned.id).length,
  };
  const labels: Record<TTab, string> = {
    comment: t('planItems.tabs.comment'),
    tests: t('planItems.tabs.tests'),
    checkups: t('planItems.tabs.checkups'),
    activities: t('planItems.tabs.activities'),
    links: t('planItems.tabs.links'),
    materials: t('planItems.tabs.materials'),
  };
  const name = cluster ? `${cluster.index} ${cluster.title}` : capitalize(terms.cluster);

  return (
    <DialogCountContext.Provider value={countDialog}>
      <Stack gap="md">
        <Stack gap={4}>
          {withName && (
            <Group gap="xs" wrap="nowrap">
              {cluster?.color && <ColorSwatch color={cluster.color} size={16} withShadow={false} />}
              <Title order={3} size="h4">
                {name}
              </Title>
            </Group>
          )}
          <Group gap="xs">
            {!withName && cluster?.color && (
              <ColorSwatch color={cluster.color} size={12} withShadow={false} />
            )}
            <Text c="dimmed" size="sm">
              {capitalize(weeksLabel(t, planned.start_week, planned.end_week))}
            </Text>
            {readOnly && (
              <Badge color="gray" variant="light">
                {t('planItems.readOnly')}
              </Badge>
            )}
          </Group>
        </Stack>
        {failed && (
          <Alert color="orange" variant="light">
            {t('planItems.loadFailed')}
          </Alert>
        )}
        {loading ? (
          <Center py="lg">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : (
          <Tabs
            value={current}
            onChange={(value) => value && setTab(value as TTab)}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('planItems.tabsLabel', { name })}>
              {tabs.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  {counts[key] === null ? labels[key] : `${labels[key]} (${counts[key]})`}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {showComment && (
              <Tabs.Panel value="comment" pt="md">
                <CommentSection details={details} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="tests" pt="md">
              <TestsSection details={details} />
            </Tabs.Panel>
            <Tabs.Panel value="checkups" pt="md">
              <CheckupsSection details={details} />
            </Tabs.Panel>
            <Tabs.Panel value="activities" pt="md">
              <ActivitiesSection details={details} />
            </Tabs.Panel>
            <Tabs.Panel value="links" pt="md">
              <LinksSection details={details} />
            </Tabs.Panel>
            <Tabs.Panel value="materials" pt="md">
              <MaterialsSection details={details} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </DialogCountContext.Provider>
  );
}

import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  testPlanView,
  type TTestPlanCheck,
  type TTestPlanData,
  type TTestPlanTest,
} from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useSaveTestEdit, type TTestEditVariables } from '../api/save-test-edit';
import { testPlanRootKey } from '../api/test-plan-query';
import { useTestPlanFormat } from '../use-view-format';
import { ChecksPanel } from './ChecksPanel';
import type { TPlanParts } from './slots';
import { TestPlanHeader } from './TestPlanHeader';
import { groupRowId, TestPlanTable } from './TestPlanTable';
import { testRowId } from './TestPlanRow';
import classes from './TestPlanTable.module.css';

/** Brings a row (or a cluster's heading) into view, focuses it and makes it flash once. */
function showRow(id: string) {
  const row = document.getElementById(id);
  if (!row) return;
  const target = row.tagName === 'TR' ? (row.querySelector<HTMLElement>('[tabindex]') ?? row) : row;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  const highlighted = row.tagName === 'TR' ? row : row.closest('tr');
  highlighted?.classList.add(classes.highlight!);
  setTimeout(() => highlighted?.classList.remove(classes.highlight!), 1600);
}

/** Where a check leads: its test's row, else its cluster's heading (shown per cluster). */
function targetOf(check: TTestPlanCheck): { id: string; needsGroups: boolean } | null {
  if (check.test_id !== null) return { id: testRowId(check.test_id), needsGroups: false };
  if (check.planned_cluster_id !== null) {
    return { id: groupRowId(check.planned_cluster_id), needsGroups: true };
  }
  return null;
}

/**
 * The loaded test plan of one year: the document's header, the checks, the table (per cluster
 * or in week order), the framework credits. The view is built once per answer; an edit changes
 * one test in the cache, so only its row is drawn again.
 */
export function TestPlanContent({
  data,
  location,
  education,
  year,
  canEdit,
  parts,
}: {
  data: TTestPlanData;
  location: string;
  education: string;
  year: string;
  canEdit: boolean;
  parts: TPlanParts;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const queryClient = useQueryClient();
  const format = useTestPlanFormat();
  const view = useMemo(() => testPlanView(data), [data]);
  const tests = useMemo(() => new Map(data.tests.map((test) => [test.id, test])), [data.tests]);
  const [grouped, setGrouped] = useState(true);
  // A row to show once the table is drawn per cluster (a check of a cluster was chosen).
  const pending = useRef<string | null>(null);
  const [editing, setEditing] = useState<TTestPlanTest | null>(null);
  const { mutateAsync } = useSaveTestEdit(location, education, year);
  const onSave = useCallback(
    (variables: TTestEditVariables) => mutateAsync(variables),
    [mutateAsync],
  );
  const onEdit = useCallback((test: TTestPlanTest) => setEditing(test), []);

  // A check of a cluster leads to its heading, which only the grouped table has.
  useEffect(() => {
    if (pending.current === null) return;
    showRow(pending.current);
    pending.current = null;
  }, [grouped]);
  const onShow = (check: TTestPlanCheck) => {
    const target = targetOf(check);
    if (!target) return;
    if (target.needsGroups && !grouped) {
      pending.current = target.id;
      setGrouped(true);
    } else showRow(target.id);
  };

  const yearName = format.value(
    view.facts.find((fact) => fact.label.key === 'facts.year')?.value ?? null,
  );
  return (
    <Stack gap="md">
      <TestPlanHeader view={view} format={format} />
      <ChecksPanel checks={view.checks} format={format} onShow={onShow} />
      {view.rows.length === 0 ? (
        <Alert color="gray" variant="light">
          {format.word({ key: 'empty' })}
        </Alert>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Switch
              label={t('testPlan.grouped', { cluster: terms.cluster })}
              checked={grouped}
              onChange={(event) => setGrouped(event.currentTarget.checked)}
            />
            <Text size="xs" c="dimmed">
              {format.word({ key: 'group.tests', params: { count: view.totals.tests } })}
            </Text>
          </Group>
          <TestPlanTable
            view={view}
            tests={tests}
            grouped={grouped}
            caption={capitalize(t('testPlan.tableCaption', { year: yearName }))}
            format={format}
            onSave={canEdit ? onSave : null}
            onEdit={canEdit ? onEdit : null}
          />
        </>
      )}
      {data.framework_credits.length > 0 && (
        <Stack gap={2} component="section" aria-label={t('testPlan.credits')}>
          {data.framework_credits.map((credit) => (
            <Text key={credit} size="xs" c="dimmed">
              {credit}
            </Text>
          ))}
        </Stack>
      )}
      {editing &&
        parts.renderTestForm({
          location,
          education,
          yearId: data.year.id,
          plannedClusterId: editing.planned_cluster_id,
          test: editing,
          onClose: () => setEditing(null),
          // The form saved through the plan's cache; this screen reads its year again.
          onSaved: () =>
            void queryClient.invalidateQueries({ queryKey: testPlanRootKey(location, education) }),
        })}
    </Stack>
  );
}

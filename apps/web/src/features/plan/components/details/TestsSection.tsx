import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanTest } from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { FrameworkItemsModal } from '@/components/framework/FrameworkItemsModal';
import { LinkedItemsLine } from '@/components/framework/LinkedItemsLine';
import { useTestFrameworkItems } from '@/lib/framework-link-queries';
import { formatNumber } from '@/lib/number-format';
import { capitalize, useTermCounts } from '@/lib/use-terms';
import { CatalogueChip } from './CatalogueChip';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { CoveredGoalsLine } from './CoveredGoalsLine';
import { weeksLabel, type TDetails } from './details-model';
import { ItemList } from './ItemList';
import { useListActions } from './list-actions';
import TestFormModal from './TestFormModal';

/**
 * A test's facts in its row: kind, size, formative, and of what the location shows the minutes and
 * study hours, the weight with its unit, credits, result and resit.
 */
function useTestFacts({ shows, language }: TDetails): (test: TPlanTest) => string[] {
  const { t } = useTranslation();
  const { countOf } = useTermCounts();
  return (test) => {
    const list = [t(`planItems.kinds.${test.kind}`), t(`planItems.sizes.${test.size}`)];
    if (test.purpose === 'formative') list.push(t('planItems.tests.formative'));
    if (shows('time') && test.minutes !== null) {
      list.push(t('planItems.tests.minutes', { count: test.minutes }));
    }
    if (shows('time') && test.study_hours !== null) {
      list.push(
        t('planItems.tests.studyHoursOf', { hours: formatNumber(test.study_hours, language) }),
      );
    }
    if (shows('weight') && test.weight !== null) {
      const weight = formatNumber(test.weight, language);
      const key =
        test.weight_unit === 'percent'
          ? 'planItems.tests.weightPercentOf'
          : 'planItems.tests.weightOf';
      list.push(t(key, { weight }));
    }
    if (shows('ects') && test.ects !== null) {
      list.push(countOf(Number(test.ects), 'credit'));
    }
    if (shows('result')) list.push(t(`planItems.results.${test.result_type}`));
    if (shows('resit')) {
      list.push(t(test.resit ? 'planItems.tests.resit' : 'planItems.tests.noResit'));
    }
    return list;
  };
}

/** The tests of a planned cluster: week, name, format, kind and size, and what the location shows. */
export function TestsSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const { plan, planned, shows, language, readOnly } = details;
  const tests = itemsOf(plan, 'tests', planned.id);
  const actions = useListActions<TPlanTest>(details, 'tests');
  const { dialog } = actions;
  const formats = new Map(details.formats.map((format) => [format.id, format]));
  const { location, education } = details.scope;
  const frameworkItemsOf = useTestFrameworkItems(location, education);
  const [linking, setLinking] = useState<TPlanTest | null>(null);

  const facts = useTestFacts(details);

  const render = (test: TPlanTest) => (
    <>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" style={{ textTransform: 'none' }}>
          {capitalize(weeksLabel(t, test.week, test.end_week ?? test.week))}
        </Badge>
        <Text fw={600} size="sm">
          {test.name}
        </Text>
        {shows('test_code') && test.code && (
          <Text size="sm" c="dimmed">
            {test.code}
          </Text>
        )}
      </Group>
      <Group gap="xs" mt={4} wrap="wrap">
        {shows('test_format') && (
          <CatalogueChip
            kind="testFormats"
            item={test.test_format_id === null ? undefined : formats.get(test.test_format_id)}
            language={language}
          />
        )}
        <Text size="sm" c="dimmed">
          {facts(test).join(' · ')}
        </Text>
      </Group>
      <CoveredGoalsLine design={details.design} goalIds={test.goal_ids} />
      <LinkedItemsLine items={frameworkItemsOf(test.id)} />
      {!readOnly && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          aria-label={t('frameworkLinks.testButtonLabel', { name: test.name })}
          onClick={() => setLinking(test)}
        >
          {t('frameworkLinks.testButton')}
        </Button>
      )}
    </>
  );

  const linksOf = (test: TPlanTest) =>
    plan.links.filter((link) => link.plan_test_id === test.id).length;

  return (
    <>
      <ItemList
        items={tests}
        name={(test) => test.name}
        render={render}
        readOnly={readOnly}
        empty={t('planItems.tests.empty')}
        addLabel={t('planItems.tests.add')}
        onAdd={() => actions.setDialog({ type: 'create' })}
        onEdit={(item) => actions.setDialog({ type: 'edit', item })}
        onDelete={(item) => actions.setDialog({ type: 'delete', item })}
        onMove={(index, step) => actions.move(tests, index, step)}
      />
      {dialog?.type === 'create' && <TestFormModal details={details} onClose={actions.close} />}
      {dialog?.type === 'edit' && (
        <TestFormModal details={details} test={dialog.item} onClose={actions.close} />
      )}
      {linking && (
        <FrameworkItemsModal
          location={location}
          education={education}
          owner="test"
          id={linking.id}
          title={t('frameworkLinks.testTitle', { name: linking.name })}
          linked={frameworkItemsOf(linking.id)}
          onClose={() => setLinking(null)}
        />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDeleteModal
          title={t('planItems.tests.deleteTitle')}
          name={dialog.item.name}
          also={
            linksOf(dialog.item) > 0
              ? t('planItems.alsoLinks', { count: linksOf(dialog.item) })
              : null
          }
          onConfirm={() => actions.remove(dialog.item, dialog.item.name)}
          onClose={actions.close}
        />
      )}
    </>
  );
}

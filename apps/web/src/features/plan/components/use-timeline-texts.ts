import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTermWords, TWeekRange } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';
import type { TTimelineTexts } from './Timeline';
import type { TRowLabels } from './TimelineRow';

/**
 * The timeline's texts and its rows' names, made once per language and naming (the memoised
 * rows take them), and how a range of weeks reads ("week 3", "week 3–6").
 */
export function useTimelineTexts(terms: TTermWords, readOnly: boolean) {
  const { t } = useTranslation();
  const weeksText = useCallback(
    (range: TWeekRange) =>
      range.start_week === range.end_week
        ? t('planScreen.weekSingle', { week: range.start_week })
        : t('planScreen.weekRange', { start: range.start_week, end: range.end_week }),
    [t],
  );

  const labels = useMemo<TRowLabels>(
    () => ({
      bar: (name, range) => `${name}, ${weeksText(range)}`,
      summary: (name, range, row) =>
        [
          name,
          weeksText(range),
          t('planScreen.counts.tests', { count: row.items.tests.length }),
          t('planScreen.counts.checkups', { count: row.items.checkups.length }),
          t('planScreen.counts.activities', { count: row.items.activities.length }),
        ].join(' · '),
      remove: (name) => t('planScreen.removeOf', { name }),
      editSlot: (name) => t('planScreen.editOf', { name }),
      places: (taken, places) => t('planScreen.elective.taken', { taken, places }),
      addChoice: t('planScreen.choice.add'),
      addChoiceOf: (name) => t('planScreen.choice.addTo', { name }),
      noPlace: messageText('plan.noPlaceLeft', { terms }),
    }),
    [t, weeksText, terms],
  );

  const texts = useMemo<TTimelineTexts>(
    () => ({
      rows: (name) => t('planScreen.rowsLabel', { year: name }),
      weekColumn: t('planScreen.weekColumn'),
      blocksLane: t('planScreen.blocksLane'),
      week: (week) => t('planScreen.weekSingle', { week }),
      periodName: (period) =>
        period.name ?? t('educations.periodName', { position: period.position }),
      editBlock: (block) => t('planScreen.block.editOf', { name: block.name }),
      blockTitle: (block) => `${block.name}, ${weeksText(block)}`,
      barHint: t('planScreen.barHint'),
      barHintReadOnly: t('planScreen.barHintReadOnly'),
      resizeNames: t('planScreen.resizeNames'),
      empty: t(readOnly ? 'planScreen.emptyReadOnly' : 'planScreen.empty', {
        clusters: terms.clusters,
        educationYear: terms.educationYear,
      }),
    }),
    [t, weeksText, readOnly, terms.clusters, terms.educationYear],
  );

  return { weeksText, labels, texts };
}

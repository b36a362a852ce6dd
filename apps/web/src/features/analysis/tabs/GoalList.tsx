import { Paper, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGoalsAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import classes from './GoalsTab.module.css';
import type { TGoalRow } from './goal-rows';
import { GoalRowView, type TLookups } from './GoalRowView';
import type { TAnalysisTabProps } from './tab-props';
import { useGoalVirtualizer } from './use-goal-virtualizer';

/** The goal tree as one list, virtualised: only the rows in view are rendered. */
export function GoalList({
  rows,
  data,
  links,
}: {
  rows: TGoalRow[];
  data: TGoalsAnalysis;
  links: TAnalysisTabProps<TGoalsAnalysis>['links'];
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const lookups = useMemo<TLookups>(
    () => ({
      clusters: new Map(data.clusters.map((cluster) => [cluster.id, cluster])),
      tests: new Map(data.tests.map((test) => [test.id, test])),
    }),
    [data],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useGoalVirtualizer(rows, scroller);
  return (
    <Paper withBorder radius="md">
      {rows.length === 0 ? (
        <Text size="sm" p="md">
          {t('analysis.goals.none', { learningGoals: terms.learningGoals })}
        </Text>
      ) : (
        <div
          ref={scroller}
          className={classes.scroller}
          role="list"
          aria-label={capitalize(terms.learningGoals)}
          // Scrollable by keyboard (WCAG 2.1.1): the list itself takes the focus.
          tabIndex={0}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div
                  key={item.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={classes.row}
                  data-type={row.type}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row.type === 'competence' ? (
                    <Text fw={700}>
                      {row.item.index} {row.item.title}
                    </Text>
                  ) : row.type === 'outcome' ? (
                    <Text fw={600} size="sm" pl={24}>
                      {row.item.index} {row.item.title}
                    </Text>
                  ) : (
                    <GoalRowView row={row} data={data} lookups={lookups} links={links} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Paper>
  );
}

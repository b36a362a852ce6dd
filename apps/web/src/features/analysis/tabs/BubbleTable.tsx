import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { capitalize, useTerms } from '@/lib/use-terms';
import { ChartTable } from '../charts/ChartTable';
import { useNumberFormat } from '../charts/format';
import type { TAnalysisLinks } from './tab-props';
import type { TBubble } from './use-bubble-layout';

/** The bubbles' facts as a table: each cluster (a link to the plan), its weeks, EC and goals. */
export function BubbleTable({
  caption,
  placed,
  yearId,
  links,
}: {
  caption: string;
  placed: { item: TBubble }[];
  yearId: number;
  links: TAnalysisLinks;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useNumberFormat();
  return (
    <ChartTable
      caption={caption}
      columns={[
        capitalize(terms.cluster),
        t('analysisCharts.bubbles.weeksColumn'),
        capitalize(terms.credits),
        capitalize(terms.learningGoals),
      ]}
      rows={placed.map(({ item }) => ({
        key: item.planned_cluster_id,
        head: (
          <Anchor component={Link} to={links.plan(yearId, item.planned_cluster_id)}>
            {item.index} {item.title}
          </Anchor>
        ),
        cells: [
          t('analysisCharts.bubbles.weeks', { start: item.start_week, end: item.end_week }),
          item.ects === null ? '–' : format(item.ects),
          format(item.goals),
        ],
      }))}
    />
  );
}

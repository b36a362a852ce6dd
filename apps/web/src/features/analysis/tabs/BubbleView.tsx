import { Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TBubblesAnalysis } from '@cp/contracts';
import { useTermCounts, useTerms } from '@/lib/use-terms';
import { EChart } from '../charts/EChart';
import { useWidth } from '../charts/use-width';
import { BubbleTable } from './BubbleTable';
import type { TAnalysisLinks } from './tab-props';
import { LANE_HEIGHT, useBubbleLayout } from './use-bubble-layout';
import { useBubbleOption } from './use-bubble-option';

type TBubbleViewProps = {
  data: TBubblesAnalysis;
  sizeBy: 'ects' | 'goals';
  links: TAnalysisLinks;
};

/**
 * The year's planned clusters as bubbles (ECharts scatter): across at the centre of their weeks,
 * down in lanes so bubbles of overlapping weeks never share a line, size by EC or by number of
 * goals, in the cluster's colour with a dark border (visible on white whatever the colour). A
 * click opens the cluster in the plan; the table under it holds the same facts as text.
 */
export function BubbleView({ data, sizeBy, links }: TBubbleViewProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { termOf } = useTermCounts();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 960);
  const { sizes, placed, lanes } = useBubbleLayout(data, sizeBy, width);
  const option = useBubbleOption({ placed, sizes, lanes, weeks: data.year.weeks });
  const sizeName = sizeBy === 'ects' ? terms.credits : terms.learningGoals;
  const label = t('analysisCharts.bubbles.chartLabel', {
    count: data.bubbles.length,
    clusters: termOf(data.bubbles.length, 'cluster'),
    size: sizeName,
  });

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('analysisCharts.bubbles.hint', { clusters: terms.clusters, size: sizeName })}
      </Text>
      <div ref={box}>
        <EChart
          option={option}
          height={Math.max(240, lanes * LANE_HEIGHT + 48)}
          label={label}
          onItemClick={(event) => {
            const bubble = placed[event.dataIndex]?.item;
            if (bubble) void navigate(links.plan(data.year.id, bubble.planned_cluster_id));
          }}
        />
      </div>
      <BubbleTable caption={label} placed={placed} yearId={data.year.id} links={links} />
    </Stack>
  );
}

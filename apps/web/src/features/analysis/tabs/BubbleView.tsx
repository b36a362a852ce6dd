import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TBubblesAnalysis } from '@cp/contracts';
import { capitalize, useTermCounts, useTerms } from '@/lib/use-terms';
import { ChartTable } from '../charts/ChartTable';
import { EChart } from '../charts/EChart';
import type { TChartOption } from '../charts/echarts';
import { useNumberFormat } from '../charts/format';
import { bubbleSize, escapeHtml, packLanes } from '../charts/lanes';
import { useWidth } from '../charts/use-width';
import type { TAnalysisLinks } from './tab-props';

/** A cluster without a colour of its own: the plan's default bar colour. */
const DEFAULT_COLOUR = '#5c7cfa';
/** A lane is as high as the largest bubble and a gap, so bubbles of two lanes never touch. */
const LANE_HEIGHT = 60;
/** The plot's margins left and right (px), and the gap kept between bubbles of one lane. */
const SIDE = 24;
const GAP = 4;
/** A label fits inside a bubble from this diameter on; smaller ones name it in the tooltip. */
const LABEL_MIN = 30;

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
  const format = useNumberFormat();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 960);
  const valueOf = (bubble: TBubblesAnalysis['bubbles'][number]) =>
    sizeBy === 'ects' ? (bubble.ects ?? 0) : bubble.goals;
  const sizes = useMemo(() => {
    const max = Math.max(0, ...data.bubbles.map(valueOf));
    return new Map(data.bubbles.map((b) => [b.planned_cluster_id, bubbleSize(valueOf(b), max)]));
    // valueOf follows sizeBy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.bubbles, sizeBy]);
  // A lane holds bubbles whose circles (not only their weeks) do not overlap at this width.
  const placed = useMemo(() => {
    const perWeek = Math.max(1, (width - 2 * SIDE) / Math.max(1, data.year.weeks));
    return packLanes(data.bubbles, (bubble) => {
      const centre = (bubble.start_week + bubble.end_week) / 2;
      const radius = ((sizes.get(bubble.planned_cluster_id) ?? 0) / 2 + GAP) / perWeek;
      const half = Math.max((bubble.end_week - bubble.start_week + 1) / 2, radius);
      return [centre - half, centre + half];
    });
  }, [data.bubbles, data.year.weeks, sizes, width]);
  const lanes = Math.max(1, ...placed.map((entry) => entry.lane + 1));
  const sizeName = sizeBy === 'ects' ? terms.credits : terms.learningGoals;

  const option = useMemo<TChartOption>(() => {
    const tooltip = (index: number) => {
      const bubble = placed[index]?.item;
      if (!bubble) return '';
      return [
        `<b>${escapeHtml(`${bubble.index} ${bubble.title}`)}</b>`,
        t('analysisCharts.bubbles.weeks', { start: bubble.start_week, end: bubble.end_week }),
        `${escapeHtml(terms.credits)}: ${bubble.ects === null ? '–' : format(bubble.ects)}`,
        `${escapeHtml(terms.learningGoals)}: ${format(bubble.goals)}`,
      ].join('<br/>');
    };
    return {
      grid: { left: SIDE, right: SIDE, top: LANE_HEIGHT / 2, bottom: 48 },
      tooltip: {
        trigger: 'item',
        formatter: (params: unknown) => tooltip((params as { dataIndex: number }).dataIndex),
      },
      xAxis: {
        type: 'value',
        min: 0.5,
        max: data.year.weeks + 0.5,
        interval: 1,
        name: t('analysisCharts.week'),
        nameLocation: 'middle',
        nameGap: 26,
        // At the bottom, not at lane 0.
        axisLine: { onZero: false },
        axisLabel: {
          formatter: (value: number) => (Number.isInteger(value) ? String(value) : ''),
        },
        splitLine: { show: false },
      },
      yAxis: {
        type: 'value',
        min: -0.5,
        max: lanes - 0.5,
        inverse: true,
        show: false,
      },
      series: [
        {
          type: 'scatter',
          cursor: 'pointer',
          data: placed.map(({ item, lane }) => ({
            value: [(item.start_week + item.end_week) / 2, lane],
            symbolSize: sizes.get(item.planned_cluster_id) ?? 0,
            itemStyle: {
              color: item.color ?? DEFAULT_COLOUR,
              opacity: 0.85,
              borderColor: '#212529',
              borderWidth: 1,
            },
            label: {
              show: (sizes.get(item.planned_cluster_id) ?? 0) >= LABEL_MIN,
              position: 'inside' as const,
              formatter: item.index,
              fontSize: 10,
              color: '#212529',
              textBorderColor: '#ffffff',
              textBorderWidth: 2,
            },
          })),
        },
      ],
    };
  }, [placed, sizes, lanes, data.year.weeks, t, terms, format]);

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
      <ChartTable
        caption={label}
        columns={[
          capitalize(terms.cluster),
          t('analysisCharts.bubbles.weeksColumn'),
          capitalize(terms.credits),
          capitalize(terms.learningGoals),
        ]}
        rows={placed.map(({ item }) => ({
          key: item.planned_cluster_id,
          head: (
            <Anchor component={Link} to={links.plan(data.year.id, item.planned_cluster_id)}>
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
    </Stack>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerms } from '@/lib/use-terms';
import type { TChartOption } from '../charts/echarts';
import { useNumberFormat } from '../charts/format';
import { escapeHtml } from '../charts/lanes';
import { LANE_HEIGHT, SIDE, type TBubble } from './use-bubble-layout';

/** A cluster without a colour of its own: the plan's default bar colour. */
const DEFAULT_COLOUR = '#5c7cfa';
/** A label fits inside a bubble from this diameter on; smaller ones name it in the tooltip. */
const LABEL_MIN = 30;

/**
 * The bubble chart (ECharts scatter): across at the centre of their weeks, down in their lanes,
 * in the cluster's colour with a dark border, the index inside where it fits, the facts in the
 * tooltip.
 */
export function useBubbleOption({
  placed,
  sizes,
  lanes,
  weeks,
}: {
  placed: { item: TBubble; lane: number }[];
  sizes: Map<number, number>;
  lanes: number;
  weeks: number;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useNumberFormat();
  return useMemo<TChartOption>(() => {
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
        max: weeks + 0.5,
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
  }, [placed, sizes, lanes, weeks, t, terms, format]);
}

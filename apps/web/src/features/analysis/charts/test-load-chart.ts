import type { TChartOption } from './echarts';
import type { TTestCategory, TWeekLoad } from './test-load';

/** Colours per category, distinguishable also for the common colour-vision deficiencies. */
export const CATEGORY_COLOURS: Record<TTestCategory, string> = {
  small: '#74c0fc',
  medium: '#4263eb',
  large: '#c2255c',
  assessment: '#2b8a3e',
  exercise: '#74c0fc',
  written_exam: '#4263eb',
  exam: '#c2255c',
  presence: '#f59f00',
};

/*
 * A pattern per category, by its place in the shown list, so the stacks are told apart without
 * colour too (WCAG 1.4.1): plain, diagonal stripes, dots, the other diagonal, horizontal lines.
 * The chart draws them as ECharts decals over the colour; the HTML legend's swatches as the same
 * patterns in CSS (categoryPatternCss).
 */
const STRIPE = 'rgba(255, 255, 255, 0.75)';
type TPattern = {
  decal:
    | 'none'
    | {
        symbol: string;
        symbolSize?: number;
        dashArrayX: number[] | number[][];
        dashArrayY: number[];
        rotation?: number;
      };
  css: string;
};
const PATTERNS: TPattern[] = [
  { decal: 'none', css: 'none' },
  {
    decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: -Math.PI / 4 },
    css: `repeating-linear-gradient(45deg, ${STRIPE} 0 2px, transparent 2px 6px)`,
  },
  {
    decal: {
      symbol: 'circle',
      symbolSize: 0.8,
      dashArrayX: [
        [4, 4],
        [0, 4, 4, 0],
      ],
      dashArrayY: [4, 0],
    },
    css: `radial-gradient(${STRIPE} 1.5px, transparent 1.6px) 0 0 / 5px 5px`,
  },
  {
    decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: Math.PI / 4 },
    css: `repeating-linear-gradient(-45deg, ${STRIPE} 0 2px, transparent 2px 6px)`,
  },
  {
    decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: 0 },
    css: `repeating-linear-gradient(0deg, ${STRIPE} 0 2px, transparent 2px 6px)`,
  },
];

const patternAt = (index: number) => PATTERNS[index % PATTERNS.length]!;

function decalAt(index: number) {
  const { decal } = patternAt(index);
  // No decal at all for the plain one (ECharts 6 fails on the string 'none' in a series).
  return decal === 'none' ? undefined : { ...decal, color: STRIPE };
}

/** The legend swatch's background: the category's pattern over its colour. */
export function categoryPatternCss(category: TTestCategory, index: number): string {
  const { css } = patternAt(index);
  const colour = CATEGORY_COLOURS[category];
  return css === 'none' ? colour : `${css}, ${colour}`;
}

type TSide = { label: string; loads: TWeekLoad[] };

type TChartTexts = {
  category: (category: TTestCategory) => string;
  /** The tooltip of one position on the axis (both sides when comparing). */
  tooltip: (index: number) => string;
  periodBands: { name: string; from: number; to: number }[];
};

/**
 * The stacked bar chart of the test load: one stack per side (the compared side lighter and
 * striped by its border, beside the main one), peak weeks in red bold on the axis, periods as
 * bands with their names. Axis positions are the shown weeks in order; the labels are the main
 * side's week numbers.
 */
export function testLoadOption(
  categories: readonly TTestCategory[],
  main: TSide,
  compare: TSide | null,
  texts: TChartTexts,
): TChartOption {
  const length = Math.max(main.loads.length, compare?.loads.length ?? 0);
  const labels = Array.from({ length }, (_, index) =>
    String(main.loads[index]?.week ?? compare?.loads[index]?.week ?? index + 1),
  );
  const peaks = new Set(main.loads.flatMap((load, index) => (load.peak ? [labels[index]] : [])));
  const sides = compare ? [main, compare] : [main];
  const series = sides.flatMap((side, sideIndex) =>
    categories.map((category, categoryIndex) => ({
      type: 'bar' as const,
      name: compare ? `${texts.category(category)} (${side.label})` : texts.category(category),
      stack: `side-${sideIndex}`,
      // The compared side's empty weeks stay empty (a zero bar would still draw its border).
      data: side.loads.map((load) =>
        sideIndex === 0 ? (load.values[category] ?? 0) : load.values[category] || null,
      ),
      itemStyle: {
        color: CATEGORY_COLOURS[category],
        decal: decalAt(categoryIndex),
        opacity: sideIndex === 0 ? 1 : 0.5,
        borderColor: sideIndex === 0 ? undefined : '#212529',
        borderWidth: sideIndex === 0 ? 0 : 1,
        borderType: 'dashed' as const,
      },
      emphasis: { focus: 'series' as const },
      // The period bands once, under the first series.
      ...(sideIndex === 0 && categoryIndex === 0 && texts.periodBands.length > 1
        ? {
            markArea: {
              silent: true,
              label: { position: 'top' as const, color: '#495057', fontSize: 11 },
              data: texts.periodBands.map((band, index) => [
                {
                  name: band.name,
                  xAxis: String(band.from),
                  itemStyle: { color: index % 2 === 0 ? 'rgba(0,0,0,0.04)' : 'rgba(0,0,0,0)' },
                },
                { xAxis: String(band.to) },
              ]) as never,
            },
          }
        : {}),
    })),
  );
  return {
    grid: { left: 48, right: 16, top: 28, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const first = Array.isArray(params) ? (params[0] as { dataIndex?: number }) : undefined;
        return texts.tooltip(first?.dataIndex ?? 0);
      },
    },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: {
        interval: length > 60 ? 'auto' : 0,
        formatter: (value: string) => (peaks.has(value) ? `{peak|${value}!}` : value),
        rich: { peak: { color: '#c92a2a', fontWeight: 'bold' } },
      },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}

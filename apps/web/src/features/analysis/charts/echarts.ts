/*
 * Apache ECharts, modular: only the core, the two chart types the analysis draws (stacked bars
 * for the test load, scatter for the bubble view), the components they use and the SVG renderer
 * (crisp at any zoom, and its output is DOM a test can read). Imported only by the analysis tabs,
 * which the screen loads lazily, so the first load of other pages does not carry it. About 180 KB
 * gzip even so (ECharts 6's core alone is 108 KB); the legends are HTML (real text, and 6 KB less).
 */
import { BarChart, ScatterChart } from 'echarts/charts';
import type { BarSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import type {
  GridComponentOption,
  MarkAreaComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { init, use as register } from 'echarts/core';
import type { ComposeOption, ECElementEvent, EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// echarts.use, renamed: React's lint takes `use` for the hook.
register([BarChart, ScatterChart, GridComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);

export type TChartOption = ComposeOption<
  | BarSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | MarkAreaComponentOption
  | TooltipComponentOption
>;
export type TChartClick = ECElementEvent;
export type TChart = EChartsType;

export function createChart(element: HTMLElement, size: { width?: number; height: number }) {
  return init(element, null, { renderer: 'svg', ...size });
}

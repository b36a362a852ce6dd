import { useEffect, useRef } from 'react';
import { createChart, type TChart, type TChartClick, type TChartOption } from './echarts';

/** Width while the element has no layout yet (hidden, or a test DOM without layout). */
const FALLBACK_WIDTH = 960;

type TEChartProps = {
  option: TChartOption;
  height: number;
  /** What the picture shows, for screen readers; the numbers are in the table next to it. */
  label: string;
  onItemClick?: (event: TChartClick) => void;
};

/**
 * One ECharts instance in a div: created on mount, given each new option whole (notMerge, so a
 * series that went away does not linger), resized with its box, disposed on unmount. The chart
 * is one image to assistive technology (`role="img"`); every tab puts its numbers in a table.
 */
export function EChart({ option, height, label, onItemClick }: TEChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<TChart | null>(null);
  const click = useRef(onItemClick);
  useEffect(() => {
    click.current = onItemClick;
  });

  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const instance = createChart(box, {
      height,
      width: box.clientWidth === 0 ? FALLBACK_WIDTH : undefined,
    });
    chart.current = instance;
    instance.on('click', (event) => click.current?.(event));
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (box.clientWidth > 0) instance.resize({ width: 'auto', height });
          });
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    chart.current?.setOption({ animation: !reduced, ...option }, { notMerge: true });
  }, [option, height]);

  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      data-testid="echart"
      style={{ width: '100%', height }}
    />
  );
}

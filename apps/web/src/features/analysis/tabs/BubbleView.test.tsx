import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TAnalysisCluster, TBubblesAnalysis } from '@cp/contracts';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { BubbleView } from './BubbleView';
import type { TAnalysisLinks } from './tab-props';

const links: TAnalysisLinks = {
  plan: (year, cluster) => `/plan/${year}?cluster=${cluster ?? ''}`,
  design: () => '/ontwerp',
};

const bubble = (
  id: number,
  start_week: number,
  end_week: number,
  ects: number | null,
  goals: number,
): TAnalysisCluster & { goals: number } => ({
  planned_cluster_id: id,
  cluster_id: id + 100,
  index: `B${id}`,
  short_title: `Bel ${id}`,
  title: `Bel <${id}>`,
  color: id === 2 ? null : '#ffec99',
  ects,
  start_week,
  end_week,
  planned_elective_id: null,
  group_ids: [],
  subject_ids: [],
  goals,
});

/** Eight weeks; B1 weeks 1–4 and B2 weeks 3–6 overlap (two lanes); B3 weeks 5–8 fits lane 1. */
const data: TBubblesAnalysis = {
  year: { id: 9, position: 1, name: 'Jaar 1', weeks: 8, periods: [] },
  bubbles: [bubble(3, 5, 8, 7.5, 2), bubble(1, 1, 4, 5, 10), bubble(2, 3, 6, null, 4)],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderView(sizeBy: 'ects' | 'goals', language = 'nl') {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <BubbleView data={data} sizeBy={sizeBy} links={links} />
            <Where />
          </>
        }
      />
    </Routes>,
    { language },
  );
}

describe('BubbleView', () => {
  it('draws a bubble per cluster and lists them as text with links to the plan', async () => {
    await renderView('ects');
    const chart = screen.getByRole('img', {
      name: 'Bellenweergave van 3 clusters, grootte naar studiepunten (EC)',
    });
    // Bubbles large enough carry their index; B2 (no EC: the smallest size) is named in the table.
    expect(chart.textContent).toContain('B1');
    expect(chart.textContent).toContain('B3');
    expect(chart.textContent).not.toContain('B2');
    const table = screen.getByRole('table', { name: /Bellenweergave/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // By start week; the title is text, and a missing EC shows as a dash.
    expect(rows).toEqual([
      'B1 Bel <1>week 1–4510',
      'B2 Bel <2>week 3–6–4',
      'B3 Bel <3>week 5–87,52',
    ]);
    expect(within(table).getByRole('link', { name: 'B3 Bel <3>' })).toHaveProperty(
      'href',
      expect.stringContaining('/plan/9?cluster=3'),
    );
  });

  it('sizes the bubbles by EC or by number of goals', async () => {
    // Reduced motion: the chart draws without animation, so the final sizes are in the SVG.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const radii = async (sizeBy: 'ects' | 'goals') => {
      const { unmount } = await renderView(sizeBy);
      const chart = screen.getByRole('img', { name: /Bellenweergave/ });
      // ECharts draws each symbol as a path; its bounding size is in the path's transform.
      const paths = [...chart.querySelectorAll('path')].map(
        (path) => path.getAttribute('transform') ?? '',
      );
      unmount();
      return paths.join('|');
    };
    const byEcts = await radii('ects');
    expect(byEcts).not.toContain('matrix(0,0,0,0');
    expect(byEcts).not.toBe(await radii('goals'));
  });

  it('opens the plan of a cluster when its bubble is clicked', async () => {
    await renderView('goals');
    const chart = screen.getByRole('img', { name: /Bellenweergave/ });
    // Without layout the chart is 960 × 240: the plot 24..936 across weeks 0,5..8,5 (114 px a
    // week), 30..192 down for two lanes (81 px each). B3 is centred on week 6,5 in lane 0.
    const target = chart.firstElementChild as HTMLElement;
    const at = { clientX: 24 + 6 * 114, clientY: 30 + 40 };
    fireEvent.mouseMove(target, at);
    fireEvent.mouseDown(target, at);
    fireEvent.mouseUp(target, at);
    fireEvent.click(target, at);
    expect(screen.getByTestId('where').textContent).toBe('/plan/9?cluster=3');
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAnalysisCluster, TCoverageAnalysis } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { CoverageTab } from './CoverageTab';
import { NO_FILTERS, type TAnalysisFilters, type TAnalysisLinks } from './tab-props';

const links: TAnalysisLinks = {
  plan: (year, cluster) => `/plan/${year}?cluster=${cluster ?? ''}`,
  design: (item) => `/ontwerp?${item?.kind ?? ''}=${item?.id ?? ''}`,
};

const cluster = (id: number, groups: number[], start = 1, end = 4): TAnalysisCluster => ({
  planned_cluster_id: id,
  cluster_id: id + 1000,
  index: `C${id}`,
  short_title: `Cluster ${id}`,
  title: `Cluster ${id} voluit`,
  color: '#228be6',
  ects: 5,
  start_week: start,
  end_week: end,
  planned_elective_id: null,
  group_ids: groups,
  subject_ids: [],
});

const year = {
  id: 9,
  position: 1,
  name: 'Jaar 1',
  weeks: 8,
  periods: [
    { id: 31, position: 1, name: 'P1', weeks: 4, first_week: 1 },
    { id: 32, position: 2, name: 'P2', weeks: 4, first_week: 5 },
  ],
};

/*
 * Two competences, three goals, three clusters. Goal 1 is designed and tested in C1 and
 * practised in C2; goal 2 designed in C2 only; goal 3 (other competence) tested in C3 (period 2).
 * Percentages of the answer: designed 2/3, practised 1/3, tested 2/3.
 */
function small(): TCoverageAnalysis {
  return {
    year,
    competences: [
      { id: 1, index: '1', title: 'Ontwerpen', level: null },
      { id: 2, index: '2', title: 'Bouwen', level: null },
    ],
    outcomes: [
      { id: 11, index: '1.1', title: 'Schetsen', level: null, competence_id: 1 },
      { id: 21, index: '2.1', title: 'Programmeren', level: null, competence_id: 2 },
    ],
    goals: [
      { id: 101, index: '1.1.1', title: 'Doel A', level: null, outcome_id: 11 },
      { id: 102, index: '1.1.2', title: 'Doel B', level: null, outcome_id: 11 },
      { id: 201, index: '2.1.1', title: 'Doel C', level: null, outcome_id: 21 },
    ],
    clusters: [cluster(1, [7]), cluster(2, [8]), cluster(3, [7], 5, 8)],
    cells: [
      [101, 1, 1 | 4],
      [101, 2, 2],
      [102, 2, 1],
      [201, 3, 4],
    ],
    percentages: { designed: 66.7, practised: 33.3, tested: 66.7 },
  };
}

/** A large education: `goals` goals in groups of 10 per outcome, `clusters` columns. */
function large(goals: number, clusters: number): TCoverageAnalysis {
  const outcomes = Array.from({ length: goals / 10 }, (_, index) => ({
    id: 5000 + index,
    index: `1.${index + 1}`,
    title: `Uitkomst ${index + 1}`,
    level: null,
    competence_id: 1,
  }));
  return {
    year,
    competences: [{ id: 1, index: '1', title: 'Alles', level: null }],
    outcomes,
    goals: Array.from({ length: goals }, (_, index) => ({
      id: 10_000 + index,
      index: `1.${Math.floor(index / 10) + 1}.${(index % 10) + 1}`,
      title: `Doel ${index}`,
      level: null,
      outcome_id: 5000 + Math.floor(index / 10),
    })),
    clusters: Array.from({ length: clusters }, (_, index) => cluster(index + 1, [])),
    cells: Array.from({ length: goals }, (_, index) => [
      10_000 + index,
      (index % clusters) + 1,
      7,
    ]) as TCoverageAnalysis['cells'],
    percentages: { designed: 100, practised: 100, tested: 100 },
  };
}

function renderTab(
  data: TCoverageAnalysis,
  filters: TAnalysisFilters = NO_FILTERS,
  language = 'nl',
) {
  return renderWithProviders(
    <CoverageTab data={data} compare={null} label="Jaar 1" filters={filters} links={links} />,
    { language },
  );
}

const grid = () => screen.getByRole('grid');

describe('CoverageTab', () => {
  it('shows each cell with its flags in words and symbols, grouped by competence and outcome', async () => {
    await renderTab(small());
    const cell = within(grid()).getByRole('gridcell', {
      name: '1.1.1 Doel A × C1 Cluster 1: ontworpen, getoetst',
    });
    expect(cell.textContent).toBe('○✓');
    expect(
      within(grid()).getByRole('gridcell', { name: '1.1.2 Doel B × C1 Cluster 1: niet gedekt' })
        .textContent,
    ).toBe('');
    expect(within(grid()).getByRole('rowheader', { name: '1 Ontwerpen' })).toBeTruthy();
    expect(within(grid()).getByRole('rowheader', { name: '2.1 Programmeren' })).toBeTruthy();
  });

  it('links goals to the design and clusters to the plan', async () => {
    await renderTab(small());
    expect(
      within(grid()).getByRole('link', { name: '1.1.1 Doel A, openen in het ontwerp' }),
    ).toHaveProperty('href', expect.stringContaining('/ontwerp?goal=101'));
    expect(
      within(grid()).getByRole('link', {
        name: 'C3 Cluster 3 voluit, week 5–8, openen in de planning',
      }),
    ).toHaveProperty('href', expect.stringContaining('/plan/9?cluster=3'));
  });

  it('totals rows and columns, one in the singular (issue 14)', async () => {
    await renderTab(small());
    expect(
      within(grid()).getByRole('gridcell', { name: '1.1.1: ontworpen in 1 cluster' }).textContent,
    ).toBe('1');
    expect(
      within(grid()).getByRole('gridcell', { name: '1.1.1: geoefend in 1 cluster' }).textContent,
    ).toBe('1');
    expect(
      within(grid()).getByRole('gridcell', { name: '1.1.2: getoetst in 0 clusters' }).textContent,
    ).toBe('0');
    expect(
      within(grid()).getByRole('gridcell', { name: 'C2 Cluster 2: 1 leerdoel ontworpen' })
        .textContent,
    ).toBe('1');
    expect(
      within(grid()).getByRole('gridcell', { name: 'C2 Cluster 2: 1 leerdoel geoefend' })
        .textContent,
    ).toBe('1');
  });

  it("shows the answer's percentages without filters", async () => {
    await renderTab(small());
    const list = screen.getByRole('list', { name: 'Dekking in procenten' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '○ leerdoelen ontworpen66,7%',
      '◆ leerdoelen geoefend33,3%',
      '✓ leerdoelen getoetst66,7%',
    ]);
  });

  it('recomputes percentages and columns for a filter (period 1: clusters 1 and 2)', async () => {
    await renderTab(small(), { ...NO_FILTERS, periodId: 31 });
    const list = screen.getByRole('list', { name: 'Dekking in procenten' });
    // Designed: goals 1 and 2 of 3; practised: goal 1; tested: goal 1 (goal 3 is tested in C3).
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '○ leerdoelen ontworpen66,7%',
      '◆ leerdoelen geoefend33,3%',
      '✓ leerdoelen getoetst33,3%',
    ]);
    expect(within(grid()).queryByRole('link', { name: /C3 Cluster 3/ })).toBeNull();
  });

  it('narrows the columns to a cluster group', async () => {
    await renderTab(small(), { ...NO_FILTERS, clusterGroupId: 7 });
    const clusters = within(grid())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/plan'))
      .map((link) => link.textContent);
    expect(clusters).toEqual(['C1 Cluster 1', 'C3 Cluster 3']);
    expect(screen.getByText('3 leerdoelen × 2 clusters')).toBeTruthy();
  });

  it('filters to the goals without a test', async () => {
    const user = userEvent.setup();
    await renderTab(small());
    await user.click(screen.getByRole('switch', { name: /Alleen leerdoelen zonder toets/ }));
    const goals = within(grid())
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text?.startsWith('1.') || text?.startsWith('2.'));
    expect(goals).toEqual(['1.1.2 Doel B']);
    // The competence without an uncovered goal is gone with its goals.
    expect(within(grid()).queryByRole('rowheader', { name: '2 Bouwen' })).toBeNull();
  });

  it('has a legend with a symbol next to each colour', async () => {
    await renderTab(small(), NO_FILTERS, 'en');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['○designed', '◆practised', '✓tested']);
  });

  it('moves one tab stop across the cells with the arrow keys, skipping group rows', async () => {
    await renderTab(small());
    const stops = () => grid().querySelectorAll('[tabindex="0"]');
    expect(stops()).toHaveLength(1);
    const first = stops()[0] as HTMLElement;
    expect(first.getAttribute('aria-label')).toBe(
      '1.1.1 Doel A × C1 Cluster 1: ontworpen, getoetst',
    );
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '1.1.1 Doel A × C2 Cluster 2: geoefend',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '1.1.2 Doel B × C2 Cluster 2: ontworpen',
    );
    // Down again passes the competence and outcome rows of competence 2.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '2.1.1 Doel C × C2 Cluster 2: niet gedekt',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('2.1.1 Doel C');
    fireEvent.keyDown(document.activeElement!, { key: 'Home', ctrlKey: true });
    expect(document.activeElement?.getAttribute('data-pos')).toBe('0:0');
    expect(stops()).toHaveLength(1);
  });

  it('renders only a window of a 600 × 300 matrix, and keeps the focus while moving far', async () => {
    await renderTab(large(600, 300));
    // Role queries walk the accessibility tree (slow in a test DOM); the attribute says the same.
    const rows = grid().querySelectorAll('[role="row"]');
    const cells = grid().querySelectorAll('[role="gridcell"]');
    // The view (1200 × 640 without layout) holds about 18 rows and 26 columns plus overscan.
    expect(rows.length).toBeLessThan(50);
    expect(cells.length).toBeLessThan(2000);
    expect(grid().getAttribute('aria-rowcount')).toBe(String(4 + 600 + 60 + 1));
    expect(grid().getAttribute('aria-colcount')).toBe(String(4 + 300));
    const first = grid().querySelector<HTMLElement>('[tabindex="0"]')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'End', ctrlKey: true });
    // The last cell (goal 600, cluster 300) is rendered and focused.
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '1.60.10 Doel 599 × C300 Cluster 300: ontworpen, geoefend, getoetst',
    );
    expect(grid().querySelectorAll('[role="gridcell"]').length).toBeLessThan(2000);
    // A test DOM renders a few hundred cells slowly (about a second on a shared machine).
  }, 20_000);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAnalysisCluster, TTestsAnalysis } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { NO_FILTERS, type TAnalysisFilters, type TAnalysisLinks } from './tab-props';
import { TestsTab } from './TestsTab';

const links: TAnalysisLinks = {
  plan: (year, cluster) => `/plan/${year}?cluster=${cluster ?? ''}`,
  design: (item) => `/ontwerp?${item?.kind ?? ''}=${item?.id ?? ''}`,
};

const cluster = (
  id: number,
  index: string,
  groups: number[],
  subjects: number[],
): TAnalysisCluster => ({
  planned_cluster_id: id,
  cluster_id: id + 100,
  index,
  short_title: `Cluster ${index}`,
  title: `Cluster ${index} lang`,
  color: null,
  ects: 5,
  start_week: 1,
  end_week: 8,
  planned_elective_id: null,
  group_ids: groups,
  subject_ids: subjects,
});

type TTest = TTestsAnalysis['tests'][number];
let nextId = 1;
const test = (
  week: number,
  planned_cluster_id: number,
  kind: TTest['kind'],
  size: TTest['size'],
  minutes: number | null,
  weight: number | null,
): TTest => ({ id: nextId++, planned_cluster_id, week, kind, size, minutes, weight });

/*
 * Two periods of four weeks. Week 2: three large tests (a peak by the large rule); week 6: five
 * tests (a peak by the count rule). Cluster A (group 100, subject 200) holds two of week 2's
 * large tests and one of week 6's.
 */
function fixture(tests: TTest[]): TTestsAnalysis {
  return {
    year: {
      id: 9,
      position: 1,
      name: 'Jaar 1',
      weeks: 8,
      periods: [
        { id: 31, position: 1, name: 'P1', weeks: 4, first_week: 1 },
        { id: 32, position: 2, name: 'P2', weeks: 4, first_week: 5 },
      ],
    },
    // The tab recounts from `tests`; the server's sums are not read.
    weeks: [],
    periods: [],
    tests,
    clusters: [cluster(11, '1.1', [100], [200]), cluster(12, '1.2', [101], [201])],
  };
}

const mainTests = () => [
  test(2, 11, 'exam', 'large', 120, 30),
  test(2, 11, 'exam', 'large', 90, 20),
  test(2, 12, 'written_exam', 'large', 60, 12.5),
  test(3, 12, 'exercise', 'small', 30, null),
  test(6, 11, 'assessment', 'medium', 60, 25),
  test(6, 12, 'exercise', 'small', 15, null),
  test(6, 12, 'exercise', 'small', 15, null),
  test(6, 12, 'exercise', 'small', 15, null),
  test(6, 12, 'exercise', 'small', 15, null),
];

function renderTab(
  filters: TAnalysisFilters = NO_FILTERS,
  compare: TTestsAnalysis | null = null,
  language = 'nl',
) {
  return renderWithProviders(
    <TestsTab
      data={fixture(mainTests())}
      compare={compare ? { data: compare, label: 'Jaar 2' } : null}
      label="Jaar 1"
      filters={filters}
      links={links}
    />,
    { language },
  );
}

/** The cells of one row of the text alternative table, by its week header. */
function tableRow(week: string) {
  const table = screen.getByRole('table', { name: /Toetsbelasting per week|Test load per week/ });
  const header = within(table).getByRole('rowheader', { name: week });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('TestsTab', () => {
  it('lists the peak weeks in text with links to the plan of their clusters', async () => {
    await renderTab();
    const peaks = screen.getByRole('region', { name: /Piekweken/ });
    const items = within(peaks).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Week 2: 3 toetsen, waarvan 3 groot · 1.1 Cluster 1.1 · 1.2 Cluster 1.2',
      'Week 6: 5 toetsen, waarvan 0 groot · 1.1 Cluster 1.1 · 1.2 Cluster 1.2',
    ]);
    expect(within(items[0]!).getByRole('link', { name: '1.1 Cluster 1.1' })).toHaveProperty(
      'href',
      expect.stringContaining('/plan/9?cluster=11'),
    );
    // The chart itself is an image with a name; its numbers are in the table.
    const chart = screen.getByRole('img', { name: /Toetsbelasting per week/ });
    // ECharts drew its SVG: the bars are paths, the peak weeks' axis labels carry the mark.
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(chart.textContent).toContain('2!');
    expect(chart.textContent).toContain('6!');
  });

  it('holds the numbers per week in the text alternative table', async () => {
    await renderTab();
    // Columns: small, medium, large, number of tests, peak.
    expect(tableRow('2')).toEqual(['0', '0', '3', '3', 'Ja']);
    expect(tableRow('3')).toEqual(['1', '0', '0', '1', '']);
    expect(tableRow('6')).toEqual(['4', '1', '0', '5', 'Ja']);
  });

  it('recounts with a cluster group filter: no peaks left, totals per period follow', async () => {
    await renderTab({ ...NO_FILTERS, clusterGroupId: 100 });
    expect(screen.getByText(/Piekweken \(met de clusters om aan te passen\): geen/)).toBeTruthy();
    expect(tableRow('2')).toEqual(['0', '0', '2', '2', '']);
    const periods = screen.getByRole('table', { name: 'Toetsen per periode' });
    const p1 = within(within(periods).getByRole('rowheader', { name: 'P1' }).closest('tr')!);
    // Count, small, medium, large, minutes, weight.
    expect(p1.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2',
      '0',
      '0',
      '2',
      '210',
      '50',
    ]);
  });

  it("filters by kind and by period (only that period's weeks)", async () => {
    await renderTab({ ...NO_FILTERS, testKind: 'exercise', periodId: 32 });
    expect(screen.queryByRole('rowheader', { name: '2' })).toBeNull();
    expect(tableRow('6')).toEqual(['4', '0', '0', '4', '']);
  });

  it("switches to minutes and weight, in the language's number format", async () => {
    const user = userEvent.setup();
    await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Weging' }));
    // Week 2: 30 + 20 + 12,5.
    expect(tableRow('2')).toEqual(['0', '0', '62,5', '62,5', 'Ja']);
    await user.click(screen.getByRole('radio', { name: 'Minuten' }));
    expect(tableRow('2')).toEqual(['0', '0', '270', '270', 'Ja']);
    // By kind: assessment, exercise, written exam, exam, presence.
    await user.click(screen.getByRole('radio', { name: 'soort' }));
    expect(tableRow('2')).toEqual(['0', '0', '60', '210', '0', '270', 'Ja']);
  });

  it('compares two sides with the differences per week', async () => {
    const other = fixture([
      test(2, 11, 'exam', 'large', 60, 10),
      test(4, 12, 'exam', 'small', 30, 5),
    ]);
    await renderTab(NO_FILTERS, other);
    // Columns: main, compared, difference.
    expect(tableRow('2')).toEqual(['3', '1', '−2']);
    expect(tableRow('4')).toEqual(['0', '1', '+1']);
    expect(screen.getByText(/week 2 −2, week 3 −1, week 4 \+1, week 6 −5/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Toetsen per periode: Jaar 2' })).toBeTruthy();
  });

  it('says when a filter cannot apply to the compared side', async () => {
    const other = fixture([test(2, 11, 'exam', 'large', 60, 10)]);
    other.clusters = other.clusters.map((item) => ({ ...item, group_ids: [900] }));
    await renderTab({ ...NO_FILTERS, clusterGroupId: 100 }, other);
    expect(screen.getByText(/Niet elk filter past op Jaar 2/)).toBeTruthy();
  });

  it('speaks English with English number formats', async () => {
    const user = userEvent.setup();
    await renderTab(NO_FILTERS, null, 'en');
    await user.click(screen.getByRole('radio', { name: 'Weight' }));
    expect(tableRow('2')).toEqual(['0', '0', '62.5', '62.5', 'Yes']);
    expect(screen.getByRole('region', { name: /Peak weeks/ })).toBeTruthy();
  });
});

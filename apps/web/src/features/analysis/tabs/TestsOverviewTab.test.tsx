import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { analysisCluster, overviewTest, testsOverview } from '../analysis-fixture';
import { ANALYSIS_LINKS } from '../analysis-links';
import { NO_FILTERS, type TAnalysisFilters } from './tab-props';
import { TestsOverviewTab } from './TestsOverviewTab';

const data = {
  ...testsOverview([
    overviewTest({ id: 1, name: 'Casus', week: 5, minutes: 30, goals: ['1.1.2'] }),
    overviewTest({ id: 2, name: 'Kennistoets', week: 2, minutes: null, kind: 'exam' }),
    overviewTest({
      id: 3,
      name: 'Presentatie',
      week: 7,
      minutes: 120,
      size: 'small',
      planned_cluster_id: 102,
      cluster_index: '2',
      period_id: 12,
      goals: ['1.1.1', '1.1.3'],
    }),
  ]),
  clusters: [
    analysisCluster(),
    analysisCluster({ planned_cluster_id: 102, cluster_id: 202, index: '2', group_ids: [61] }),
  ],
};

function show(filters: TAnalysisFilters = NO_FILTERS, language = 'nl') {
  return renderWithProviders(
    <TestsOverviewTab
      data={data}
      compare={null}
      label="Verpleegkunde, Leerjaar 1"
      filters={filters}
      links={ANALYSIS_LINKS}
    />,
    { language },
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('TestsOverviewTab', () => {
  it('sorts by a column, both ways, with aria-sort on the header', async () => {
    await show();
    const week = () => screen.getByRole('columnheader', { name: /Week/ });
    const minutes = () => screen.getByRole('columnheader', { name: /Minuten/ });
    // By week at first.
    expect(week().getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Kennistoets', 'Casus', 'Presentatie']);

    await userEvent.click(within(week()).getByRole('button'));
    expect(week().getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Presentatie', 'Casus', 'Kennistoets']);

    // Minutes: the test without minutes last, whichever way.
    await userEvent.click(within(minutes()).getByRole('button'));
    expect(minutes().getAttribute('aria-sort')).toBe('ascending');
    expect(week().getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Casus', 'Presentatie', 'Kennistoets']);
    await userEvent.click(within(minutes()).getByRole('button'));
    expect(names()).toEqual(['Presentatie', 'Casus', 'Kennistoets']);
  });

  it('filters by the screen filters and the search, and links each test to its cluster', async () => {
    await show({ ...NO_FILTERS, clusterGroupId: 61 });
    expect(names()).toEqual(['Presentatie']);
    expect(screen.getByText('1 van 3 toetsen')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^2 / }).getAttribute('href')).toBe(
      '/plan/1?geplandcluster=102',
    );
  });

  it('searches by goal and marks a test without goals', async () => {
    await show();
    expect(screen.getByText('geen')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Zoeken' }), '1.1.3');
    expect(await screen.findByText('1 van 3 toetsen')).toBeTruthy();
    expect(names()).toEqual(['Presentatie']);
  });

  it('formats numbers in the interface language', async () => {
    await show(NO_FILTERS, 'en');
    const row = screen.getByRole('row', { name: /Kennistoets/ });
    expect(within(row).getByText('2.5')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
  });
});

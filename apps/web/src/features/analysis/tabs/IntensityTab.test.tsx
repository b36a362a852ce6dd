import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import type { TIntensityAnalysis } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { IntensityTab } from './IntensityTab';
import { NO_FILTERS, type TAnalysisLinks } from './tab-props';

const links: TAnalysisLinks = {
  plan: (year, cluster) => `/plan/${year}?cluster=${cluster ?? ''}`,
  design: () => '/ontwerp',
};

const none = { small: 0, medium: 0, large: 0 };

/** Four weeks, a norm of 40 hours a week (HO, 60 EC a year), 58 EC planned: under the norm. */
function fixture(classHours: number[]): TIntensityAnalysis {
  return {
    year: {
      id: 9,
      position: 1,
      name: 'Jaar 1',
      weeks: 4,
      periods: [{ id: 31, position: 1, name: 'P1', weeks: 4, first_week: 1 }],
    },
    weeks: classHours.map((hours, index) => ({
      week: index + 1,
      class_hours: hours,
      study_hours: null,
      tests: index === 3 ? { small: 1, medium: 0, large: 2 } : none,
      test_minutes: index === 3 ? 240 : 0,
      special_blocks: index === 3 ? ['Toetsweek'] : [],
    })),
    norm_hours_per_week: 40,
    norm: {
      norm: {
        id: 1,
        education_types: ['hbo_full_bachelor'],
        unit: 'ects',
        per_year_min: 60,
        per_year_max: null,
        hours_per_ects: 28,
        law: 'WHW 7.4',
        effective_from: '2024-09-01',
      },
      planned: 58,
      status: 'under',
    },
  };
}

/** The tab for the four weeks of `fixture`, as the analysis shows it for "Jaar 1". */
function renderTab({
  compare = null,
  label = 'Jaar 1',
  language,
}: {
  compare?: ComponentProps<typeof IntensityTab>['compare'];
  label?: string;
  language?: string;
} = {}) {
  return renderWithProviders(
    <IntensityTab
      data={fixture([10, 0, 25.5, 40])}
      compare={compare}
      label={label}
      filters={NO_FILTERS}
      links={links}
    />,
    { language },
  );
}

function row(table: HTMLElement, name: string) {
  const head = within(table).getByRole('rowheader', { name });
  return within(head.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('IntensityTab', () => {
  it('shows the load per week as numbers in a table, with the norm per week as a difference', async () => {
    await renderTab();
    const table = screen.getByRole('table', { name: 'Studiebelasting per week: Jaar 1' });
    expect(row(table, 'Contacturen')).toEqual(['10', '0', '25,5', '40']);
    expect(row(table, 'Toetsen Groot')).toEqual(['0', '0', '0', '2']);
    expect(row(table, 'Toetsminuten')).toEqual(['0', '0', '0', '240']);
    // ▼ under the norm, ▲ at or above it: a symbol as well as a number.
    expect(row(table, 'T.o.v. norm (40 u)')).toEqual(['▼−30', '▼−40', '▼−14,5', '▲0']);
    expect(row(table, 'Bijzondere blokken')).toEqual(['', '', '', 'Toetsweek']);
    // No study hours row when the answer has none.
    expect(within(table).queryByRole('rowheader', { name: 'Studie-uren' })).toBeNull();
  });

  it('colours by steps that the legend names in numbers', async () => {
    await renderTab();
    const legend = screen.getByRole('list', { name: 'Kleur naar uren' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 uur', '0–10 uur', '10–20 uur', '20–30 uur', '30–40 uur']);
    const table = screen.getByRole('table', { name: 'Studiebelasting per week: Jaar 1' });
    const cells = within(
      within(table).getByRole('rowheader', { name: 'Contacturen' }).closest('tr')!,
    )
      .getAllByRole('cell')
      .map((cell) => cell.style.background);
    // 10 h is step 1, 0 h step 0, 25,5 h step 3, 40 h step 4: four different colours.
    expect(new Set(cells).size).toBe(4);
  });

  it('states the year against the norm with the law, and compares with a second strip', async () => {
    const other = fixture([40, 40, 40, 40]);
    other.norm = { ...other.norm!, planned: 61, status: 'within' };
    await renderTab({ compare: { data: other, label: 'Jaar 2' } });
    expect(screen.getByText('Onder de norm')).toBeTruthy();
    expect(screen.getByText('Binnen de norm')).toBeTruthy();
    expect(
      screen.getAllByText(
        'Gepland: 58 studiepunten (EC). Norm: minimaal 60 studiepunten (EC) per jaar (WHW 7.4, geldt vanaf 1 september 2024).',
      ),
    ).toHaveLength(1);
    const second = screen.getByRole('table', { name: 'Studiebelasting per week: Jaar 2' });
    expect(row(second, 'Contacturen')).toEqual(['40', '40', '40', '40']);
    // The difference per week with the main side, marked by its sign.
    expect(row(second, 'Verschil in uren met Jaar 1')).toEqual(['+30', '+40', '+14,5', '0']);
  });

  it('speaks English', async () => {
    await renderTab({ label: 'Year 1', language: 'en' });
    const table = screen.getByRole('table', { name: 'Study load per week: Year 1' });
    expect(row(table, 'Class hours')).toEqual(['10', '0', '25.5', '40']);
    expect(screen.getByText('Below the norm')).toBeTruthy();
  });
});

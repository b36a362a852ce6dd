import { describe, expect, it } from 'vitest';
import { exportRequestOf, initialExportForm, type TExportForm } from './export-form';

const form = (changes: Partial<TExportForm> = {}): TExportForm => ({
  format: 'pdf',
  language: 'nl',
  parts: ['design'],
  yearMode: 'all',
  yearIds: [],
  ...changes,
});

describe('initialExportForm', () => {
  it('ticks the screen’s part and, on the plan and the analysis, the year shown', () => {
    expect(initialExportForm({ part: 'plan', yearId: 12, language: 'en' })).toEqual(
      form({ language: 'en', parts: ['plan'], yearMode: 'some', yearIds: [12] }),
    );
    expect(initialExportForm({ part: 'analysis', yearId: 3, language: 'nl' })).toMatchObject({
      parts: ['analysis'],
      yearMode: 'some',
      yearIds: [3],
    });
  });

  it('ticks the parts a screen names instead (the Toetsplan: the test plan alone, its year)', () => {
    expect(
      initialExportForm({ part: 'plan', parts: ['test_plan'], yearId: 12, language: 'nl' }),
    ).toEqual(form({ parts: ['test_plan'], yearMode: 'some', yearIds: [12] }));
    expect(
      initialExportForm({
        part: 'design',
        parts: ['notes', 'design'],
        yearId: null,
        language: 'nl',
      }),
    ).toEqual(form({ parts: ['design', 'notes'] }));
  });

  it('asks no year on the design and the notes, nor without a year shown', () => {
    expect(initialExportForm({ part: 'design', yearId: 12, language: 'nl' })).toEqual(form());
    expect(initialExportForm({ part: 'notes', yearId: null, language: 'nl' })).toEqual(
      form({ parts: ['notes'] }),
    );
    expect(initialExportForm({ part: 'plan', yearId: null, language: 'nl' })).toMatchObject({
      yearMode: 'all',
      yearIds: [],
    });
  });
});

describe('exportRequestOf', () => {
  it('lists the parts in the document’s order and the chosen years', () => {
    expect(
      exportRequestOf(
        form({
          format: 'xlsx',
          language: 'en',
          parts: ['notes', 'plan', 'design'],
          yearMode: 'some',
          yearIds: [14, 12],
        }),
      ),
    ).toEqual({
      format: 'xlsx',
      language: 'en',
      parts: ['design', 'plan', 'notes'],
      year_ids: [12, 14],
    });
  });

  it('sends null (every year) for all years, and when no part is made per year', () => {
    expect(
      exportRequestOf(form({ parts: ['plan'], yearMode: 'all', yearIds: [12] })).year_ids,
    ).toBeNull();
    expect(
      exportRequestOf(form({ parts: ['design', 'notes'], yearMode: 'some', yearIds: [12] }))
        .year_ids,
    ).toBeNull();
  });

  it('sends an empty list when years are to be chosen and none is (the schema refuses it)', () => {
    for (const parts of [['plan'], ['analysis', 'notes']] as const) {
      expect(
        exportRequestOf(form({ parts: [...parts], yearMode: 'some', yearIds: [] })).year_ids,
      ).toEqual([]);
    }
  });
});

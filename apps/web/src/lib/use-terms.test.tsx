import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveNames, type TCustomTranslations } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { restoreContext } from './context-store';
import { deleteCookie, writeCookie } from './cookies';
import { countText, useTermCounts, useTerms } from './use-terms';

function Words() {
  const terms = useTerms();
  return (
    <p>
      {terms.clusters} | {terms.faculty} | {terms.subjects}
    </p>
  );
}

/** An API answer with these overrides at the location, parent and education level. */
function answer(
  level: 'location' | 'education_parent' | 'education',
  location = {},
  parent = {},
  education = {},
) {
  const resolved = resolveNames({ language: 'nl', location, educationParent: parent, education });
  const terms = Object.fromEntries(
    Object.entries(resolved).map(([term, name]) => [
      term,
      {
        ...name,
        default: { singular: 'x', plural: 'x' },
        location: null,
        education_parent: null,
        education: null,
      },
    ]),
  );
  const data: TCustomTranslations = { language: 'nl', level, terms } as TCustomTranslations;
  return { body: { data } };
}

function selectContext(values: Record<string, string>) {
  for (const name of [
    'current_location',
    'current_faculty',
    'current_education_parent',
    'current_education',
  ]) {
    deleteCookie(name);
  }
  for (const [name, value] of Object.entries(values)) writeCookie(name, value);
  restoreContext();
}

afterEach(() => {
  vi.unstubAllGlobals();
  selectContext({});
});

describe('useTerms', () => {
  it('gives the defaults of the interface language without a location', async () => {
    selectContext({});
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<Words />);
    expect(screen.getByText('clusters | faculteit | vakken')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("uses the location's names once they arrive", async () => {
    selectContext({ current_location: '4' });
    const api = fakeApi({
      'GET locations/4/customTranslations': answer('location', {
        cluster: { singular: 'onderwijseenheid', plural: 'onderwijseenheden' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<Words />);
    expect(await screen.findByText('onderwijseenheden | faculteit | vakken')).toBeTruthy();
  });

  it("asks the selected education parent's names, and falls back to the location's when it is gone", async () => {
    selectContext({ current_location: '4', current_faculty: '5', current_education_parent: '6' });
    const api = fakeApi({
      'GET locations/4/customTranslations': answer('location', {
        subject: { singular: 'leergebied', plural: 'leergebieden' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<Words />);
    expect(await screen.findByText('clusters | faculteit | leergebieden')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([
      'locations/4/faculties/5/educationParents/6/customTranslations',
      'locations/4/customTranslations',
    ]);
  });

  it("asks the selected education's names, most specific first, and follows a change of education", async () => {
    selectContext({
      current_location: '4',
      current_faculty: '5',
      current_education_parent: '6',
      current_education: '7',
    });
    const location = { subject: { singular: 'leergebied', plural: 'leergebieden' } };
    const parent = { cluster: { singular: 'blok', plural: 'blokken' } };
    const api = fakeApi({
      'GET locations/4/educations/7/customTranslations': answer('education', location, parent, {
        cluster: { singular: 'module', plural: 'modules' },
      }),
      'GET locations/4/educations/8/customTranslations': answer('education', location, parent),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<Words />);
    expect(await screen.findByText('modules | faculteit | leergebieden')).toBeTruthy();
    // Choosing another education (another tab, or the dashboard) changes the words live.
    act(() => {
      writeCookie('current_education', '8');
      restoreContext();
    });
    expect(await screen.findByText('blokken | faculteit | leergebieden')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([
      'locations/4/educations/7/customTranslations',
      'locations/4/educations/8/customTranslations',
    ]);
  });

  it('falls back to the education parent when the remembered education is gone', async () => {
    selectContext({
      current_location: '4',
      current_faculty: '5',
      current_education_parent: '6',
      current_education: '9',
    });
    const api = fakeApi({
      'GET locations/4/faculties/5/educationParents/6/customTranslations': answer(
        'education_parent',
        {},
        { subject: { singular: 'leerlijn', plural: 'leerlijnen' } },
      ),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<Words />);
    expect(await screen.findByText('clusters | faculteit | leerlijnen')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([
      'locations/4/educations/9/customTranslations',
      'locations/4/faculties/5/educationParents/6/customTranslations',
    ]);
  });
});

function Counts({ counts }: { counts: number[] }) {
  const { countOf } = useTermCounts();
  return <p>{counts.map((count) => countOf(count, 'competence')).join(' | ')}</p>;
}

describe('useTermCounts (issue 14: "1 competenties")', () => {
  it('names one with the singular and other counts with the plural, numbers in Dutch', async () => {
    selectContext({});
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    await renderWithProviders(<Counts counts={[0, 1, 2, 1200]} />);
    expect(
      screen.getByText('0 competenties | 1 competentie | 2 competenties | 1.200 competenties'),
    ).toBeTruthy();
  });

  it("uses the location's own singular and plural", async () => {
    selectContext({ current_location: '4' });
    const api = fakeApi({
      'GET locations/4/customTranslations': answer('location', {
        competence: { singular: 'kerntaak', plural: 'kerntaken' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<Counts counts={[1, 3]} />);
    expect(await screen.findByText('1 kerntaak | 3 kerntaken')).toBeTruthy();
  });

  it('follows the plural rule and number format of the language', () => {
    const credits = { singular: 'credit', plural: 'credits' };
    expect(countText(1, credits, 'en')).toBe('1 credit');
    expect(countText(1.5, credits, 'en')).toBe('1.5 credits');
    expect(countText(2.5, { singular: 'studiepunt', plural: 'studiepunten' }, 'nl')).toBe(
      '2,5 studiepunten',
    );
  });
});

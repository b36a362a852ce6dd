import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultNames,
  NAMING_TERM_KEYS,
  resolveNames,
  type TCustomTranslations,
  type TLanguage,
  type TNameForms,
  type TNameOverrides,
  type TNamePair,
  type TNamingTerm,
} from '@cp/contracts';
import { i18n } from '@/i18n';
import { fakeApi, renderWithProviders } from '@/test/render';
import { restoreContext } from './context-store';
import { deleteCookie, writeCookie } from './cookies';
import { messageText, useMessageTerms } from './server-messages';
import { countText, useTermCounts, useTerms } from './use-terms';

function Words() {
  const terms = useTerms();
  return (
    <p>
      {terms.clusters} | {terms.faculty} | {terms.subjects}
    </p>
  );
}

type TGiven = Partial<Record<TNamingTerm, TNamePair | TNameForms>>;

/** A level's names as given: a bare pair is a Dutch-only name (what schools saved before). */
const formsOf = (given: TGiven): TNameOverrides =>
  Object.fromEntries(
    Object.entries(given).map(([term, name]) => [term, 'singular' in name ? { nl: name } : name]),
  );

/**
 * An API answer with these overrides at the location, parent and education level, as the server
 * gives it in `language`.
 */
function answer(
  level: 'location' | 'education_parent' | 'education',
  location: TGiven = {},
  parent: TGiven = {},
  education: TGiven = {},
  language: TLanguage = 'nl',
) {
  const levels = {
    location: formsOf(location),
    education_parent: formsOf(parent),
    education: formsOf(education),
  };
  const resolved = resolveNames({
    language,
    location: levels.location,
    educationParent: levels.education_parent,
    education: levels.education,
  });
  const own = (overrides: TNameOverrides, term: TNamingTerm) => ({
    nl: overrides[term]?.nl ?? null,
    en: overrides[term]?.en ?? null,
  });
  const terms = Object.fromEntries(
    NAMING_TERM_KEYS.map((term) => [
      term,
      {
        ...resolved[term],
        default: defaultNames(language)[term],
        location: own(levels.location, term)[language],
        education_parent: own(levels.education_parent, term)[language],
        education: own(levels.education, term)[language],
        forms: {
          location: own(levels.location, term),
          education_parent: own(levels.education_parent, term),
          education: own(levels.education, term),
        },
      },
    ]),
  );
  const data = { language, level, terms } as TCustomTranslations;
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

function ShellWords() {
  useMessageTerms();
  return <p>{useTerms().clusters}</p>;
}

describe("useMessageTerms (the shell hands the school's words to the server messages)", () => {
  it("fills a message's terms with the school's words while the shell is shown, the defaults after", async () => {
    selectContext({ current_location: '4' });
    const api = fakeApi({
      'GET locations/4/customTranslations': answer('location', {
        cluster: { singular: 'onderwijseenheid', plural: 'onderwijseenheden' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const view = await renderWithProviders(<ShellWords />);
    expect(await screen.findByText('onderwijseenheden')).toBeTruthy();
    expect(messageText('plan.weekOutsideCluster')).toBe(
      'Kies een week binnen de weken van deze onderwijseenheid',
    );
    view.unmount();
    expect(messageText('plan.weekOutsideCluster')).toBe(
      'Kies een week binnen de weken van deze cluster',
    );
  });
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

  describe('in English (issue 14: no Dutch word inside English text)', () => {
    const location = {
      // Renamed in Dutch only.
      cluster: { singular: 'onderwijseenheid', plural: 'onderwijseenheden' },
      // Renamed in both languages.
      subject: {
        nl: { singular: 'leergebied', plural: 'leergebieden' },
        en: { singular: 'learning area', plural: 'learning areas' },
      },
    };

    it('shows the English default for a Dutch-only name and the English form when given', async () => {
      selectContext({ current_location: '4' });
      vi.stubGlobal(
        'fetch',
        fakeApi({
          'GET locations/4/customTranslations': answer('location', location, {}, {}, 'en'),
        }).fetchImpl,
      );
      await renderWithProviders(<Words />, { language: 'en' });
      expect(await screen.findByText('clusters | faculty | learning areas')).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/onderwijseenhe|leergebied/);
    });

    it('never shows the Dutch names of an answer kept from the Dutch interface', async () => {
      selectContext({ current_location: '4' });
      // Only the Dutch answer arrives: while the English one is asked, the kept Dutch answer
      // must not put its Dutch words into the English screen.
      let english: (value: unknown) => void = () => undefined;
      const api = fakeApi({
        'GET locations/4/customTranslations': answer('location', location),
      });
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        i18n.language === 'en'
          ? new Promise((resolve) => {
              english = resolve;
            })
          : api.fetchImpl(input, init),
      );
      await renderWithProviders(<Words />);
      expect(await screen.findByText('onderwijseenheden | faculteit | leergebieden')).toBeTruthy();
      await act(() => i18n.changeLanguage('en'));
      expect(await screen.findByText('clusters | faculty | learning areas')).toBeTruthy();
      english(new Response('{}', { status: 500 }));
    });
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

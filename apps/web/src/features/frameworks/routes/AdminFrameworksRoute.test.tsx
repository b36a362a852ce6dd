import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTEXT_COOKIES,
  SLO_ATTRIBUTION,
  SLO_LICENCE,
  type TCurrentUser,
  type TFramework,
  type TFrameworkPreview,
} from '@cp/contracts';
import { restoreContext } from '@/lib/context-store';
import { writeCookie } from '@/lib/cookies';
import { hasActiveLeaveGuard } from '@/lib/leave-guard';
import { aFramework } from '@/test/framework-fixture';
import { invalidAnswer } from '@/test/answers';
import { mockApi, NO_CUSTOM_NAMES, type TMockRequest, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import AdminFrameworksRoute from './AdminFrameworksRoute';

const user = (platformAdmin = false): TCurrentUser => ({
  id: 1,
  email: 'a@school.nl',
  first_name: 'Ans',
  middle_name: null,
  last_name: 'Admin',
  language: null,
  is_platform_admin: platformAdmin,
  has_password: true,
  memberships: [{ location_id: 1, location_title: 'Het College', roles: ['admin'] }],
});

const INFORMATICA = aFramework({ items: 1234 });
const OWN: TFramework = {
  ...INFORMATICA,
  id: 9,
  national: false,
  source_kind: 'sheet',
  source_key: 'BURG',
  code: 'BURG',
  title: 'Burgerschap (eigen)',
  levels: [],
  licence: '',
  attribution: '',
  items: 12,
};

type TPreviewFramework = TFrameworkPreview['frameworks'][number];

const programme = (key: string, title: string, code: string, level: string) =>
  ({
    source_key: key,
    code,
    title,
    version: '2019',
    levels: [level],
    licence: SLO_LICENCE,
    attribution: SLO_ATTRIBUTION,
    chosen: true,
    counts: { domain: 3, subdomain: 5, eindterm: 31 },
    stored: null,
    changes: null,
  }) satisfies TPreviewFramework;

/** SLO's 107 exam programmes, as a preview of all of them answers them. */
const PROGRAMMES: TPreviewFramework[] = [
  programme('inf-havo', 'Examenprogramma Informatica havo', 'INF/havo', 'havo'),
  programme('inf-vwo', 'Examenprogramma Informatica vwo', 'INF/vwo', 'vwo'),
  ...Array.from({ length: 105 }, (_, index) =>
    programme(`vak-${index}`, `Examenprogramma Vak ${index + 1} vmbo`, `V${index + 1}`, 'bb vmbo'),
  ),
];

const NOTES = [
  { kind: 'empty_code', about: 'eindterm', count: 235 },
  { kind: 'not_in_programme', about: 'D9', count: 1 },
];

/** The preview of all programmes, or of the chosen ones with what each changes. */
function previewAnswer(request: TMockRequest) {
  const form = request.body as FormData;
  const chosen = form.get('chosen');
  const keys = typeof chosen === 'string' ? (JSON.parse(chosen) as string[]) : null;
  const frameworks = PROGRAMMES.map((framework) => {
    const isChosen = keys === null || keys.includes(framework.source_key);
    if (framework.source_key !== 'inf-havo') return { ...framework, chosen: isChosen };
    return {
      ...framework,
      chosen: isChosen,
      stored: { id: 4, release: 'mei 2024' },
      changes: isChosen
        ? {
            added: [{ code: 'B4', title: 'Programmeren' }],
            changed: [{ code: 'A1', title: 'Oriëntatie', fields: ['title'] }],
            withdrawn: [],
            replaced: [],
            restored: [],
          }
        : null,
    };
  });
  const digest = keys === null ? 'digest-all' : `digest-${keys.join('+')}`;
  return { body: { data: { frameworks, notes: NOTES, digest } } };
}

const EXAM_FILES = [
  'examenprogramma.json',
  'domeinen.json',
  'subdomeinen.json',
  'eindtermen.json',
  'niveaus.json',
].map((name) => new File(['[]'], name, { type: 'application/json' }));

const PREVIEW = 'POST locations/1/frameworks/imports/preview';
const APPLY = 'POST locations/1/frameworks/imports';

async function renderFrameworks(
  routes: TMockRoutes = {},
  { language = 'nl', platformAdmin = false } = {},
) {
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    'GET auth/me': { body: { data: user(platformAdmin) } },
    'GET locations/1/frameworks': { body: { data: [INFORMATICA, OWN] } },
    ...routes,
  });
  await renderWithProviders(<AdminFrameworksRoute />, { language });
  const forms = (path: string) =>
    api.requests('POST', path).map((request) => request.body as FormData);
  return { api, forms };
}

const form = () => screen.getByRole('form', { name: 'Kader importeren' });

async function fillExamImport(release = 'november 2025') {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Bron' }));
  await userEvent.click(await screen.findByRole('option', { name: 'SLO-examenprogramma’s' }));
  const input = form().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, EXAM_FILES);
  if (release !== '') {
    await userEvent.type(screen.getByRole('textbox', { name: 'Release' }), release);
  }
}

const previewTable = () => screen.findByRole('table', { name: 'Kaders in de bestanden' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const partNames = (body: FormData) => [...body.keys()];

beforeEach(() => {
  writeCookie(CONTEXT_COOKIES.location, '1');
  restoreContext();
  vi.spyOn(notifications, 'show').mockReturnValue('');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreContext();
});

describe('AdminFrameworksRoute: the library', () => {
  it('lists the frameworks with origin, items, release, date and the attribution', async () => {
    await renderFrameworks();
    const table = await screen.findByRole('table', { name: 'Kaders in de bibliotheek' });
    const row = within(table).getByText('Examenprogramma Informatica havo').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Landelijk')).toBeTruthy();
    expect(within(row).getByText('1.234')).toBeTruthy();
    expect(within(row).getByText('november 2025')).toBeTruthy();
    expect(within(row).getByText('4 mrt 2026')).toBeTruthy();
    expect(within(row).getByText('SLO, opendata.slo.nl')).toBeTruthy();
    expect(within(row).getByText('licentie CC BY 4.0')).toBeTruthy();
    const own = within(table).getByText('Burgerschap (eigen)').closest('tr');
    if (!own) throw new Error('no row');
    expect(within(own).getByText('Eigen')).toBeTruthy();
    expect(within(own).queryByText(/opendata/)).toBeNull();
  });

  it('says the same in English, in its formats', async () => {
    await renderFrameworks({}, { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Frameworks in the library' });
    const row = within(table).getByText('Examenprogramma Informatica havo').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('National')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('4 Mar 2026')).toBeTruthy();
    expect(within(row).getByText('licence CC BY 4.0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
  });

  it('says what to do when the library is empty', async () => {
    await renderFrameworks({ 'GET locations/1/frameworks': { body: { data: [] } } });
    expect(await screen.findByText(/Er staan nog geen kaders in de bibliotheek/)).toBeTruthy();
  });
});

describe('AdminFrameworksRoute: importing', () => {
  it('previews the 107 exam programmes, none chosen, and finds them by title or code', async () => {
    const { forms } = await renderFrameworks({ [PREVIEW]: previewAnswer });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const table = await previewTable();
    expect(bodyRows(table)).toHaveLength(107);
    expect(screen.getByText('107 kaders in de bestanden, 0 gekozen.')).toBeTruthy();
    expect(screen.getAllByText('3 domeinen, 5 subdomeinen, 31 eindtermen')).toHaveLength(107);
    expect(screen.getByText('235 eindtermen zonder code.')).toBeTruthy();
    // The text parts first, then the files; "all" is asked by leaving `chosen` out.
    const [sent] = forms('locations/1/frameworks/imports/preview');
    expect(partNames(sent!)).toEqual(['source', 'release', ...EXAM_FILES.map(() => 'files')]);
    expect(sent!.get('source')).toBe('slo_exam');
    expect(sent!.get('release')).toBe('november 2025');

    // Enter in the search field searches; it does not send the form.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'informatica{Enter}');
    expect(bodyRows(table)).toHaveLength(2);
    expect(screen.getByText('2 van 107 getoond')).toBeTruthy();
    expect(screen.queryByText('Kies minstens één kader')).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'INF/vwo');
    expect(bodyRows(table)).toHaveLength(1);
    // A preview is work not imported yet: leaving the page asks first.
    expect(hasActiveLeaveGuard()).toBe(true);
  });

  it('previews the choice again, then imports it with the digest, once on a double click', async () => {
    const { api, forms } = await renderFrameworks({
      [PREVIEW]: previewAnswer,
      [APPLY]: {
        status: 201,
        body: { data: { frameworks: [{ id: 4, code: 'INF/havo', title: 'X', items: 40 }] } },
      },
    });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    await previewTable();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Examenprogramma Informatica havo kiezen' }),
    );
    expect(screen.getByText(/Je keuze is veranderd/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bijwerken' }));

    // The fresh preview of the choice shows what the new release changes.
    const apply = await screen.findByRole('button', { name: 'Importeren (1)' });
    expect(screen.getByText('Bestaat al (release mei 2024)')).toBeTruthy();
    expect(screen.getByText('1 nieuw, 1 gewijzigd')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Wijzigingen tonen/ }));
    expect(screen.getByText('B4 Programmeren')).toBeTruthy();
    expect(screen.getByText('A1 Oriëntatie (titel)')).toBeTruthy();
    const again = forms('locations/1/frameworks/imports/preview')[1]!;
    expect(partNames(again).slice(0, 3)).toEqual(['source', 'release', 'chosen']);
    expect(again.get('chosen')).toBe('["inf-havo"]');

    await userEvent.dblClick(apply);
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: '1 kader geïmporteerd' }),
      ),
    );
    const applied = forms('locations/1/frameworks/imports');
    expect(applied).toHaveLength(1);
    expect(partNames(applied[0]!)).toEqual([
      'source',
      'release',
      'chosen',
      'digest',
      ...EXAM_FILES.map(() => 'files'),
    ]);
    expect(applied[0]!.get('digest')).toBe('digest-inf-havo');
    expect(applied[0]!.get('chosen')).toBe('["inf-havo"]');
    // The library is read again and the form starts over.
    await waitFor(() => expect(api.requests('GET', 'locations/1/frameworks')).toHaveLength(2));
    expect(screen.queryByRole('table', { name: 'Kaders in de bestanden' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Release' }) as HTMLInputElement).value).toBe('');
    expect(hasActiveLeaveGuard()).toBe(false);
  });

  it('asks for a choice before previewing again with nothing chosen', async () => {
    const { forms } = await renderFrameworks({ [PREVIEW]: previewAnswer });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    await previewTable();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bijwerken' }));
    expect(await screen.findByText('Kies minstens één kader')).toBeTruthy();
    expect(forms('locations/1/frameworks/imports/preview')).toHaveLength(1);
  });

  it('makes the preview again when the import changed since (409)', async () => {
    const { forms } = await renderFrameworks({
      [PREVIEW]: previewAnswer,
      [APPLY]: {
        status: 409,
        body: {
          code: 'stale_preview',
          key: 'frameworks.changedSincePreview',
          message: 'De import is sinds het voorbeeld veranderd',
        },
      },
    });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    await previewTable();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Examenprogramma Informatica vwo kiezen' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bijwerken' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Importeren (1)' }));

    const alert = await screen.findByText(/De import is sinds het voorbeeld veranderd/);
    expect(alert).toBeTruthy();
    await waitFor(() => expect(forms('locations/1/frameworks/imports/preview')).toHaveLength(3));
    const third = forms('locations/1/frameworks/imports/preview')[2]!;
    expect(third.get('chosen')).toBe('["inf-vwo"]');
    expect(third.has('digest')).toBe(false);
    expect(await screen.findByRole('button', { name: 'Importeren (1)' })).toBeTruthy();
  });

  it("shows the server's reason for a refused file at the files", async () => {
    await renderFrameworks({
      [PREVIEW]: {
        status: 422,
        body: {
          code: 'validation',
          key: 'frameworks.notJson',
          params: { file: 'niveaus.json' },
          keys: { files: ['frameworks.notJson'] },
        },
      },
    });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const text = 'Het bestand niveaus.json is geen geldige JSON, of het is afgebroken';
    await waitFor(() => expect(form().textContent).toContain(text));
    expect(screen.queryByRole('table', { name: 'Kaders in de bestanden' })).toBeNull();
  });

  it('says at the files when they are too large together (413)', async () => {
    await renderFrameworks({
      [PREVIEW]: {
        status: 413,
        body: { code: 'payload_too_large', key: 'frameworks.fileTooLarge' },
      },
    });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    await waitFor(() =>
      expect(form().textContent).toContain(
        'Een bestand van een import is hoogstens 10 MB, de bestanden samen hoogstens 30 MB',
      ),
    );
  });

  it("shows a server's 422 of a field at that field", async () => {
    await renderFrameworks({
      [PREVIEW]: invalidAnswer({ release: ['frameworks.releaseRequired'] }),
    });
    await fillExamImport();
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const release = screen.getByRole('textbox', { name: 'Release' });
    await waitFor(() => expect(release.getAttribute('aria-invalid')).toBe('true'));
    expect(form().textContent).toContain('Vul de release in, bijvoorbeeld "november 2025"');
  });

  it('refuses an empty release before sending anything', async () => {
    const { forms } = await renderFrameworks({ [PREVIEW]: previewAnswer });
    await fillExamImport('');
    await userEvent.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(await screen.findByText('Vul de release in, bijvoorbeeld "november 2025"')).toBeTruthy();
    expect(forms('locations/1/frameworks/imports/preview')).toHaveLength(0);
  });

  it('lets the platform administrator import for all locations, in English', async () => {
    const { forms } = await renderFrameworks(
      {
        'POST frameworks/imports/preview': {
          body: {
            data: {
              frameworks: [{ ...PROGRAMMES[0]!, counts: { Standard: 4 } }],
              notes: [{ kind: 'sequence_number_text', about: 'sequenceNumber', count: 3 }],
              digest: 'd',
            },
          },
        },
      },
      { language: 'en', platformAdmin: true },
    );
    const scope = await screen.findByRole('radiogroup', { name: 'For whom' });
    expect(
      (
        within(scope).getByRole('radio', {
          name: 'For all locations (national)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CASE package (JSON)' }));
    const input = screen
      .getByRole('form', { name: 'Import a framework' })
      .querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, new File(['{}'], 'package.json', { type: 'application/json' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Release' }), '2017-05-25');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    // One framework in the files: it is chosen at once, so the preview may be imported.
    expect(await screen.findByRole('button', { name: 'Import (1)' })).toBeTruthy();
    expect(screen.getByText('4 × Standard')).toBeTruthy();
    expect(
      screen.getByText(
        'sequenceNumber was text instead of a number 3 times; it was read as a number.',
      ),
    ).toBeTruthy();
    expect(forms('frameworks/imports/preview')).toHaveLength(1);
  });
});

import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PLAN_FIELD_NAMES,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type TCatalogueItem,
  type TDesign,
  type TEducationType,
  type TPlanField,
  type TPlanTest,
  type TYearPlan,
} from '@cp/contracts';
import { useYearPlan } from '@/features/plan/api/year-plan';
import { anActivity, aPlanTest, cluster, planYear } from '@/features/plan/plan-fixture';
import { mockApi, NO_CUSTOM_NAMES, type TMockRequest, type TMockRoutes } from '@/test/mock-api';
import { invalidAnswer } from '@/test/answers';
import { anEducation } from '@/test/education-fixture';
import { aGoal, competenceTree } from '@/test/design-fixture';
import { renderWithProviders } from '@/test/render';
import PlannedClusterDetails from './PlannedClusterDetails';

const BASE = 'locations/7/educations/5';
const PLAN = `${BASE}/plan`;

function design(): TDesign {
  return {
    ...competenceTree([
      aGoal(3, '1.1.1', 'Beschrijft het doel'),
      aGoal(4, '1.1.2', 'Kiest een aanpak'),
    ]),
    clusters: [{ ...cluster(11, '1', 'Project A'), position: 1, details: 'd', goal_ids: [3] }],
    subjects: [],
    cluster_groups: [],
    electives: [],
  };
}

const catalogueItem = (id: number, name: string, active = true): TCatalogueItem => ({
  id,
  key: null,
  name,
  icon: 'pencil',
  color: '#fa5252',
  active,
});
const FORMATS = [
  catalogueItem(1, 'Schriftelijk'),
  catalogueItem(2, 'Mondeling'),
  catalogueItem(9, 'Portfolio', false),
];
const ACTIVITIES = [catalogueItem(51, 'Hoorcollege'), catalogueItem(52, 'Werkcollege')];

const test = (overrides: Partial<TPlanTest> = {}): TPlanTest =>
  aPlanTest({
    code: 'KT1',
    size: 'medium',
    test_format_id: 1,
    minutes: 90,
    weight: '1.50',
    resit: true,
    ects: '2.0',
    goal_ids: [3],
    ...overrides,
  });

function yearPlan(overrides: Partial<TYearPlan> = {}): TYearPlan {
  return {
    year: planYear(),
    planned_clusters: [
      {
        id: 201,
        cluster_id: 11,
        planned_elective_id: null,
        start_week: 3,
        end_week: 6,
        comment: 'Let op de stageweek',
      },
    ],
    planned_electives: [],
    tests: [test()],
    checkups: [],
    activities: [],
    links: [],
    materials: [],
    special_blocks: [],
    ...overrides,
  };
}

const allFields = (hidden: TPlanField[] = []) =>
  Object.fromEntries(PLAN_FIELD_NAMES.map((field) => [field, !hidden.includes(field)]));

/**
 * The panel as the timeline shows it: the plan comes from the year plan query (so changes to
 * that cache show), the design, catalogues and plan fields from their routes.
 */
function setup(
  options: {
    plan?: TYearPlan;
    hidden?: TPlanField[];
    routes?: TMockRoutes;
    /** The education's type (its sector names the exam); havo (VO) unless given. */
    type?: TEducationType;
  } = {},
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  let current = options.plan ?? yearPlan();
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: anEducation({ type: options.type ?? 'havo' }) } },
    [`GET ${BASE}/design`]: { body: { data: design() } },
    'GET locations/7/test-formats': { body: { data: FORMATS } },
    'GET locations/7/activities': { body: { data: ACTIVITIES } },
    'GET locations/7/plan-fields': { body: { data: allFields(options.hidden) } },
    [`GET ${PLAN}/years/101`]: () => ({ body: { data: current } }),
    ...options.routes,
  });
  return {
    api,
    show,
    /** What the server answers from now on when the plan is reloaded. */
    setPlan: (plan: TYearPlan) => {
      current = plan;
    },
  };
}

function Harness({
  readOnly,
  onDialogChange,
}: {
  readOnly: boolean;
  onDialogChange?: (open: boolean) => void;
}) {
  const { data } = useYearPlan('7', '5', '101');
  if (!data) return null;
  return (
    <PlannedClusterDetails
      location="7"
      education="5"
      plan={data}
      plannedClusterId={201}
      readOnly={readOnly}
      onClose={() => undefined}
      onDialogChange={onDialogChange}
    />
  );
}

async function renderDetails(readOnly = false, onDialogChange?: (open: boolean) => void) {
  const result = await renderWithProviders(
    <Harness readOnly={readOnly} onDialogChange={onDialogChange} />,
  );
  await screen.findByRole('tab', { name: /Toetsen/ });
  return result;
}

const dialog = () => screen.getByRole('dialog');

async function choose(label: RegExp, option: string) {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens the form that adds a material, on the materials tab. */
async function openAddMaterial() {
  await userEvent.click(screen.getByRole('tab', { name: /Materialen/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Materiaal toevoegen' }));
}

const fileInput = () => {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const messages = (show: ReturnType<typeof setup>['show']) =>
  show.mock.calls.map(
    ([toast]) => `${toast.title ? `${String(toast.title)}: ` : ''}${String(toast.message)}`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlannedClusterDetails', () => {
  it('shows the cluster, its weeks and its tests with format, kind, size and goals', async () => {
    setup();
    await renderDetails();
    expect(screen.getByRole('heading', { name: '1 Project A' })).toBeTruthy();
    expect(screen.getByText('Week 3–6')).toBeTruthy();
    expect(screen.getByText('Kennistoets')).toBeTruthy();
    expect(screen.getByText('KT1')).toBeTruthy();
    expect(screen.getByText('Schriftelijk')).toBeTruthy();
    expect(
      screen.getByText(
        'Schriftelijk tentamen · Middel · 90 minuten · weging 1,5 · 2 studiepunten (EC) · Cijfer · herkansing',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Leerdoelen: 1.1.1 Beschrijft het doel')).toBeTruthy();
  });

  it('shows a test over weeks, its study hours, a weight in percent and a formative test', async () => {
    setup({
      plan: yearPlan({
        tests: [
          test({ end_week: 6, study_hours: '2.50', weight: '40.00', weight_unit: 'percent' }),
          test({
            id: 302,
            position: 2,
            name: 'Oefentoets',
            code: null,
            purpose: 'formative',
            weight: null,
            resit: false,
          }),
        ],
      }),
    });
    await renderDetails();
    expect(screen.getByText('Week 4–6')).toBeTruthy();
    expect(
      screen.getByText(
        'Schriftelijk tentamen · Middel · 90 minuten · 2,5 uur studielast · weging 40% · 2 studiepunten (EC) · Cijfer · herkansing',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Schriftelijk tentamen · Middel · formatief · 90 minuten/),
    ).toBeTruthy();
  });

  it('adds a test with a covered learning goal, the cluster’s own goals first', async () => {
    const { api, show, setPlan } = setup({
      plan: yearPlan({ tests: [] }),
      routes: {
        [`POST ${PLAN}/clusters/201/tests`]: {
          status: 201,
          body: {
            data: test({
              id: 302,
              name: 'Eindtoets',
              code: null,
              test_format_id: 2,
              goal_ids: [3],
            }),
          },
        },
      },
    });
    await renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Toets toevoegen' }));
    await userEvent.type(within(dialog()).getByLabelText(/^Toetsnaam/), 'Eindtoets');
    await choose(/^Toetsvorm/, 'Mondeling');
    await choose(/^Week/, 'Week 5');
    await userEvent.clear(within(dialog()).getByLabelText(/^Weging/));
    await userEvent.type(within(dialog()).getByLabelText(/^Weging/), '0,5');

    await userEvent.click(within(dialog()).getByRole('combobox', { name: /Gedekte leerdoelen/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // The cluster's own goal (1.1.1) comes before the other goals of the education.
    expect(options).toEqual(['1.1.1 Beschrijft het doel', '1.1.2 Kiest een aanpak']);
    await userEvent.click(screen.getByRole('option', { name: '1.1.1 Beschrijft het doel' }));

    setPlan(
      yearPlan({
        tests: [test({ id: 302, name: 'Eindtoets', code: null, test_format_id: 2, goal_ids: [3] })],
      }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = api.requests('POST', `${PLAN}/clusters/201/tests`);
    expect(post?.body).toMatchObject({
      name: 'Eindtoets',
      code: null,
      kind: 'assessment',
      size: 'medium',
      test_format_id: 2,
      week: 5,
      weight: '0,5',
      resit: false,
      result_type: 'grade',
      goal_ids: [3],
    } satisfies Partial<Record<string, unknown>>);
    expect(await screen.findByText('Eindtoets')).toBeTruthy();
    expect(messages(show)).toContain('"Eindtoets" is toegevoegd');
  });

  it('greys out a test format another test of the cluster uses, and says an old one is inactive', async () => {
    setup({
      plan: yearPlan({
        tests: [test(), test({ id: 302, position: 2, name: 'Portfolio', test_format_id: 9 })],
      }),
    });
    await renderDetails();
    // The row of a test with an inactive format asks for another one.
    expect(screen.getByText('Portfolio (niet actief – kies een andere)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Toets toevoegen' }));
    await userEvent.click(within(dialog()).getByRole('combobox', { name: /^Toetsvorm/ }));
    const used = await screen.findByRole('option', {
      name: 'Schriftelijk (al gebruikt in deze cluster)',
    });
    expect(used.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('option', { name: 'Mondeling' }).getAttribute('aria-disabled'),
    ).toBeNull();
    // Inactive formats are not offered for a new test.
    expect(screen.queryByRole('option', { name: /Portfolio/ })).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));

    // Editing the test with the inactive format: it shows, and saving asks for another first.
    await userEvent.click(screen.getByRole('button', { name: 'Portfolio bewerken' }));
    expect(within(dialog()).getByText('Deze toetsvorm is niet actief')).toBeTruthy();
  });

  it('shows a refusal (422) under its field in the user’s language', async () => {
    const { api, show } = setup({
      plan: yearPlan({ tests: [] }),
      routes: {
        [`POST ${PLAN}/clusters/201/tests`]: invalidAnswer({
          week: [PLAN_MESSAGES.weekOutsideCluster],
        }),
      },
    });
    await renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Toets toevoegen' }));
    await userEvent.type(within(dialog()).getByLabelText(/^Toetsnaam/), 'Eindtoets');
    await choose(/^Toetsvorm/, 'Mondeling');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog()).findByText('Kies een week binnen de weken van deze cluster'),
    ).toBeTruthy();
    expect(api.requests('POST', `${PLAN}/clusters/201/tests`)).toHaveLength(1);
    expect(messages(show)).toContain(
      'De toets kon niet worden aangemaakt: De gegevens die je hebt opgegeven zijn onjuist',
    );
  });

  it('names one EC in the singular and shows decimals in Dutch (issue 14)', async () => {
    setup({
      plan: yearPlan({
        tests: [
          test({ ects: '1.0', weight: '0.25' }),
          test({ id: 302, position: 2, name: 'Eindtoets', code: null, ects: '2.5' }),
        ],
      }),
    });
    await renderDetails();
    expect(
      screen.getByText(
        'Schriftelijk tentamen · Middel · 90 minuten · weging 0,25 · 1 studiepunt (EC) · Cijfer · herkansing',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/· 2,5 studiepunten \(EC\) ·/)).toBeTruthy();
    // The edit form gives the EC back as the user writes it.
    await userEvent.click(screen.getByRole('button', { name: 'Eindtoets bewerken' }));
    expect((within(dialog()).getByLabelText(/^Studiepunten/) as HTMLInputElement).value).toBe(
      '2,5',
    );
  });

  it('refuses an EC like "abc" by the contract rule before asking the server: one message at the field', async () => {
    const { api, show } = setup({ plan: yearPlan({ tests: [] }) });
    await renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Toets toevoegen' }));
    await userEvent.type(within(dialog()).getByLabelText(/^Toetsnaam/), 'Eindtoets');
    await choose(/^Toetsvorm/, 'Mondeling');
    await userEvent.type(within(dialog()).getByLabelText(/^Studiepunten/), 'abc');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog()).findByText('Vul een getal in zoals 1 of 1,5')).toBeTruthy();
    expect(api.requests('POST', `${PLAN}/clusters/201/tests`)).toHaveLength(0);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows only the optional fields the location switched on', async () => {
    setup({
      hidden: ['test_code', 'time', 'comment', 'teacher'],
      plan: yearPlan({
        activities: [anActivity({ class_hours: '1.5', teacher: 'Jansen', method: 'Groepswerk' })],
      }),
    });
    await renderDetails();
    expect(screen.queryByRole('tab', { name: /Opmerking/ })).toBeNull();
    // The list leaves out hidden values too.
    expect(screen.queryByText('KT1')).toBeNull();
    expect(screen.queryByText(/90 minuten/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Kennistoets bewerken' }));
    expect(within(dialog()).queryByLabelText(/^Toetscode/)).toBeNull();
    expect(within(dialog()).queryByLabelText(/^Tijd \(minuten\)/)).toBeNull();
    expect(within(dialog()).getByLabelText(/^Weging/)).toBeTruthy();
    expect(within(dialog()).getByRole('combobox', { name: /^Toetsvorm/ })).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));

    await userEvent.click(screen.getByRole('tab', { name: /Leeractiviteiten/ }));
    expect(await screen.findByText('Werkvorm: Groepswerk')).toBeTruthy();
    expect(screen.queryByText(/Jansen/)).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: /^Hoorcollege \(week 3–4\) bewerken/ }),
    );
    expect(within(dialog()).queryByLabelText(/^Docent/)).toBeNull();
    expect(within(dialog()).getByLabelText(/^Werkvorm/)).toBeTruthy();
    expect(within(dialog()).getByLabelText(/^Contacturen per week/)).toBeTruthy();
  });

  it('refuses a link without a type before asking the server (docs/plan.md, Rules)', async () => {
    const { api } = setup({
      plan: yearPlan({
        activities: [anActivity()],
      }),
    });
    await renderDetails();
    await userEvent.click(screen.getByRole('tab', { name: /Koppelingen/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Koppeling toevoegen' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog()).getAllByText('Kies een toets en een leeractiviteit')).toHaveLength(2);
    expect(within(dialog()).getByText('Kies het soort koppeling')).toBeTruthy();

    await choose(/^Toets/, 'Kennistoets');
    await choose(/^Leeractiviteit/, 'Hoorcollege (week 3–4)');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog()).getByText('Kies het soort koppeling')).toBeTruthy();
    expect(within(dialog()).queryByText('Kies een toets en een leeractiviteit')).toBeNull();
    expect(api.calls.filter((call: TMockRequest) => call.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a file over 10 MB before uploading it', async () => {
    const { api } = setup();
    await renderDetails();
    await openAddMaterial();
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Bestand' }));
    const big = new File([new Uint8Array(PLAN_LIMITS.maxFileBytes + 1)], 'rooster.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(fileInput(), big);
    expect(within(dialog()).getByText('Het bestand is groter dan 10 MB')).toBeTruthy();
    // The title was taken from the file's name.
    expect(within(dialog()).getByLabelText<HTMLInputElement>(/^Titel/).value).toBe('rooster');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog()).getByText('Het bestand is groter dan 10 MB')).toBeTruthy();
    expect(api.calls.filter((call: TMockRequest) => call.method !== 'GET')).toHaveLength(0);
  });

  it("checks a link's title and address by the contract's rule before sending", async () => {
    const { api } = setup();
    await renderDetails();
    await openAddMaterial();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Link/ }), 'ftp://x.nl');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog()).findByText('Vul een titel in')).toBeTruthy();
    expect(within(dialog()).getByText('Een link begint met http:// of https://')).toBeTruthy();
    // A file is chosen, not typed: said as the choice it asks for.
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Bestand' }));
    await userEvent.type(within(dialog()).getByLabelText(/^Titel/), 'Rooster');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    // The error under the field (the empty field's placeholder says the same).
    expect(await within(dialog()).findByText('Kies een bestand', { selector: 'p' })).toBeTruthy();
    expect(api.calls.filter((call: TMockRequest) => call.method !== 'GET')).toHaveLength(0);
  });

  it("says the server's 413 of an upload at the file", async () => {
    const { show } = setup({
      routes: {
        [`POST ${PLAN}/clusters/201/materials`]: {
          status: 413,
          body: { code: 'payload_too_large', message: 'Too large', key: 'plan.fileTooLarge' },
        },
      },
    });
    await renderDetails();
    await openAddMaterial();
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Bestand' }));
    await userEvent.upload(
      fileInput(),
      new File(['%PDF-1.4'], 'rooster.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog()).findByText('Het bestand is groter dan 10 MB')).toBeTruthy();
    expect(messages(show)).toContain(
      'Je bestand is niet toegevoegd: Het bestand is groter dan 10 MB',
    );
  });

  it('uploads a file as multipart and lists it with its download link', async () => {
    const material = {
      id: 501,
      planned_cluster_id: 201,
      position: 1,
      kind: 'data_file' as const,
      title: 'Rooster',
      url: null,
      file_name: 'rooster.pdf',
      content_type: 'application/pdf',
      size: 2048,
    };
    const { api, setPlan } = setup({
      routes: {
        [`POST ${PLAN}/clusters/201/materials`]: { status: 201, body: { data: material } },
      },
    });
    await renderDetails();
    await openAddMaterial();
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Databestand' }));
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Bestand' }));
    await userEvent.upload(
      fileInput(),
      new File(['%PDF-1.4'], 'rooster.pdf', { type: 'application/pdf' }),
    );
    setPlan(yearPlan({ materials: [material] }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = api.requests('POST', `${PLAN}/clusters/201/materials`);
    const form = post?.body as FormData;
    expect(form.get('kind')).toBe('data_file');
    expect(form.get('title')).toBe('rooster');
    expect((form.get('file') as File).name).toBe('rooster.pdf');
    const link = await screen.findByRole('link', { name: 'Rooster downloaden' });
    expect(link.getAttribute('href')).toBe(`/api/v1/${PLAN}/materials/501/file`);
  });

  it('puts the old order back when the server refuses a move (docs/foundation-brief.md, The shell)', async () => {
    const { api, show } = setup({
      plan: yearPlan({
        tests: [test(), test({ id: 302, position: 2, name: 'Eindtoets', test_format_id: 2 })],
      }),
      routes: {
        [`PUT ${PLAN}/clusters/201/tests/order`]: { status: 500, body: { message: 'Oops' } },
      },
    });
    await renderDetails();
    const names = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByText(/toets$/)[0]?.textContent);
    expect(names()).toEqual(['Kennistoets', 'Eindtoets']);
    await userEvent.click(screen.getByRole('button', { name: 'Eindtoets omhoog' }));
    await waitFor(() =>
      expect(messages(show)).toContain('Er ging iets mis, je wijzigingen zijn teruggezet'),
    );
    expect(api.requests('PUT', `${PLAN}/clusters/201/tests/order`)[0]?.body).toEqual({
      ids: [302, 301],
    });
    expect(names()).toEqual(['Kennistoets', 'Eindtoets']);
  });

  it('moves a material down at once and saves the new order', async () => {
    const link = (id: number, position: number, title: string) => ({
      id,
      planned_cluster_id: 201,
      position,
      kind: 'material' as const,
      title,
      url: `https://example.org/${id}`,
      file_name: null,
      content_type: null,
      size: null,
    });
    const { api, setPlan } = setup({
      plan: yearPlan({ materials: [link(501, 1, 'Reader'), link(502, 2, 'Website')] }),
      routes: { [`PUT ${PLAN}/clusters/201/materials/order`]: { body: { data: null } } },
    });
    await renderDetails();
    await userEvent.click(screen.getByRole('tab', { name: /Materialen/ }));
    const titles = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => within(item).queryByText(/^(Reader|Website)$/)?.textContent);
    await waitFor(() => expect(titles()).toEqual(['Reader', 'Website']));
    // What the server answers after the change (the reload after saving).
    setPlan(yearPlan({ materials: [link(501, 2, 'Reader'), link(502, 1, 'Website')] }));
    await userEvent.click(screen.getByRole('button', { name: 'Reader omlaag' }));
    await waitFor(() => expect(titles()).toEqual(['Website', 'Reader']));
    await waitFor(() =>
      expect(api.requests('PUT', `${PLAN}/clusters/201/materials/order`)[0]?.body).toEqual({
        ids: [502, 501],
      }),
    );
  });

  it('deletes a test at once, with its links, after confirmation', async () => {
    const { api, show, setPlan } = setup({
      plan: yearPlan({
        activities: [anActivity()],
        links: [
          {
            id: 601,
            planned_cluster_id: 201,
            position: 1,
            plan_test_id: 301,
            plan_activity_id: 401,
            type: 'practice',
            mandatory: true,
            goal_ids: [],
          },
        ],
      }),
      routes: { [`DELETE ${PLAN}/items/tests/301`]: { body: { data: null } } },
    });
    await renderDetails();
    expect(screen.getByRole('tab', { name: 'Koppelingen (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kennistoets verwijderen' }));
    expect(
      within(dialog()).getByText(
        'De koppeling met een toets of leeractiviteit wordt ook verwijderd.',
      ),
    ).toBeTruthy();
    setPlan(yearPlan({ tests: [] }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Er zijn nog geen toetsen.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Koppelingen (0)' })).toBeTruthy();
    expect(api.requests('DELETE', `${PLAN}/items/tests/301`)).toHaveLength(1);
    await waitFor(() => expect(messages(show)).toContain('"Kennistoets" is verwijderd'));
  });

  it('is read-only: values without buttons or forms', async () => {
    setup({
      plan: yearPlan({
        materials: [
          {
            id: 501,
            planned_cluster_id: 201,
            position: 1,
            kind: 'material',
            title: 'Reader',
            url: 'https://example.org/reader',
            file_name: null,
            content_type: null,
            size: null,
          },
        ],
      }),
    });
    await renderDetails(true);
    expect(screen.getByText('Alleen lezen')).toBeTruthy();
    expect(screen.getByText('Kennistoets')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /Opmerking/ }));
    expect(await screen.findByText('Let op de stageweek')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /Materialen/ }));
    const link = await screen.findByRole('link', { name: 'Reader openen' });
    expect(link.getAttribute('href')).toBe('https://example.org/reader');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells its frame while a form is open, so a drawer around it keeps Escape to itself', async () => {
    setup();
    const changes: boolean[] = [];
    await renderDetails(false, (open) => changes.push(open));
    await userEvent.click(screen.getByRole('button', { name: 'Toets toevoegen' }));
    expect(changes).toEqual([true]);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));
    expect(changes).toEqual([true, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Kennistoets verwijderen' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));
    expect(changes).toEqual([true, false, true, false]);
  });

  it('saves the comment when the field is left, also by leaving its tab', async () => {
    const { api, show } = setup({
      routes: {
        [`PATCH ${PLAN}/clusters/201`]: ({ body }) => ({
          body: {
            data: {
              id: 201,
              cluster_id: 11,
              planned_elective_id: null,
              start_week: 3,
              end_week: 6,
              comment: (body as { comment: string }).comment,
            },
          },
        }),
      },
    });
    await renderDetails();
    await userEvent.click(screen.getByRole('tab', { name: /Opmerking/ }));
    const field = await screen.findByRole('textbox', { name: /^Opmerking/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Nieuwe opmerking');
    // Leaving the tab leaves the field: saved, and the toast shows though the field is gone.
    await userEvent.click(screen.getByRole('tab', { name: /Toetsen/ }));
    await waitFor(() => expect(messages(show)).toContain('De opmerking is opgeslagen'));
    expect(api.requests('PATCH', `${PLAN}/clusters/201`)[0]?.body).toEqual({
      comment: 'Nieuwe opmerking',
    });
  });
});

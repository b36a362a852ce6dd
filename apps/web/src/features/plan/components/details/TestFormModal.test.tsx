import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PLAN_FIELD_NAMES,
  PLAN_MESSAGES,
  type TCatalogueItem,
  type TDesign,
  type TEducationType,
  type TPlanTest,
  type TYearPlan,
} from '@cp/contracts';
import { aPlanTest, cluster, planYear } from '@/features/plan/plan-fixture';
import { invalidAnswer } from '@/test/answers';
import { aGoal, competenceTree } from '@/test/design-fixture';
import { anEducation } from '@/test/education-fixture';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { PlanTestDialog } from './PlanTestDialog';

/*
 * The test form with what a test plan adds (docs/test-plan.md "Model"), opened as the Toetsplan
 * screen opens it (PlanTestDialog): each field is sent as typed, the fields that only apply to a
 * choice show with it, formative empties the weights, the contract's refusals show at their
 * fields, and the words follow the education's sector.
 */

const BASE = 'locations/7/educations/5';
const PLAN = `${BASE}/plan`;

function design(): TDesign {
  return {
    ...competenceTree([aGoal(3, '1.1.1', 'Beschrijft het doel')]),
    clusters: [{ ...cluster(11, '1', 'Project A'), position: 1, details: 'd', goal_ids: [3] }],
    subjects: [],
    cluster_groups: [],
    electives: [],
  };
}

const FORMATS: TCatalogueItem[] = [
  { id: 1, key: null, name: 'Schriftelijk', icon: 'pencil', color: '#fa5252', active: true },
  { id: 2, key: null, name: 'Praktijkopdracht', icon: 'pencil', color: '#228be6', active: true },
];

/** Planned cluster 201 in weeks 3–6, with the tests given. */
const yearPlan = (tests: TPlanTest[] = []): TYearPlan => ({
  year: planYear(),
  planned_clusters: [
    {
      id: 201,
      cluster_id: 11,
      planned_elective_id: null,
      start_week: 3,
      end_week: 6,
      comment: null,
    },
  ],
  planned_electives: [],
  tests,
  checkups: [],
  activities: [],
  links: [],
  materials: [],
  special_blocks: [],
});

/** Opens the form for a new test (or `test`) of planned cluster 201 in an education of `type`. */
async function openForm(
  options: { test?: TPlanTest; type?: TEducationType; routes?: TMockRoutes } = {},
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: anEducation({ type: options.type ?? 'havo' }) } },
    [`GET ${BASE}/design`]: { body: { data: design() } },
    'GET locations/7/test-formats': { body: { data: FORMATS } },
    'GET locations/7/activities': { body: { data: [] } },
    'GET locations/7/plan-fields': {
      body: { data: Object.fromEntries(PLAN_FIELD_NAMES.map((field) => [field, true])) },
    },
    [`GET ${PLAN}/years/101`]: {
      body: { data: yearPlan(options.test ? [options.test] : []) },
    },
    ...options.routes,
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderWithProviders(
    <PlanTestDialog
      location="7"
      education="5"
      yearId={101}
      plannedClusterId={201}
      test={options.test}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  // A loader in a dialog of the same title first, then the form's own dialog.
  await screen.findByLabelText(/^Toetsnaam/);
  const dialog = screen.getByRole('dialog', {
    name: options.test ? 'Toets bewerken' : 'Toets toevoegen',
  });
  return { api, show, dialog, onClose, onSaved };
}

const testPlanGroup = (dialog: HTMLElement, name = 'Toetsplan (PTA)') =>
  within(dialog).getByRole('group', { name });

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the test form: what the test plan needs', () => {
  it('sends every new field as typed, and hands the saved test to the screen that opened it', async () => {
    const saved = aPlanTest({ id: 302, name: 'PO', test_format_id: 2 });
    const { api, dialog, onSaved, onClose } = await openForm({
      routes: { [`POST ${PLAN}/clusters/201/tests`]: { status: 201, body: { data: saved } } },
    });
    await userEvent.type(within(dialog).getByLabelText(/^Toetsnaam/), 'PO');
    await choose(dialog, /^Toetsvorm/, 'Praktijkopdracht');
    await choose(dialog, /^Week/, 'Week 4');
    await choose(dialog, /^Tot en met week/, 'Week 6');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Studielast/ }), '2,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Cesuur/ }), '5,5');

    const pta = testPlanGroup(dialog);
    await userEvent.type(within(pta).getByRole('textbox', { name: /^Weging$/ }), '40');
    const unit = within(pta).getByRole('radiogroup', { name: 'Eenheid van weging' });
    await userEvent.click(within(unit).getByRole('radio', { name: 'Procent' }));
    await userEvent.click(
      within(pta).getByRole('switch', { name: 'Telt mee voor het schoolexamen (SE)' }),
    );
    await userEvent.type(within(pta).getByRole('textbox', { name: /^Weging SE/ }), '12,5');
    await userEvent.click(within(pta).getByRole('switch', { name: 'Herkansing' }));
    await typeInto(within(pta).getByRole('textbox', { name: /^Aantal herkansingen/ }), '2');
    await choose(pta, /^Welk resultaat telt/, 'Het hoogste resultaat');
    await userEvent.type(
      within(pta).getByRole('textbox', { name: /^Toegestane hulpmiddelen/ }),
      'Boek',
    );
    await userEvent.type(within(pta).getByRole('textbox', { name: /^Organisatie/ }), 'Duo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(saved);
    const [post] = api.requests('POST', `${PLAN}/clusters/201/tests`);
    expect(post?.body).toEqual({
      name: 'PO',
      code: null,
      kind: 'assessment',
      size: 'medium',
      test_format_id: 2,
      week: 4,
      end_week: 6,
      minutes: null,
      study_hours: '2,5',
      purpose: 'summative',
      weight: '40',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '12,5',
      exam_weight_unit: 'percent',
      resit: true,
      resit_count: 2,
      resit_rule: 'highest',
      result_type: 'grade',
      pass_mark: '5,5',
      aids: 'Boek',
      organisation: 'Duo',
      ects: null,
      goal_ids: [],
    });
  }, 30_000);

  it('opens a saved test with its values, decimals in Dutch, and saves it unchanged', async () => {
    const test = aPlanTest({
      test_format_id: 1,
      end_week: 5,
      study_hours: '40.00',
      weight: '25.00',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '10.50',
      exam_weight_unit: 'factor',
      resit: true,
      resit_count: 2,
      resit_rule: 'capped',
      pass_mark: '5.5',
      aids: 'Open boek',
      organisation: 'Individueel',
    });
    const { api, dialog } = await openForm({
      test,
      routes: { [`PUT ${PLAN}/items/tests/301`]: { body: { data: test } } },
    });
    const pta = testPlanGroup(dialog);
    const value = (field: HTMLElement) => (field as HTMLInputElement).value;
    expect(value(within(dialog).getByRole('combobox', { name: /^Tot en met week/ }))).toBe(
      'Week 5',
    );
    expect(value(within(dialog).getByRole('textbox', { name: /^Studielast/ }))).toBe('40');
    expect(value(within(dialog).getByRole('textbox', { name: /^Cesuur/ }))).toBe('5,5');
    expect(value(within(pta).getByRole('textbox', { name: /^Weging SE/ }))).toBe('10,5');
    expect(within(pta).getByRole<HTMLInputElement>('radio', { name: 'Summatief' }).checked).toBe(
      true,
    );
    const examUnit = within(pta).getByRole('radiogroup', { name: 'Eenheid van weging SE' });
    expect(
      (within(examUnit).getByRole('radio', { name: 'Factor' }) as HTMLInputElement).checked,
    ).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.requests('PUT', `${PLAN}/items/tests/301`)).toHaveLength(1));
    expect(api.requests('PUT', `${PLAN}/items/tests/301`)[0]?.body).toMatchObject({
      end_week: 5,
      study_hours: '40',
      weight: '25',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '10,5',
      exam_weight_unit: 'factor',
      resit: true,
      resit_count: 2,
      resit_rule: 'capped',
      pass_mark: '5,5',
      aids: 'Open boek',
      organisation: 'Individueel',
    });
  });

  it('shows the fields that apply to a choice only with it', async () => {
    const { dialog } = await openForm();
    const pta = testPlanGroup(dialog);
    // Nothing for the exam and no resit yet: no exam weight, no resit count or rule.
    expect(within(pta).queryByRole('textbox', { name: /^Weging SE/ })).toBeNull();
    expect(within(pta).queryByRole('textbox', { name: /^Aantal herkansingen/ })).toBeNull();
    expect(within(pta).queryByRole('combobox', { name: /^Welk resultaat telt/ })).toBeNull();

    await userEvent.click(
      within(pta).getByRole('switch', { name: 'Telt mee voor het schoolexamen (SE)' }),
    );
    expect(within(pta).getByRole('textbox', { name: /^Weging SE/ })).toBeTruthy();
    expect(within(pta).getByRole('radiogroup', { name: 'Eenheid van weging SE' })).toBeTruthy();
    await userEvent.click(within(pta).getByRole('switch', { name: 'Herkansing' }));
    expect(within(pta).getByRole('textbox', { name: /^Aantal herkansingen/ })).toBeTruthy();
    expect(within(pta).getByRole('combobox', { name: /^Welk resultaat telt/ })).toBeTruthy();
    await userEvent.click(within(pta).getByRole('switch', { name: 'Herkansing' }));
    expect(within(pta).queryByRole('textbox', { name: /^Aantal herkansingen/ })).toBeNull();

    // A pass mark belongs to a grade only.
    expect(within(dialog).getByRole('textbox', { name: /^Cesuur/ })).toBeTruthy();
    await choose(dialog, /^Resultaat/, 'O/V/G');
    expect(within(dialog).queryByRole('textbox', { name: /^Cesuur/ })).toBeNull();
  });

  it('empties and disables the weights for a formative test, and gives them back for summative', async () => {
    const test = aPlanTest({ weight: '2.00', counts_for_exam: true, exam_weight: '20.00' });
    const { api, dialog } = await openForm({
      test,
      routes: { [`PUT ${PLAN}/items/tests/301`]: { body: { data: test } } },
    });
    const pta = testPlanGroup(dialog);
    const weight = () => within(pta).getByRole<HTMLInputElement>('textbox', { name: /^Weging$/ });
    const counts = () =>
      // The switch's name is its label and, for a formative test, why it is off.
      within(pta).getByRole<HTMLInputElement>('switch', {
        name: /^Telt mee voor het schoolexamen/,
      });
    expect(weight().value).toBe('2');

    await userEvent.click(within(pta).getByRole('radio', { name: 'Formatief' }));
    expect(weight().value).toBe('');
    expect(weight().disabled).toBe(true);
    expect(counts().checked).toBe(false);
    expect(counts().disabled).toBe(true);
    expect(within(pta).queryByRole('textbox', { name: /^Weging SE/ })).toBeNull();
    expect(within(pta).getByText('Een formatieve toets weegt niet mee.')).toBeTruthy();

    await userEvent.click(within(pta).getByRole('radio', { name: 'Summatief' }));
    expect(weight().value).toBe('2');
    expect(counts().checked).toBe(true);
    expect(within(pta).getByRole<HTMLInputElement>('textbox', { name: /^Weging SE/ }).value).toBe(
      '20',
    );

    await userEvent.click(within(pta).getByRole('radio', { name: 'Formatief' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.requests('PUT', `${PLAN}/items/tests/301`)).toHaveLength(1));
    expect(api.requests('PUT', `${PLAN}/items/tests/301`)[0]?.body).toMatchObject({
      purpose: 'formative',
      weight: null,
      counts_for_exam: false,
      exam_weight: null,
    });
  });

  it('shows the contract’s rules over fields at the right field before asking the server', async () => {
    const { api, show, dialog } = await openForm({
      test: aPlanTest({ test_format_id: 1, counts_for_exam: true }),
    });
    const pass = within(dialog).getByRole('textbox', { name: /^Cesuur/ });
    await userEvent.type(pass, '11');
    const pta = testPlanGroup(dialog);
    const weight = within(pta).getByRole('textbox', { name: /^Weging$/ });
    await userEvent.type(weight, '150');
    await userEvent.click(
      within(within(pta).getByRole('radiogroup', { name: 'Eenheid van weging' })).getByRole(
        'radio',
        { name: 'Procent' },
      ),
    );
    // The exam weight is in percent unless chosen otherwise.
    const examWeight = within(pta).getByRole('textbox', { name: /^Weging SE/ });
    await userEvent.type(examWeight, '100,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(within(pta).getAllByText('Een percentage is ten hoogste 100')).toHaveLength(2);
    expect(examWeight.getAttribute('aria-invalid')).toBe('true');
    expect(pass.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('Vul een cijfer van 1 tot en met 10 in (alleen bij een cijfer)'),
    ).toBeTruthy();
    expect(api.requests('PUT', `${PLAN}/items/tests/301`)).toHaveLength(0);
    expect(show).not.toHaveBeenCalled();
  });

  it('refuses an empty number of resits at its field', async () => {
    const { api, dialog } = await openForm({
      test: aPlanTest({ test_format_id: 1, resit: true, resit_count: 2 }),
    });
    const resits = within(dialog).getByRole('textbox', { name: /^Aantal herkansingen/ });
    // Out of 1–5 the input clamps when it is left; left empty, the contract refuses it.
    await userEvent.clear(resits);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(resits.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('Vul een aantal herkansingen van 1 tot en met 5 in'),
    ).toBeTruthy();
    expect(api.requests('PUT', `${PLAN}/items/tests/301`)).toHaveLength(0);
  });

  it('says a last week before the first at the last week, and goes back to one week', async () => {
    const test = aPlanTest({ week: 3, end_week: 4 });
    const { api, dialog } = await openForm({
      test,
      routes: { [`PUT ${PLAN}/items/tests/301`]: { body: { data: test } } },
    });
    await choose(dialog, /^Week/, 'Week 6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const last = within(dialog).getByRole('combobox', { name: /^Tot en met week/ });
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('De laatste week kan niet vóór de eerste week liggen'),
    ).toBeTruthy();
    expect(api.requests('PUT', `${PLAN}/items/tests/301`)).toHaveLength(0);

    // "This week only" is an option of its own, for the keyboard too.
    await choose(dialog, /^Tot en met week/, 'Alleen deze week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.requests('PUT', `${PLAN}/items/tests/301`)).toHaveLength(1));
    expect(api.requests('PUT', `${PLAN}/items/tests/301`)[0]?.body).toMatchObject({
      week: 6,
      end_week: null,
    });
  });

  it('shows the server’s refusal of a formative weight at the weight', async () => {
    const { dialog } = await openForm({
      test: aPlanTest(),
      routes: {
        [`PUT ${PLAN}/items/tests/301`]: invalidAnswer({
          weight: [PLAN_MESSAGES.formativeWeighted],
          counts_for_exam: [PLAN_MESSAGES.formativeForExam],
        }),
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const pta = testPlanGroup(dialog);
    expect(
      await within(pta).findByText(
        'Een formatieve toets weegt niet mee; maak hem summatief of maak de weging leeg',
      ),
    ).toBeTruthy();
    expect(
      within(pta)
        .getByRole('textbox', { name: /^Weging$/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(pta).getByText('Alleen een summatieve toets telt mee voor het examen'),
    ).toBeTruthy();
  });

  it.each([
    ['havo', 'Toetsplan (PTA)', 'Telt mee voor het schoolexamen (SE)', /^Weging SE/],
    [
      'vocational_secondary_education_4',
      'Toetsplan (examenplan)',
      'Telt mee voor het examen',
      /^Weging examen/,
    ],
    ['hbo_full_bachelor', 'Toetsplan (OER)', 'Telt mee voor het tentamen', /^Weging tentamen/],
  ] as const)(
    'names the exam in the words of its sector (%s)',
    async (type, legend, counts, weight) => {
      const { dialog } = await openForm({ type });
      const pta = testPlanGroup(dialog, legend);
      await userEvent.click(within(pta).getByRole('switch', { name: counts }));
      expect(within(pta).getByRole('textbox', { name: weight })).toBeTruthy();
    },
  );

  it('has a label for every input and a keyboard order through the test plan group', async () => {
    const { dialog } = await openForm({ test: aPlanTest({ counts_for_exam: true, resit: true }) });
    // The group is a fieldset named by its legend; the form's other inputs are found by name above.
    const pta = testPlanGroup(dialog);
    expect(pta.tagName).toBe('FIELDSET');
    within(pta).getByRole('radio', { name: 'Summatief' }).focus();
    const order: string[] = [];
    for (let step = 0; step < 9; step += 1) {
      await userEvent.tab();
      // What a screen reader would name: the input's label, or the radio's label in a unit.
      const focused = document.activeElement as HTMLInputElement;
      order.push((focused.labels?.[0]?.textContent ?? '').trim());
    }
    expect(order).toEqual([
      expect.stringMatching(/^Weging/),
      expect.stringMatching(/^(Factor|Procent)/),
      expect.stringMatching(/^Telt mee voor het schoolexamen/),
      expect.stringMatching(/^Weging SE/),
      expect.stringMatching(/^(Factor|Procent)/),
      expect.stringMatching(/^Herkansing/),
      expect.stringMatching(/^Aantal herkansingen/),
      expect.stringMatching(/^Welk resultaat telt/),
      expect.stringMatching(/^Toegestane hulpmiddelen/),
    ]);
  });
});

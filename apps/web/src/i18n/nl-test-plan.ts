import { TEST_PLAN_WORDS } from '@cp/contracts';

/**
 * Dutch texts of the Toetsplan screen (docs/test-plan.md; joined into nl-app.ts as `testPlan`).
 * The test plan's own words (columns, facts, checks, totals) come from @cp/contracts, so the
 * screen and the PTA / examenplan / OER document say the same; here only what the screen alone
 * says: its buttons, states and the names of its controls.
 */
export const nlTestPlan = {
  ...TEST_PLAN_WORDS.nl,
  subtitle: 'Toetsplan van {{name}}',
  noEducation:
    'Het toetsplan toont alle toetsen van één {{education}} per {{educationYear}}, zoals in het PTA of examenplan. Kies eerst de {{education}} op het dashboard.',
  factsLabel: 'Gegevens van het toetsplan',
  yearsLabel: '{{educationYears}}',
  grouped: 'Per {{cluster}}',
  tableCaption: 'Toetsen van {{year}}',
  loadFailed: 'Het toetsplan kon niet worden geladen.',
  unknownEducation:
    'Deze {{education}} of dit {{educationYear}} bestaat niet (meer), of je hebt er geen toegang toe.',
  retry: 'Opnieuw proberen',
  toDashboard: 'Naar het dashboard',
  checkCount_one: '1 controle',
  checkCount_other: '{{count}} controles',
  rowChecks: 'Controle: {{checks}}',
  credits: 'Bronnen',
  actions: 'Acties',
  edit: {
    open: 'Bewerken',
    openLabel: 'Bewerken: {{name}}',
    cell: '{{value}}: {{column}} van {{name}} wijzigen',
    emptyCell: '{{column}} van {{name}} invullen',
    value: '{{column}} van {{name}}',
    unit: 'Eenheid',
    units: { factor: 'factor (×)', percent: 'procent (%)' },
    noResit: 'Geen herkansing',
    chooseRule: 'Kies wat telt',
    saveHint: 'Enter bewaart, Escape annuleert',
    failed: '{{column}} van {{name}} is niet bewaard',
    notSummative: 'Alleen een summatieve toets heeft een weging',
    notForExam: 'Telt niet mee voor het examen: kies dat eerst bij de soort',
  },
};

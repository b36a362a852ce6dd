import { TEST_PLAN_WORDS } from '@cp/contracts';
import type { TTranslations } from './nl';

/** English texts of the Toetsplan screen (joined into en.ts); see nl-test-plan.ts. */
export const enTestPlan: TTranslations['testPlan'] = {
  ...TEST_PLAN_WORDS.en,
  subtitle: 'Test plan of {{name}}',
  noEducation:
    'The test plan shows every test of one {{education}} per {{educationYear}}, as in the PTA or examination plan. Choose the {{education}} on the dashboard first.',
  factsLabel: 'About this test plan',
  yearsLabel: '{{educationYears}}',
  grouped: 'Per {{cluster}}',
  tableCaption: 'Tests of {{year}}',
  loadFailed: 'The test plan could not be loaded.',
  unknownEducation:
    'This {{education}} or {{educationYear}} does not exist (any more), or you have no access to it.',
  retry: 'Try again',
  toDashboard: 'Go to the dashboard',
  checkCount_one: '1 check',
  checkCount_other: '{{count}} checks',
  rowChecks: 'Check: {{checks}}',
  credits: 'Sources',
  actions: 'Actions',
  edit: {
    open: 'Edit',
    openLabel: 'Edit: {{name}}',
    cell: '{{value}}: change {{column}} of {{name}}',
    emptyCell: 'Fill in {{column}} of {{name}}',
    value: '{{column}} of {{name}}',
    unit: 'Unit',
    units: { factor: 'factor (×)', percent: 'percent (%)' },
    noResit: 'No resit',
    chooseRule: 'Choose what counts',
    saveHint: 'Enter saves, Escape cancels',
    failed: '{{column}} of {{name}} was not saved',
    notSummative: 'Only a summative test has a weight',
    notForExam: 'Does not count for the exam: choose that first under kind',
  },
};

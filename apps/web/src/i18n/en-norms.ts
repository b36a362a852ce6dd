import type { TTranslations } from './nl';

/** English texts of `norms`; typed against the Dutch ones (same keys). */
export const enNorms: TTranslations['norms'] = {
  title: 'Study-load norms',
  intro:
    'The analysis measures every {{educationYear}} against the norm of its type of {{education}}. When the law changes, add a norm with the date it takes effect; until then the current one applies. Only a norm not yet in effect can be removed.',
  loadFailed: 'The norms could not be loaded.',
  empty: 'There are no norms yet.',
  newNorm: 'New norm',
  educationTypes: 'Types of {{education}}',
  unit: 'Unit',
  units: {
    hours: 'clock hours',
  },
  perYearMin: 'Minimum per year',
  perYearMax: 'Maximum per year',
  hoursPerCredit: 'Hours per {{credit}}',
  hoursPerCreditHint: 'Turns {{credits}} into hours of study (higher education: 28).',
  law: 'Law or rule',
  lawHint: 'For example the article of law the norm comes from.',
  effectiveFrom: 'Takes effect on',
  effectiveFromHint:
    'Until this date the norm can still be removed; after it, it stays as history.',
  none: '—',
  state: 'Status',
  states: {
    future: 'Not yet in effect',
    in_effect: 'In effect',
    replaced: 'Replaced',
  },
  actions: 'Actions',
  remove: 'Remove',
  removeLabel: 'Remove the norm of {{date}}',
  confirmRemoveTitle: 'Remove norm',
  confirmRemove:
    'Are you sure you want to remove the norm that would take effect on {{date}}? The current norm then stays in effect.',
  removed: 'The norm has been removed',
  removeFailed: 'The norm could not be removed',
  created: 'The norm has been added',
  createFailed: 'The norm could not be added',
  typesPlaceholder: 'Choose one or more types',
  messages: {
    lawTooLong: 'Use at most 500 characters',
    numberInvalid: 'Enter a number from 0 to 100,000, or leave it empty',
    dateInvalid: 'Choose a valid date',
  },
};

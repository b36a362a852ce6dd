import type { TTranslations } from './nl';

/** English texts of `exports`; typed against the Dutch ones (same keys). */
export const enExports: TTranslations['exports'] = {
  button: 'Export',
  dialog: {
    title: 'Export {{name}}',
    format: 'File format',
    formats: { pdf: 'PDF', docx: 'Word (.docx)', xlsx: 'Excel (.xlsx)' },
    language: 'Language of the file',
    languages: { nl: 'Dutch', en: 'English' },
    parts: 'What to include',
    partLabels: { design: 'Design', plan: 'Plan', analysis: 'Analysis', notes: 'Notes' },
    partHints: {
      design: '{{competences}}, {{learningOutcomes}}, {{learningGoals}} and {{clusters}}',
      plan: 'The {{clusters}} per {{educationYear}}, with their weeks',
      test_plan: 'The tests per {{educationYear}} with weights and resits, for adoption',
      analysis: 'The figures and findings per {{educationYear}}',
      notes: 'The notes of this {{education}}',
    },
    years: 'Which {{educationYears}}?',
    yearsHint: 'Applies to the plan, the test plan and the analysis.',
    allYears: 'All {{educationYears}}',
    someYears: 'Choose {{educationYears}}',
    pickYears: '{{educationYears}} to include',
    lifetime:
      'The file is made in the background. It will be ready in your notifications, and you can download it for {{days}} days.',
    submit: 'Export',
    partsRequired: 'Choose at least one part.',
    yearsRequired: 'Choose at least one {{educationYear}}.',
    running:
      'An export is already running. Wait until it is ready; you will then find the file in your notifications.',
    queueFull:
      'Your school already has {{max}} exports waiting or being made. Try again in a few minutes.',
    unavailable: 'Exporting is not possible right now. Please try again later.',
    unknownYear:
      'Choose {{educationYears}} of this {{education}}; the list has changed in the meantime.',
    invalid: 'This choice cannot be exported. Please check your choices.',
    loadFailed: 'The {{educationYears}} could not be loaded.',
  },
  toast: {
    queued: 'Your export is waiting in line',
    running: 'Your export is being made',
    waitHint: 'You will be notified as soon as the file is ready.',
    progress: '{{done}} of {{total}} steps',
    progressLabel: 'Progress of the export',
    ready: 'Your export is ready',
    download: 'Download {{file}}',
    failed: 'Your export failed',
    failedHint: 'Something went wrong while making the file.',
    retry: 'Try again',
    expired: 'This file has expired; export again',
    missing: 'This file no longer exists; export again',
    alreadyRunning: 'An export is already running. Wait until it is ready.',
    notRetryable: 'This export can no longer be tried again; export again',
  },
  panel: {
    download: 'Download',
    downloadLabel: 'Download {{file}}',
    retry: 'Try again',
    retryLabel: 'Try again to export',
  },
};

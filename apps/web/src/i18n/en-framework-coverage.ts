import { FRAMEWORK_COVERAGE_WORDS } from '@cp/contracts';
import type { TTranslations } from './nl';

/** English texts of the analysis screen's frameworks tab (joined into en.ts). */
export const enFrameworkCoverage: TTranslations['frameworkCoverage'] = {
  ...FRAMEWORK_COVERAGE_WORDS.en,
  tab: 'Frameworks',
  scopeNote:
    'This tab is about the whole {{education}}: the chosen {{educationYear}}, the filters of the other tabs and comparing do not apply here.',
  framework: 'Framework',
  linkedGroup: 'Linked to this {{education}}',
  otherGroup: 'Other frameworks',
  loadFailed: 'The coverage could not be loaded. Please try again later.',
  frameworkGone:
    'This framework does not exist (any more) or this location may not use it. Choose another framework.',
  empty: {
    title: 'No framework linked yet',
    text: 'This {{education}} is not linked to any framework yet. On the design screen, link {{learningGoals}} to eindtermen or kerndoelen (or tests in the plan); then this tab shows which items are covered, taught and tested.',
    toDesign: 'Go to the design',
  },
  filters: {
    label: 'Coverage filters',
    schoolExamOnly: 'School exam (SE) only',
    level: 'Level',
    domain: 'Domain',
    any: 'All',
  },
  figures: {
    label: 'Coverage in figures',
    none: 'no items',
  },
  table: {
    caption: 'Coverage of {{framework}}',
    empty: 'No items match these filters.',
    none: '–',
    direct: 'linked to the item directly',
  },
};

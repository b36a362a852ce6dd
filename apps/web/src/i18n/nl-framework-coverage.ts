import { FRAMEWORK_COVERAGE_WORDS } from '@cp/contracts';

/**
 * Dutch texts of the analysis screen's frameworks tab (docs/analysis.md "Frameworks"; joined into
 * nl-app.ts as `frameworkCoverage`). The words it shares with the exports (statuses, figures,
 * columns, the credit) come from @cp/contracts, so screen and document say the same.
 */
export const nlFrameworkCoverage = {
  ...FRAMEWORK_COVERAGE_WORDS.nl,
  tab: 'Kaders',
  scopeNote:
    'Dit tabblad gaat over de hele {{education}}: het gekozen {{educationYear}}, de filters van de andere tabbladen en vergelijken gelden hier niet.',
  framework: 'Kader',
  linkedGroup: 'Gekoppeld aan deze {{education}}',
  otherGroup: 'Andere kaders',
  loadFailed: 'De dekking kon niet worden geladen. Probeer het later opnieuw.',
  frameworkGone:
    'Dit kader bestaat niet (meer) of deze locatie mag het niet gebruiken. Kies een ander kader.',
  empty: {
    title: 'Nog geen kader gekoppeld',
    text: 'Deze {{education}} is nog aan geen kader gekoppeld. Koppel op het ontwerpscherm {{learningGoals}} aan eindtermen of kerndoelen (of toetsen in de planning); daarna zie je hier welke items gedekt, onderwezen en getoetst zijn.',
    toDesign: 'Naar het ontwerp',
  },
  filters: {
    label: 'Filters van de dekking',
    schoolExamOnly: 'Alleen schoolexamen (SE)',
    level: 'Niveau',
    domain: 'Domein',
    any: 'Alle',
  },
  figures: {
    label: 'Dekking in cijfers',
    none: 'geen items',
  },
  table: {
    caption: 'Dekking van {{framework}}',
    empty: 'Geen items bij deze filters.',
    none: '–',
    direct: 'direct aan het item gekoppeld',
  },
};

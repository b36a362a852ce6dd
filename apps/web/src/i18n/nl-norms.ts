/**
 * Dutch texts of /admin/norms, the study-load norms the analysis measures years against
 * (joined into nl-app.ts as `norms`).
 */
export const nlNorms = {
  title: 'Studielastnormen',
  intro:
    'De analyse meet elk {{educationYear}} aan de norm van het type {{education}}. Verandert de wet, voeg dan een norm toe met de datum waarop hij ingaat; tot die datum blijft de huidige gelden. Alleen een norm die nog niet geldt kun je verwijderen.',
  loadFailed: 'De normen konden niet worden geladen.',
  empty: 'Er zijn nog geen normen.',
  newNorm: 'Nieuwe norm',
  educationTypes: 'Typen {{education}}',
  unit: 'Eenheid',
  units: {
    hours: 'klokuren',
  },
  perYearMin: 'Minimum per jaar',
  perYearMax: 'Maximum per jaar',
  hoursPerCredit: 'Uren per {{credit}}',
  hoursPerCreditHint: 'Zet {{credits}} om in studie-uren (hoger onderwijs: 28).',
  law: 'Wet of regel',
  lawHint: 'Bijvoorbeeld het wetsartikel waar de norm uit komt.',
  effectiveFrom: 'Gaat in op',
  effectiveFromHint:
    'Tot deze datum kun je de norm nog verwijderen; daarna blijft hij bewaard als geschiedenis.',
  none: '—',
  state: 'Status',
  states: {
    future: 'Gaat nog in',
    in_effect: 'Geldt nu',
    replaced: 'Vervangen',
  },
  actions: 'Acties',
  remove: 'Verwijderen',
  removeLabel: 'Norm van {{date}} verwijderen',
  confirmRemoveTitle: 'Norm verwijderen',
  confirmRemove:
    'Weet je zeker dat je de norm verwijdert die op {{date}} zou ingaan? De huidige norm blijft dan gelden.',
  removed: 'De norm is verwijderd',
  removeFailed: 'De norm kon niet worden verwijderd',
  created: 'De norm is toegevoegd',
  createFailed: 'De norm kon niet worden toegevoegd',
  typesPlaceholder: 'Kies een of meer typen',
  messages: {
    lawTooLong: 'Gebruik hoogstens 500 tekens',
    numberInvalid: 'Vul een getal van 0 tot 100.000 in, of laat het leeg',
    dateInvalid: 'Kies een geldige datum',
  },
};

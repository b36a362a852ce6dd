/**
 * Dutch texts of exports (joined into nl-app.ts as `exports`): the export dialog of the
 * education's screens, the toasts of an export under way and the actions in the notifications
 * panel. Words a location can rename come in as placeholders (`useTerms`).
 */
export const nlExports = {
  button: 'Exporteren',
  dialog: {
    title: '{{name}} exporteren',
    format: 'Bestandsformaat',
    formats: { pdf: 'PDF', docx: 'Word (.docx)', xlsx: 'Excel (.xlsx)' },
    language: 'Taal van het bestand',
    languages: { nl: 'Nederlands', en: 'Engels' },
    parts: 'Wat neem je op?',
    partLabels: { design: 'Ontwerp', plan: 'Planning', analysis: 'Analyse', notes: 'Notities' },
    partHints: {
      design: '{{competences}}, {{learningOutcomes}}, {{learningGoals}} en {{clusters}}',
      plan: 'De {{clusters}} per {{educationYear}}, met hun weken',
      test_plan:
        'De toetsen per {{educationYear}} met wegingen en herkansingen, om vast te stellen',
      analysis: 'De cijfers en bevindingen per {{educationYear}}',
      notes: 'De notities bij deze {{education}}',
    },
    years: 'Welke {{educationYears}}?',
    yearsHint: 'Geldt voor de planning, het toetsplan en de analyse.',
    allYears: 'Alle {{educationYears}}',
    someYears: 'Kies {{educationYears}}',
    pickYears: '{{educationYears}} om op te nemen',
    lifetime:
      'Het bestand wordt op de achtergrond gemaakt. Het komt klaar te staan in je meldingen en je kunt het {{days}} dagen downloaden.',
    submit: 'Exporteren',
    partsRequired: 'Kies minstens één onderdeel.',
    yearsRequired: 'Kies minstens één {{educationYear}}.',
    running:
      'Er loopt al een export. Wacht tot die klaar is; je vindt het bestand dan in je meldingen.',
    queueFull:
      'Je school heeft al {{max}} exports in de wachtrij of in de maak. Probeer het over een paar minuten opnieuw.',
    unavailable: 'Exporteren kan op dit moment niet. Probeer het later opnieuw.',
    unknownYear: 'Kies {{educationYears}} van deze {{education}}; de lijst is intussen veranderd.',
    invalid: 'Deze keuze kan niet worden geëxporteerd. Controleer je keuzes.',
    loadFailed: 'De {{educationYears}} konden niet worden geladen.',
  },
  toast: {
    queued: 'Je export staat in de wachtrij',
    running: 'Je export wordt gemaakt',
    waitHint: 'Je krijgt een melding zodra het bestand klaarstaat.',
    progress: '{{done}} van {{total}} stappen',
    progressLabel: 'Voortgang van de export',
    ready: 'Je export staat klaar',
    download: '{{file}} downloaden',
    failed: 'Je export is mislukt',
    failedHint: 'Er ging iets mis bij het maken van het bestand.',
    retry: 'Opnieuw proberen',
    expired: 'Dit bestand is verlopen; exporteer opnieuw',
    missing: 'Dit bestand bestaat niet meer; exporteer opnieuw',
    alreadyRunning: 'Er loopt al een export. Wacht tot die klaar is.',
    notRetryable: 'Deze export kan niet meer opnieuw worden geprobeerd; exporteer opnieuw',
  },
  panel: {
    download: 'Downloaden',
    downloadLabel: '{{file}} downloaden',
    retry: 'Opnieuw proberen',
    retryLabel: 'Export opnieuw proberen',
  },
};

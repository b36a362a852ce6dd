/**
 * Dutch texts of /admin/frameworks, the library of frameworks and their import
 * (docs/frameworks.md; joined into nl-app.ts as `frameworks`).
 */
export const nlFrameworks = {
  intro:
    'Kaders zijn de eindtermen en kerndoelen waar een {{education}} aan voldoet: de examenprogramma’s en kerndoelen van SLO, een CASE-pakket of een eigen kader uit een spreadsheet. Wat je hier importeert, staat daarna in de bibliotheek van deze locatie.',
  noLocation: 'Kies eerst een locatie; daarna zie je hier de kaders die ze kan gebruiken.',
  none: '–',
  library: {
    title: 'Bibliotheek',
    label: 'Kaders in de bibliotheek',
    loadFailed: 'De kaders konden niet worden geladen.',
    empty:
      'Er staan nog geen kaders in de bibliotheek. Importeer hieronder de examenprogramma’s of kerndoelen van SLO, een CASE-pakket of een eigen kader uit een csv- of xlsx-bestand.',
    name: 'Titel',
    code: 'Code',
    origin: 'Herkomst',
    national: 'Landelijk',
    own: 'Eigen',
    levels: 'Niveaus',
    items: 'Items',
    release: 'Release',
    importedAt: 'Geïmporteerd',
    attribution: 'Bron en licentie',
    licence: 'licentie {{licence}}',
  },
  form: {
    title: 'Kader importeren',
    intro:
      'Kies de bron en de bestanden en bekijk eerst het voorbeeld; pas daarna importeer je. Een kader dat al in de bibliotheek staat, krijgt de nieuwe release: het voorbeeld laat zien wat er verandert.',
    scope: 'Voor wie',
    scopes: {
      national: 'Voor alle locaties (landelijk)',
      own: 'Alleen voor deze locatie',
    },
    source: 'Bron',
    sourcePlaceholder: 'Kies een bron',
    sources: {
      slo_exam: 'SLO-examenprogramma’s',
      slo_core: 'SLO-kerndoelen 2006',
      case: 'CASE-pakket (JSON)',
      sheet: 'Eigen kader (csv of xlsx)',
    },
    files: 'Bestanden',
    filesPlaceholder: 'Kies de bestanden',
    filesHints: {
      none: 'Kies eerst de bron; daarna staat hier welke bestanden nodig zijn.',
      slo_exam:
        'Vijf JSON-bestanden: examenprogramma.json, domeinen.json, subdomeinen.json en eindtermen.json uit slo-examenprogramma, en niveaus.json uit slo-basis.',
      slo_core:
        'Vier JSON-bestanden van SLO: kerndoelen.json, domeinen.json, vakleergebieden.json en niveaus.json.',
      case: 'Eén CASE 1.0-pakket (CFPackage) als JSON-bestand.',
      sheet:
        'Eén csv- of xlsx-bestand met de kolommen Code, Titel, Omschrijving, Bovenliggende code en Soort; code en titel zijn verplicht.',
    },
    filesRequired: 'Kies de bestanden die je wilt importeren',
    fileWrongType: 'Het bestand {{file}} past niet bij deze bron; kies {{types}}',
    release: 'Release',
    releaseHint: 'De uitgave van de bestanden, bijvoorbeeld "november 2025".',
    code: 'Code van het kader',
    codeRequired: 'Vul de code van het kader in',
    name: 'Titel van het kader',
    nameRequired: 'Vul de titel van het kader in',
    preview: 'Voorbeeld bekijken',
    refresh: 'Voorbeeld bijwerken',
    apply: 'Importeren ({{count}})',
    imported_one: '{{count}} kader geïmporteerd',
    imported_other: '{{count}} kaders geïmporteerd',
    previewFailed: 'Het voorbeeld kon niet worden gemaakt',
    importFailed: 'De kaders zijn niet geïmporteerd',
  },
  preview: {
    title: 'Voorbeeld',
    summary_one: '{{number}} kader in de bestanden, {{chosen}} gekozen.',
    summary_other: '{{number}} kaders in de bestanden, {{chosen}} gekozen.',
    tableLabel: 'Kaders in de bestanden',
    search: 'Zoeken',
    searchPlaceholder: 'Titel of code',
    level: 'Niveau',
    allLevels: 'Alle niveaus',
    shown: '{{shown}} van {{total}} getoond',
    noMatch: 'Geen kader gevonden; pas de zoekopdracht of het niveau aan.',
    choose: '{{title}} kiezen',
    chooseShown: 'Alle getoonde kaders kiezen',
    framework: 'Kader',
    levels: 'Niveaus',
    contents: 'Inhoud',
    library: 'In de bibliotheek',
    isNew: 'Nieuw',
    stored: 'Bestaat al (release {{release}})',
    chooseFirst:
      'Kies in de tabel de kaders die je wilt importeren en werk daarna het voorbeeld bij.',
    staleChoice: 'Je keuze is veranderd. Werk het voorbeeld bij; daarna kun je importeren.',
    staleFields:
      'Het formulier is veranderd sinds het voorbeeld. Werk het voorbeeld bij; daarna kun je importeren.',
    changedSince:
      'De import is sinds het voorbeeld veranderd. Het voorbeeld is opnieuw gemaakt: bekijk het en importeer dan opnieuw.',
    nothingChosen: 'Kies minstens één kader',
  },
  changes: {
    added: '{{number}} nieuw',
    changed: '{{number}} gewijzigd',
    withdrawn: '{{number}} ingetrokken',
    replaced: '{{number}} vervangen',
    restored: '{{number}} teruggezet',
    none: 'Geen wijzigingen',
    show: 'Wijzigingen tonen',
    hide: 'Wijzigingen verbergen',
    label: 'Wijzigingen in {{title}}',
    replacedItem: '{{before}} wordt {{after}}',
    changedFields: '{{item}} ({{fields}})',
    fields: {
      code: 'code',
      title: 'titel',
      description: 'omschrijving',
      kind: 'soort',
      parent: 'plaats in de boom',
      flags: 'kenmerken',
      levels: 'niveaus',
    },
  },
  notes: {
    title: 'Opmerkingen bij het lezen',
    showAll: 'Alle {{number}} opmerkingen tonen',
    multiple_parents:
      '{{about}} staat onder meer dan één bovenliggend item ({{number}}×); het staat alleen op de eerste plaats.',
    empty_code: '{{items}} zonder code.',
    not_in_programme:
      '{{about}} hoort bij geen enkel examenprogramma en is niet geïmporteerd ({{number}}×).',
    no_school_type:
      '{{about}}: uit de code blijkt geen schooltype; dit kerndoel is niet geïmporteerd ({{number}}×).',
    sequence_number_text:
      '{{about}} stond {{number}} keer als tekst in plaats van als getal; het is als getal gelezen.',
    education_level_name:
      'Het veld heette {{number}} keer {{about}} in plaats van educationLevel; het is toch gelezen.',
    education_level_text:
      '{{about}} was {{number}} keer één tekst in plaats van een lijst; het is als lijst gelezen.',
    empty_text: '{{about}} was {{number}} keer leeg (null); het is als lege tekst gelezen.',
    no_parent: '{{about}} hangt onder geen enkel item en staat nu bovenaan ({{number}}×).',
    other: '{{kind}}: {{about}} ({{number}}×)',
  },
  kinds: {
    domain_one: '{{number}} domein',
    domain_other: '{{number}} domeinen',
    subdomain_one: '{{number}} subdomein',
    subdomain_other: '{{number}} subdomeinen',
    eindterm_one: '{{number}} eindterm',
    eindterm_other: '{{number}} eindtermen',
    kerndoel_one: '{{number}} kerndoel',
    kerndoel_other: '{{number}} kerndoelen',
    subject_area_one: '{{number}} vakleergebied',
    subject_area_other: '{{number}} vakleergebieden',
    item_one: '{{number}} item',
    item_other: '{{number}} items',
    other: '{{number}} × {{kind}}',
  },
};

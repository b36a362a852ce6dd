/**
 * Help texts of the main screens (docs/organisation.md "Help texts"), shown in the help modal as
 * sanitized HTML.
 * Keyed by route pattern without parameters, as the web app sends it in `POST pageinfo`.
 */
type HelpText = { title: string; content: string };
type Entry = { route: string; nl: HelpText; en: HelpText };

export const PAGE_INFO_TEXTS: Entry[] = [
  {
    route: '/locaties',
    nl: {
      title: 'Locaties',
      content:
        '<p>Hier zie je alle locaties waar je toegang toe hebt. Kies een locatie om daarin verder te werken.</p>' +
        '<ul><li>Je werkt altijd binnen één locatie tegelijk.</li><li>Via het instellingenmenu kom je hier terug om van locatie te wisselen.</li></ul>',
    },
    en: {
      title: 'Locations',
      content:
        '<p>This page lists every location you have access to. Choose a location to continue working in it.</p>' +
        '<ul><li>You always work within one location at a time.</li><li>Use the settings menu to come back here and switch locations.</li></ul>',
    },
  },
  {
    route: '/locatie',
    nl: {
      title: 'Locatie',
      content:
        '<p>Dit is het overzicht van de gekozen locatie. Je ziet hier de faculteiten van de locatie.</p>' +
        '<p>Kies een faculteit om de opleidingen daarbinnen te bekijken.</p>',
    },
    en: {
      title: 'Location',
      content:
        '<p>This is the overview of the chosen location. It shows the faculties of the location.</p>' +
        '<p>Choose a faculty to see the curricula within it.</p>',
    },
  },
  {
    route: '/faculteit',
    nl: {
      title: 'Faculteit',
      content:
        '<p>Een faculteit bundelt verwante opleidingen. Hier zie je de opleidingsgroepen van deze faculteit.</p>' +
        '<p>Kies een opleidingsgroep om naar het dashboard met de opleidingen te gaan.</p>',
    },
    en: {
      title: 'Faculty',
      content:
        '<p>A faculty groups related curricula. This page shows the education groups of this faculty.</p>' +
        '<p>Choose an education group to open the dashboard with its curricula.</p>',
    },
  },
  {
    route: '/dashboard',
    nl: {
      title: 'Dashboard',
      content:
        '<p>Het dashboard toont de opleidingen van de gekozen opleidingsgroep, verdeeld over de tabbladen:</p>' +
        '<ul><li><strong>Actief</strong>: vastgestelde opleidingen; die kun je niet meer wijzigen.</li>' +
        '<li><strong>In ontwerp</strong>: opleidingen waar nog aan gewerkt wordt.</li>' +
        '<li><strong>In beoordeling</strong>: opleidingen die wachten op twee goedkeuringen.</li></ul>' +
        '<p>Gebruik de sorteeropties om snel de juiste opleiding te vinden.</p>',
    },
    en: {
      title: 'Dashboard',
      content:
        '<p>The dashboard shows the curricula of the chosen education group, split over tabs:</p>' +
        '<ul><li><strong>Active</strong>: approved curricula; these can no longer be changed.</li>' +
        '<li><strong>Designing</strong>: curricula that are still being worked on.</li>' +
        '<li><strong>Reviewing</strong>: curricula waiting for two approvals.</li></ul>' +
        '<p>Use the sort options to find the right curriculum quickly.</p>',
    },
  },
  {
    route: '/overzicht',
    nl: {
      title: 'Overzicht',
      content:
        '<p>Het overzicht geeft in één oogopslag de opbouw van de gekozen opleiding: de leerjaren, perioden en weken.</p>' +
        '<p>Ga van hieruit naar Ontwerp, Planning, Analyse of Notities.</p>',
    },
    en: {
      title: 'Overview',
      content:
        '<p>The overview shows the structure of the chosen curriculum at a glance: its education years, periods and weeks.</p>' +
        '<p>From here, go to Design, Plan, Analysis or Notes.</p>',
    },
  },
  {
    route: '/ontwerp',
    nl: {
      title: 'Ontwerp',
      content:
        '<p>Op het ontwerpscherm leg je de inhoud van de opleiding vast:</p>' +
        '<ul><li>competenties, leeruitkomsten en leerdoelen;</li><li>clusters en clustergroepen.</li></ul>' +
        '<p>Wat je hier ontwerpt, plan je daarna in op het scherm Planning.</p>',
    },
    en: {
      title: 'Design',
      content:
        '<p>On the design screen you define the content of the curriculum:</p>' +
        '<ul><li>competences, learning outcomes and learning goals;</li><li>clusters and cluster groups.</li></ul>' +
        '<p>What you design here, you then schedule on the plan screen.</p>',
    },
  },
  {
    route: '/plan',
    nl: {
      title: 'Planning',
      content:
        '<p>Op het scherm Planning zet je clusters op de tijdlijn van een leerjaar.</p>' +
        '<ul><li>Voeg toetsen, controlemomenten, leeractiviteiten en bijzondere blokken toe.</li>' +
        '<li>Koppel toetsen aan leeractiviteiten en geef aan welke leerdoelen ze dekken.</li>' +
        '<li>Let op: het inkorten van jaren, perioden of weken kan planningsgegevens laten vervallen.</li></ul>',
    },
    en: {
      title: 'Plan',
      content:
        '<p>On the plan screen you place clusters on the timeline of an education year.</p>' +
        '<ul><li>Add tests, check moments, learning activities and special blocks.</li>' +
        '<li>Link tests to learning activities and mark which learning goals they cover.</li>' +
        '<li>Note: shortening years, periods or weeks may remove planning data.</li></ul>',
    },
  },
  {
    route: '/analyse',
    nl: {
      title: 'Analyse',
      content:
        '<p>De analyse laat zien of het programma compleet, in balans en studeerbaar is. Kies een leerjaar waarin al iets gepland is.</p>' +
        '<ul><li>Bovenaan staat de gezondheidscheck: een score per leerjaar en voor de hele opleiding, met per bevinding een link naar de plek waar je het oplost.</li>' +
        '<li>Bekijk planning, leerdoelen, toetsen (met piekweken), intensiteit tegen de wettelijke studielastnorm, de dekkingsmatrix, het toetsoverzicht en de teaminzet.</li>' +
        '<li>Vergelijk met een andere opleiding of een ander leerjaar via Vergelijken; Stop vergelijken gaat terug.</li>' +
        '<li>De bellenweergave toont de clusters van het jaar als bellen; bij een flexibel curriculum of heel veel clusters is ze niet beschikbaar.</li></ul>',
    },
    en: {
      title: 'Analysis',
      content:
        '<p>The analysis shows whether the curriculum is complete, balanced and feasible. Choose an education year in which something is planned.</p>' +
        '<ul><li>At the top is the health check: a score per year and for the whole curriculum, each finding linked to the place where you fix it.</li>' +
        '<li>View planning, learning goals, tests (with peak weeks), intensity against the legal study-load norm, the coverage matrix, the tests overview and team effort.</li>' +
        '<li>Compare with another curriculum or another year with Compare; Stop comparing goes back.</li>' +
        "<li>The bubble view shows the year's clusters as bubbles; it is not available for a flexible curriculum or very many clusters.</li></ul>",
    },
  },
  {
    route: '/notities',
    nl: {
      title: 'Notities',
      content:
        '<p>Bij notities leg je afspraken en opmerkingen over de opleiding vast.</p>' +
        '<ul><li>Geef elke notitie een categorie, zodat je ze later snel terugvindt.</li>' +
        '<li>Voeg bestanden toe van maximaal 10 MB.</li></ul>',
    },
    en: {
      title: 'Notes',
      content:
        '<p>Use notes to record agreements and remarks about the curriculum.</p>' +
        '<ul><li>Give every note a category so you can find it again quickly.</li>' +
        '<li>Attach files of at most 10 MB.</li></ul>',
    },
  },
  {
    route: '/profiel',
    nl: {
      title: 'Profiel',
      content:
        '<p>Op je profiel bekijk je je gegevens en stel je de taal van de applicatie in.</p>' +
        '<p>De gekozen taal wordt onthouden, ook als je later opnieuw inlogt.</p>',
    },
    en: {
      title: 'Profile',
      content:
        '<p>On your profile you see your details and choose the language of the application.</p>' +
        '<p>The chosen language is remembered, also when you sign in again later.</p>',
    },
  },
];

import type { TLanguage } from '@cp/contracts';

/**
 * Help texts as an earlier version seeded them, replaced since (issue 14: one glossary, the words
 * the screens use: "controlemomenten", not "checkmomenten"; "leerjaar"; "Planning";
 * "leeractiviteiten"; the English term of an education, "curriculum", never "education" or
 * "programme"; the dashboard's statuses as the dashboard names them, "In beoordeling"). A row that
 * still holds one of these exactly was never edited by an admin,
 * so the seed brings it up to date (seedPageInfo); an edited row is left alone.
 */
export const SUPERSEDED_PAGE_INFO: {
  route: string;
  language: TLanguage;
  title: string;
  content: string;
}[] = [
  {
    route: '/overzicht',
    language: 'nl',
    title: 'Overzicht',
    content:
      '<p>Het overzicht geeft in één oogopslag de opbouw van de gekozen opleiding: de opleidingsjaren, perioden en weken.</p><p>Ga van hieruit naar Ontwerp, Plan, Analyse of Notities.</p>',
  },
  {
    route: '/ontwerp',
    language: 'nl',
    title: 'Ontwerp',
    content:
      '<p>Op het ontwerpscherm leg je de inhoud van de opleiding vast:</p><ul><li>competenties, leeruitkomsten en leerdoelen;</li><li>clusters en clustergroepen.</li></ul><p>Wat je hier ontwerpt, plan je daarna op het planscherm in.</p>',
  },
  {
    route: '/plan',
    language: 'nl',
    title: 'Plan',
    content:
      '<p>Op het planscherm zet je clusters op de tijdlijn van een opleidingsjaar.</p><ul><li>Voeg toetsen, checkmomenten, leeractiviteiten en bijzondere blokken toe.</li><li>Koppel toetsen aan activiteiten en geef aan welke leerdoelen ze dekken.</li><li>Let op: het inkorten van jaren, perioden of weken kan planningsgegevens laten vervallen.</li></ul>',
  },
  {
    route: '/plan',
    language: 'en',
    title: 'Plan',
    content:
      '<p>On the plan screen you place clusters on the timeline of an education year.</p><ul><li>Add tests, check moments, learning activities and special blocks.</li><li>Link tests to activities and mark which learning goals they cover.</li><li>Note: shortening years, periods or weeks may remove planning data.</li></ul>',
  },
  {
    route: '/locatie',
    language: 'en',
    title: 'Location',
    content:
      '<p>This is the overview of the chosen location. It shows the faculties of the location.</p><p>Choose a faculty to see the educations within it.</p>',
  },
  {
    route: '/faculteit',
    language: 'en',
    title: 'Faculty',
    content:
      '<p>A faculty groups related educations. This page shows the education groups of this faculty.</p><p>Choose an education group to open the dashboard with its educations.</p>',
  },
  {
    route: '/dashboard',
    language: 'nl',
    title: 'Dashboard',
    content:
      '<p>Het dashboard toont de opleidingen van de gekozen opleidingsgroep, verdeeld over de tabbladen:</p><ul><li><strong>Actief</strong>: vastgestelde opleidingen; die kun je niet meer wijzigen.</li><li><strong>In ontwerp</strong>: opleidingen waar nog aan gewerkt wordt.</li><li><strong>In review</strong>: opleidingen die wachten op twee goedkeuringen.</li></ul><p>Gebruik de sorteeropties om snel de juiste opleiding te vinden.</p>',
  },
  {
    route: '/dashboard',
    language: 'en',
    title: 'Dashboard',
    content:
      '<p>The dashboard shows the educations of the chosen education group, split over tabs:</p><ul><li><strong>Active</strong>: approved educations; these can no longer be changed.</li><li><strong>Designing</strong>: educations that are still being worked on.</li><li><strong>Reviewing</strong>: educations waiting for two approvals.</li></ul><p>Use the sort options to find the right education quickly.</p>',
  },
  {
    route: '/overzicht',
    language: 'en',
    title: 'Overview',
    content:
      '<p>The overview shows the structure of the chosen education at a glance: its education years, periods and weeks.</p><p>From here, go to Design, Plan, Analysis or Notes.</p>',
  },
  {
    route: '/ontwerp',
    language: 'en',
    title: 'Design',
    content:
      '<p>On the design screen you define the content of the education:</p><ul><li>competences, learning outcomes and learning goals;</li><li>clusters and cluster groups.</li></ul><p>What you design here, you then schedule on the plan screen.</p>',
  },
  {
    route: '/analyse',
    language: 'en',
    title: 'Analysis',
    content:
      "<p>The analysis shows whether the programme is complete, balanced and feasible. Choose an education year in which something is planned.</p><ul><li>At the top is the health check: a score per year and for the whole education, each finding linked to the place where you fix it.</li><li>View planning, learning goals, tests (with peak weeks), intensity against the legal study-load norm, the coverage matrix, the tests overview and team effort.</li><li>Compare with another education or another year with Compare; Stop comparing goes back.</li><li>The bubble view shows the year's clusters as bubbles; it is not available for a flexible curriculum or very many clusters.</li></ul>",
  },
  {
    route: '/notities',
    language: 'en',
    title: 'Notes',
    content:
      '<p>Use notes to record agreements and remarks about the education.</p><ul><li>Give every note a category so you can find it again quickly.</li><li>Attach files of at most 10 MB.</li></ul>',
  },
];

import type { TLanguage } from '@cp/contracts';

/**
 * Help texts as an earlier version seeded them, replaced since (issue 14: one glossary, the words
 * the screens use: "controlemomenten", not "checkmomenten"; "leerjaar"; "Planning";
 * "leeractiviteiten"). A row that still holds one of these exactly was never edited by an admin,
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
];

import type { TLanguage } from '@cp/contracts';

/*
 * The fixed words of the design section in Dutch and English (the words of the screen, see the
 * web app's `design.columns` and `design.fields`). The renamable terms (competence, cluster,
 * credits, description ...) come from the location's names and are passed in, so a school's own
 * word shows everywhere.
 */
export type DesignTexts = {
  title: string;
  index: string;
  kind: string;
  titleColumn: string;
  shortTitle: string;
  level: string;
  weeks: string;
  courseCode: string;
  coordinator: string;
  requirements: string;
  /** "Aantal clusters": a count column next to the list of clusters. */
  countOf: (items: string) => string;
  /** "Standaard studiepunten (EC)" of an elective subject. */
  defaultOf: (credits: string) => string;
  /** "Leerdoelen zonder cluster" / "Learning goals in no cluster" (a fact of the summary). */
  without: (items: string, item: string) => string;
  /** The second cluster table (its long texts): "Clusters – details". */
  detailsOf: (items: string) => string;
  /** Caption of the first cluster table. */
  overview: string;
  /** Caption of the second. */
  detailsCaption: (description: string) => string;
  /** The text of an empty table: "Er zijn nog geen clusters." */
  empty: (items: string) => string;
  /** A competence without learning outcomes: "Nog geen leeruitkomsten." */
  noneYet: (items: string) => string;
  /** A withdrawn learning goal's mark, after its kind: "Leerdoel (havo, vervallen)". */
  withdrawn: string;
};

export const DESIGN_TEXTS: Record<TLanguage, DesignTexts> = {
  nl: {
    title: 'Ontwerp',
    index: 'Nummer',
    kind: 'Soort',
    titleColumn: 'Titel',
    shortTitle: 'Korte titel',
    level: 'Niveau',
    weeks: 'Weken',
    courseCode: 'Cursuscode',
    coordinator: 'Coördinator',
    requirements: 'Ingangseisen',
    countOf: (items) => `Aantal ${items}`,
    defaultOf: (credits) => `Standaard ${credits}`,
    without: (items, item) => `${items} zonder ${item}`,
    detailsOf: (items) => `${items} – details`,
    overview: 'Overzicht',
    detailsCaption: (description) => `${description}, cursuscode, coördinator en ingangseisen`,
    empty: (items) => `Er zijn nog geen ${items}.`,
    noneYet: (items) => `Nog geen ${items}.`,
    withdrawn: 'vervallen',
  },
  en: {
    title: 'Design',
    index: 'Number',
    kind: 'Type',
    titleColumn: 'Title',
    shortTitle: 'Short title',
    level: 'Level',
    weeks: 'Weeks',
    courseCode: 'Course code',
    coordinator: 'Coordinator',
    requirements: 'Entry requirements',
    countOf: (items) => `Number of ${items}`,
    defaultOf: (credits) => `Default ${credits}`,
    without: (items, item) => `${items} in no ${item}`,
    detailsOf: (items) => `${items} – details`,
    overview: 'Overview',
    detailsCaption: (description) =>
      `${description}, course code, coordinator and entry requirements`,
    empty: (items) => `There are no ${items} yet.`,
    noneYet: (items) => `No ${items} yet.`,
    withdrawn: 'withdrawn',
  },
};

import type { TLanguage } from '@cp/contracts';

/** The workbook's own words (the data's words come with the document, already translated). */
export type XlsxWords = {
  /** The first sheet's name: valid as a sheet name as it is. */
  overview: string;
  /** Label of the date the data was read. */
  createdOn: string;
  /** Column headers of the list of sheets on the Overview. */
  sheet: string;
  section: string;
  description: string;
  /** A table whose sheet name is empty after sanitising. */
  fallbackSheet: string;
};

export const XLSX_WORDS: Record<TLanguage, XlsxWords> = {
  nl: {
    overview: 'Overzicht',
    createdOn: 'Gemaakt op',
    sheet: 'Werkblad',
    section: 'Onderdeel',
    description: 'Omschrijving',
    fallbackSheet: 'Blad',
  },
  en: {
    overview: 'Overview',
    createdOn: 'Created on',
    sheet: 'Sheet',
    section: 'Section',
    description: 'Description',
    fallbackSheet: 'Sheet',
  },
};

import {
  FRAMEWORK_SHEET_COLUMNS,
  type TFrameworkSheetColumn,
  type TImportExtension,
  type TLanguage,
} from '@cp/contracts';
import { sampleSheet } from '../imports/sample-file';

/*
 * The sample of a framework sheet (docs/frameworks.md "Reading a sheet"): the headers the reader
 * takes, in the language of the one who asks, and a small tree as an MBO qualification file has
 * it (core task -> work process), each row after its parent as a school would type it.
 */

const COLUMNS = Object.keys(FRAMEWORK_SHEET_COLUMNS) as TFrameworkSheetColumn[];

const EXAMPLES: Record<TLanguage, string[][]> = {
  nl: [
    ['B1', 'Ontwerpt en realiseert software', '', '', 'kerntaak'],
    [
      'B1-K1',
      'Ontwerpt software',
      'Maakt een ontwerp op basis van de wensen van de opdrachtgever',
      'B1',
      'werkproces',
    ],
    ['B1-K2', 'Realiseert software', '', 'B1', 'werkproces'],
  ],
  en: [
    ['B1', 'Designs and builds software', '', '', 'core task'],
    [
      'B1-K1',
      'Designs software',
      "Makes a design based on the client's wishes",
      'B1',
      'work process',
    ],
    ['B1-K2', 'Builds software', '', 'B1', 'work process'],
  ],
};

export const FRAMEWORK_SAMPLE_NAMES: Record<TLanguage, { file: string; sheet: string }> = {
  nl: { file: 'voorbeeld-kader', sheet: 'Kader' },
  en: { file: 'framework-sample', sheet: 'Framework' },
};

/** The header of a column in a language: the Dutch word first, the English one last. */
function headerOf(column: TFrameworkSheetColumn, language: TLanguage): string {
  const words = FRAMEWORK_SHEET_COLUMNS[column];
  const word = language === 'nl' ? words[0] : words[words.length - 1]!;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function frameworkSheetSample(
  format: TImportExtension,
  language: TLanguage,
): Promise<Buffer> {
  const header = COLUMNS.map((column) => headerOf(column, language));
  return sampleSheet(format, FRAMEWORK_SAMPLE_NAMES[language].sheet, [
    header,
    ...EXAMPLES[language],
  ]);
}

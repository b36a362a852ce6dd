import type { TExportPart, TLanguage, TNamePair, TNamingTerm } from '@cp/contracts';
import type { DbOrTx } from '../../../db/client';
import type { EducationRow, EducationYearRow } from '../../../db/schema';
import type { LocationScope } from '../../locations/location-scope';
import type { DocSection } from '../document';

/**
 * What a section builder gets (docs/exports.md). `db` is the export's one read-only snapshot
 * transaction, so every section sees the same state of the data. Builders read with set-based
 * queries (reuse the screens' reads: loadDesign, loadYearPlan, listNotes' loadNotes, the analysis
 * reads), and write every word in `language`, with the location's terms from `names`.
 */
export type SectionContext = {
  db: DbOrTx;
  /** The owner's scope, granted by the access decision when the job ran (../export-access.ts). */
  scope: LocationScope;
  education: EducationRow;
  /** The chosen years, in order (every year when the request said null). */
  years: EducationYearRow[];
  /** How many years the education has (the title page says "alle (4)" when all are chosen). */
  allYearCount: number;
  language: TLanguage;
  /** The location's (and parent's, education's) names of the renamable terms, in `language`. */
  names: Record<TNamingTerm, TNamePair>;
  /** The moment of the read; analysis reads that depend on "today" use it. */
  now: Date;
};

/** One part of the export: builds its sections (plan and analysis: one per year). */
export type PartBuilder = {
  /** How many sections it will build, known before reading (for the progress count). */
  count(context: Pick<SectionContext, 'years'>): number;
  /** Builds the sections one by one; `onSection` is called after each. */
  build(context: SectionContext, onSection: () => void): Promise<DocSection[]>;
};

export type PartBuilders = Record<TExportPart, PartBuilder>;

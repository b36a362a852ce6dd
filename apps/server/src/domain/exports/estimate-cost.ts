import { eq, sql } from 'drizzle-orm';
import type { TExportFormat, TExportPart } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { clusters, educations, educationYears, learningGoals } from '../../db/schema';

/*
 * How much work an export is, estimated when it is queued (docs/exports.md "The queue"), so a
 * small export can pass large ones (the small lane). Coarse on purpose: a unit is about a twentieth
 * of a second of a warm server on the 2-core bench machine, calibrated on the large demo
 * education (600 goals, 300 clusters, 4 years; docs/benchmarks.md "Issue 25").
 */

/** Render work per format, relative to Excel (the large demo: xlsx 1.1 s, docx 3.2 s, pdf 9.6 s). */
const FORMAT_WEIGHT: Record<TExportFormat, number> = { xlsx: 1, docx: 3, pdf: 8 };

/** At most this much is a small export (about two seconds): it may use the small lane. */
export const SMALL_EXPORT_COST = 40;

/**
 * Sections per part: the design and the notes once, the plan and the test plan once per year,
 * the analysis twice.
 */
const sectionsOf = (parts: readonly TExportPart[], years: number) =>
  parts.reduce(
    (sum, part) =>
      sum + (part === 'plan' || part === 'test_plan' ? years : part === 'analysis' ? 2 * years : 1),
    0,
  );

/**
 * The estimated work: format weight × sections × the education's size (1 plus a unit per 200
 * goals and clusters). Reads three counts by the education's indexes, in one statement.
 */
export async function estimateExportCost(options: {
  db: DbOrTx;
  educationId: number;
  format: TExportFormat;
  parts: readonly TExportPart[];
  /** The chosen years, or null for all of them. */
  yearIds: readonly number[] | null;
}): Promise<number> {
  const { db, educationId, format, parts, yearIds } = options;
  const count = (table: typeof clusters | typeof learningGoals | typeof educationYears) =>
    sql<number>`(select count(*)::int from ${table} where ${table.educationId} = ${educationId})`;
  const [row] = await db
    .select({
      goals: count(learningGoals),
      clusters: count(clusters),
      years: count(educationYears),
    })
    .from(educations)
    .where(eq(educations.id, educationId));
  const size = 1 + ((row?.goals ?? 0) + (row?.clusters ?? 0)) / 200;
  const years = yearIds ? yearIds.length : (row?.years ?? 1);
  return Math.ceil(FORMAT_WEIGHT[format] * sectionsOf(parts, years) * size);
}

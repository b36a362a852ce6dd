import { asc, eq } from 'drizzle-orm';
import { DESIGN_KINDS, type TDesign } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import type { EducationRow } from '../../db/schema';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { DESIGN_KIND_SPECS, type KindSpec } from './kinds';

/*
 * GET .../design (docs/design.md): the whole design of an education in one answer. One query per
 * kind (links come along as array_agg subqueries), so 1 + 8 queries whatever the design's size.
 */

/** The answer rows of one kind matching `where`, in list order. */
export function selectItems(db: DbOrTx, spec: KindSpec) {
  return db.select(spec.answer).from(spec.table).$dynamic();
}

/** The design of an education the caller has found in its location (`requireEducation`). */
export async function loadDesign(options: {
  db: DbOrTx;
  education: Pick<EducationRow, 'id'>;
}): Promise<TDesign> {
  const { db, education } = options;
  const design: Record<string, unknown[]> = {};
  // One after the other: PGlite runs one query at a time anyway, and a pool stays free.
  for (const kind of DESIGN_KINDS) {
    const spec = DESIGN_KIND_SPECS[kind];
    design[spec.key] = await selectItems(db, spec)
      .where(eq(spec.educationId, education.id))
      .orderBy(asc(spec.position), asc(spec.id));
  }
  // The selections in kinds.ts have exactly the fields of ZDesignSchema (design.test.ts parses).
  return design as TDesign;
}

/**
 * The design of an education of the scope, opened for a cache: its content version first (one
 * indexed read; 404 for another location's), the design itself only when `load` is called, so an
 * answer cached for that version costs no more.
 */
export async function openDesign(
  options: EducationLookup,
): Promise<{ educationId: number; version: number; load: () => Promise<TDesign> }> {
  const { db } = options;
  const education = await requireEducation(options);
  return {
    educationId: education.id,
    version: education.contentVersion,
    load: () => loadDesign({ db, education }),
  };
}

import { z } from 'zod';
import { EDUCATION_TYPES, SPECIAL_BLOCK_KINDS } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { DESIGN_TABLES } from '../education-tables/design-tables';
import { PLAN_TABLES } from '../education-tables/plan-tables';

/*
 * The format of a backup's snapshot (snapshot.ts says what goes in it and how it loads and
 * restores): its schema, its types and the shape of a part. Apart from snapshot.ts so the parts
 * (design-snapshot.ts, plan-snapshot.ts) can name the snapshot without importing the list of
 * parts that imports them.
 *
 * The design and the plan are top-level fields driven by the declared tables
 * (education-tables/design-tables.ts, education-tables/plan-tables.ts); every list defaults to
 * empty, so a snapshot made before a table existed restores it as "none".
 */

export const SNAPSHOT_VERSION = 1;

/** Timestamps as PostgreSQL writes them in ISO form, microseconds included. */
const ZTimestampSchema = z.string().min(1);

const ZSnapshotPeriodSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string().nullable(),
  weeks: z.number().int(),
});

const ZSnapshotSpecialBlockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Absent in snapshots made before blocks had a kind: 'other', as the migration set them. */
  kind: z.enum(SPECIAL_BLOCK_KINDS).default('other'),
  start_week: z.number().int(),
  end_week: z.number().int(),
  created_at: ZTimestampSchema,
});

const ZSnapshotYearSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string().nullable(),
  /** The Monday of week 1; absent in snapshots made before years had one: unknown. */
  starts_on: z.string().nullable().default(null),
  periods: z.array(ZSnapshotPeriodSchema),
  special_blocks: z.array(ZSnapshotSpecialBlockSchema).default([]),
});

export const ZEducationSnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  education: z.object({
    name: z.string(),
    type: z.enum(EDUCATION_TYPES),
    is_flexible: z.boolean(),
  }),
  years: z.array(ZSnapshotYearSchema),
  /** The design (design-snapshot.ts); absent in snapshots made before it existed: empty. */
  design: DESIGN_TABLES.schema.prefault({}),
  plan: PLAN_TABLES.schema.prefault({}),
});

export type TEducationSnapshot = z.infer<typeof ZEducationSnapshotSchema>;
export type TSnapshotPlan = TEducationSnapshot['plan'];

/** A snapshot with no content yet, which the parts fill in as they load. */
export const emptySnapshot = (): TEducationSnapshot => ({
  version: SNAPSHOT_VERSION,
  education: { name: '', type: EDUCATION_TYPES[0], is_flexible: false },
  years: [],
  design: DESIGN_TABLES.schema.parse({}),
  plan: PLAN_TABLES.schema.parse({}),
});

/**
 * Reads a stored snapshot (jsonb); upgrade steps of older versions go here. A snapshot that does
 * not fit is a fault of the server (500), not of the request: a plain Error, not a ZodError (422).
 */
export function parseSnapshot(value: unknown): TEducationSnapshot {
  const parsed = ZEducationSnapshotSchema.safeParse(withTestPurposes(value));
  if (!parsed.success) throw new Error(`unreadable backup snapshot: ${parsed.error.message}`);
  return parsed.data;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Tests of a snapshot made before tests had a purpose get the one the migration gave the tests
 * in the database (0021): formative without a weight (none or 0), summative otherwise
 * (docs/test-plan.md "Model"). The column's default alone would make them summative.
 */
function withTestPurposes(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.plan) || !Array.isArray(value.plan.plan_tests)) {
    return value;
  }
  const tests = value.plan.plan_tests.map((test: unknown) =>
    isRecord(test) && test.purpose === undefined
      ? { ...test, purpose: Number(test.weight ?? 0) > 0 ? 'summative' : 'formative' }
      : test,
  );
  return { ...value, plan: { ...value.plan, plan_tests: tests } };
}

/**
 * One table (or group of tables) of an education's content. `load` adds its rows to the snapshot
 * being built (the parts before it have run); `restore` inserts them again, after the parts
 * before it.
 */
export type SnapshotPart = {
  name: string;
  load(tx: DbOrTx, educationId: number, snapshot: TEducationSnapshot): Promise<void>;
  restore(tx: DbOrTx, educationId: number, snapshot: TEducationSnapshot): Promise<void>;
};

import { z } from 'zod';
import { EDUCATION_TYPES } from '@cp/contracts';
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
  start_week: z.number().int(),
  end_week: z.number().int(),
  created_at: ZTimestampSchema,
});

const ZSnapshotYearSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string().nullable(),
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
  const parsed = ZEducationSnapshotSchema.safeParse(value);
  if (!parsed.success) throw new Error(`unreadable backup snapshot: ${parsed.error.message}`);
  return parsed.data;
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

import { messageKeys } from './messages/keys';
/*
 * Constants of the plan screen (docs/plan.md), apart from the zod schemas in schemas/plan.ts so
 * screens can use them without loading zod.
 */

export const PLAN_LIMITS = {
  nameMaxLength: 200,
  codeMaxLength: 40,
  textMaxLength: 10_000,
  /** Permitted aids and organisation of a test: a few lines each. */
  noteMaxLength: 1_000,
  /** Resits of one test (docs/test-plan.md "Model"). */
  maxResits: 5,
  /** Places of an elective slot: how many choices fit (docs/plan.md "Model"). */
  maxElectivePlaces: 20,
  /** Minutes of a test: at most a long exam day. */
  maxMinutes: 1_440,
  /** Data and material files are at most 10 MB (docs/plan.md "Rules"). */
  maxFileBytes: 10 * 1024 * 1024,
  urlMaxLength: 2_000,
  maxItemsPerList: 5_000,
  maxLinks: 2_000,
} as const;

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const PLAN_MESSAGES = messageKeys('plan');

import { messageKeys } from './messages/keys';
/*
 * Constants of the design screen (docs/design.md), apart from the zod schemas in
 * schemas/design.ts so screens can use them without loading zod.
 */

export const DESIGN_LIMITS = {
  indexMaxLength: 20,
  titleMaxLength: 200,
  shortTitleMaxLength: 40,
  detailsMaxLength: 10_000,
  levelMaxLength: 40,
  /** A learning goal's track ("havo", "vwo"): a short name, like a level. */
  trackMaxLength: 40,
  /** Default length of a cluster in weeks: at most a long period. */
  maxClusterWidth: 60,
  /** Links per item (goals of a cluster, clusters of a group). */
  maxLinks: 2000,
  maxItemsPerList: 5000,
} as const;

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const DESIGN_MESSAGES = messageKeys('design');

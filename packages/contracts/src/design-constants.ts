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
  /** Default length of a cluster in weeks: at most a long period. */
  maxClusterWidth: 60,
  /** Links per item (goals of a cluster, clusters of a group). */
  maxLinks: 2000,
  maxItemsPerList: 5000,
} as const;

/**
 * English messages of the design API; the web app shows each in the user's language
 * (`design.messages.*`). Keys are stable.
 */
export const DESIGN_MESSAGES = {
  indexRequired: 'The number is required',
  indexInvalid: 'Enter a number like 1, 1.2 or 1.2.3',
  indexTaken: 'This number is already used in this list',
  titleRequired: 'The title is required',
  shortTitleRequired: 'The short title is required',
  detailsRequired: 'The description is required',
  tooLong: 'This text is too long',
  ectsInvalid: 'Enter a number like 1 or 1.5',
  widthRange: `Enter a length from 1 to ${DESIGN_LIMITS.maxClusterWidth} weeks`,
  colorInvalid: 'Choose a colour',
  parentMissing: 'The item it belongs to does not exist (any more)',
  linkMissing: 'One of the chosen items does not exist (any more)',
  orderMismatch: 'The list has changed meanwhile; reload and try again',
} as const;

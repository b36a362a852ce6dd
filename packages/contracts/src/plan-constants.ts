/*
 * Constants of the plan screen (docs/plan.md), apart from the zod schemas in schemas/plan.ts so
 * screens can use them without loading zod.
 */

export const PLAN_LIMITS = {
  nameMaxLength: 200,
  codeMaxLength: 40,
  textMaxLength: 10_000,
  /** Places of an elective slot: how many choices fit (SPEC §5). */
  maxElectivePlaces: 20,
  /** Minutes of a test: at most a long exam day. */
  maxMinutes: 1_440,
  /** SPEC §5 / §9: data and material files are at most 10 MB. */
  maxFileBytes: 10 * 1024 * 1024,
  urlMaxLength: 2_000,
  maxItemsPerList: 5_000,
  maxLinks: 2_000,
} as const;

/**
 * English messages of the plan API; the web app shows each in the user's language
 * (`planScreen.messages.*`). Keys are stable.
 */
export const PLAN_MESSAGES = {
  weekRange: 'Choose weeks within the education year',
  endBeforeStart: 'The last week cannot be before the first week',
  weekOutsideCluster: 'Choose a week within the weeks of this cluster',
  clusterPlanned: 'This cluster is already planned in this education year',
  electivePlanned: 'This elective subject is already planned in this education year',
  noPlaceLeft: 'There is no space left for another choice',
  notInElective: 'This cluster is not one of the choices of this elective subject',
  choiceOnly: 'A choice moves with its elective subject',
  blockInElective: 'A special block cannot be added to an elective subject',
  electiveOverBlock: 'An elective subject cannot be placed over a special block',
  nameRequired: 'The name is required',
  titleRequired: 'The title is required',
  tooLong: 'This text is too long',
  formatRequired: 'Choose a test format',
  formatInUse: 'This test format is already used in this cluster',
  formatInactive: 'This test format is not active',
  activityRequired: 'Choose an activity',
  activityInactive: 'This activity is not active',
  numberInvalid: 'Enter a number like 1 or 1.5',
  minutesInvalid: 'Enter the time in whole minutes',
  itemRequired: 'Choose a test and a learning activity',
  typeRequired: 'Choose the kind of link',
  linkTaken: 'This test and learning activity are already linked',
  linkMissing: 'One of the chosen items does not exist (any more)',
  urlInvalid: 'A link starts with http:// or https://',
  fileRequired: 'Choose a file',
  fileTooLarge: 'The file is larger than 10 MB',
  oneFile: 'Choose one file at a time',
  // 20 is PLAN_LIMITS.maxElectivePlaces.
  placesInvalid: 'Enter a number of places from 1 to 20',
  orderMismatch: 'The list has changed meanwhile; reload and try again',
} as const;

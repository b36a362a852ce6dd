import { LOCATION_MESSAGES, TRIAL_MESSAGES } from '@cp/contracts';

/** The server's stable English texts, by the key under `trials.messages` that translates them. */
export const TRIAL_SERVER_MESSAGES = {
  schoolNameRequired: TRIAL_MESSAGES.schoolNameRequired,
  firstNameRequired: TRIAL_MESSAGES.firstNameRequired,
  lastNameRequired: TRIAL_MESSAGES.lastNameRequired,
  typeRequired: TRIAL_MESSAGES.typeRequired,
  emailRequired: 'The e-mail address is required',
  emailInvalid: 'This is not a valid e-mail address',
  domainRequired: LOCATION_MESSAGES.domainRequired,
  domainWww: LOCATION_MESSAGES.domainWww,
  domainInvalid: LOCATION_MESSAGES.domainInvalid,
  domainTaken: LOCATION_MESSAGES.domainTaken,
  alreadyDecided: TRIAL_MESSAGES.alreadyDecided,
} as const;
export type TTrialMessageKey = keyof typeof TRIAL_SERVER_MESSAGES;

import { domainProblem, type TLocationType } from '@cp/contracts';
import type { TTrialMessageKey } from './trial-messages';

export interface TTrialFormValues {
  school_name: string;
  domain: string;
  type: TLocationType | null;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
}

export type TTrialFormErrors = Partial<Record<keyof TTrialFormValues, TTrialMessageKey>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks of `POST trials`, run before sending so the school sees them at once. */
export function validateTrialForm(values: TTrialFormValues): TTrialFormErrors {
  const errors: TTrialFormErrors = {};
  if (values.school_name.trim() === '') errors.school_name = 'schoolNameRequired';
  const domain = domainProblem(values.domain);
  if (domain) errors.domain = domain;
  if (values.type === null) errors.type = 'typeRequired';
  if (values.first_name.trim() === '') errors.first_name = 'firstNameRequired';
  if (values.last_name.trim() === '') errors.last_name = 'lastNameRequired';
  if (values.email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'emailInvalid';
  return errors;
}

import type { TLocationType } from '@cp/contracts';

/** The trial request as its inputs show it; the type is null until one is chosen. */
export interface TTrialFormValues {
  school_name: string;
  domain: string;
  type: TLocationType | null;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
}

export const EMPTY_TRIAL: TTrialFormValues = {
  school_name: '',
  domain: '',
  type: null,
  first_name: '',
  last_name: '',
  email: '',
  message: '',
};

/** The request as sent: the domain without spaces around it, an empty message left out. */
export function trialInputOf(values: TTrialFormValues) {
  return {
    ...values,
    domain: values.domain.trim(),
    message: values.message.trim() === '' ? null : values.message,
  };
}

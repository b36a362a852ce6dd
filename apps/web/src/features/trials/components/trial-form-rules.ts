import type { TLocationType } from '@cp/contracts';
import { schemaErrors, type TMessageOptions } from '@/lib/server-messages';

export interface TTrialFormValues {
  school_name: string;
  domain: string;
  type: TLocationType | null;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
}

/** The request as sent: the domain without spaces around it, an empty message left out. */
export function trialInputOf(values: TTrialFormValues) {
  return {
    ...values,
    domain: values.domain.trim(),
    message: values.message.trim() === '' ? null : values.message,
  };
}

/**
 * What `POST trials` would refuse, per field, in the server's words: the contract's own schema,
 * run before sending so the school sees it at once (loaded on demand, like every schema).
 */
export async function trialFormErrors(
  values: TTrialFormValues,
  options: TMessageOptions = {},
): Promise<Record<string, string>> {
  const { ZTrialRequestInputSchema } = await import('@/lib/schemas');
  return schemaErrors(ZTrialRequestInputSchema, trialInputOf(values), options);
}

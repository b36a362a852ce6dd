import {
  domainProblem,
  type TLocationInput,
  type TLocationMessageKey,
  type TLocationType,
} from '@cp/contracts';

export interface TLocationFormValues {
  title: string;
  domain: string;
  type: TLocationType | null;
}

export type TLocationFormErrors = Partial<Record<keyof TLocationFormValues, TLocationMessageKey>>;

/** The rules of SPEC §5 the form checks before sending; the server checks them again. */
export function validateLocationForm(values: TLocationFormValues): TLocationFormErrors {
  const errors: TLocationFormErrors = {};
  if (values.title.trim() === '') errors.title = 'titleRequired';
  const domain = domainProblem(values.domain);
  if (domain) errors.domain = domain;
  if (!values.type) errors.type = 'typeRequired';
  return errors;
}

export function toLocationInput(values: TLocationFormValues): TLocationInput {
  return {
    title: values.title.trim(),
    domain: values.domain.trim().toLowerCase(),
    type: values.type ?? 'vo',
  };
}

import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationRole, TLocationUser } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useUpdateUser } from '../api/update-user';
import { canBeRestricted, ruleTextOf } from '../user-rules';

const FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'roles',
  'activated',
  'design_education_ids',
] as const;

/**
 * The state of a member's form: names, roles, activation and the educations a designer may
 * design, checked with the contract's schema. A refused save says so in a toast; a 409 rule it
 * broke (the last admin, oneself) is said above the fields until the next try.
 */
export function useEditUserForm(locationId: number, user: TLocationUser, onClose: () => void) {
  const { t } = useTranslation();
  const terms = useTerms();
  const update = useUpdateUser(locationId);
  const [rule, setRule] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: {
      first_name: user.first_name,
      middle_name: user.middle_name ?? '',
      last_name: user.last_name,
      roles: user.roles as TLocationRole[],
      activated: user.activated,
      // null: untouched, so the save leaves the restriction as it is (also an archived education
      // in it, which the list cannot show).
      design_education_ids: null as string[] | null,
    },
    schema: (schemas) => schemas.ZUpdateUserRequestSchema,
    toInput: ({ design_education_ids: ids, ...values }) => ({
      ...values,
      middle_name: values.middle_name.trim() || null,
      ...(canBeRestricted(values.roles) && ids !== null
        ? { design_education_ids: ids.map(Number) }
        : {}),
    }),
    send: (input) => update.mutateAsync({ userId: user.id, input }),
    onSaved: () => {
      notifications.show({ message: t('users.updated'), color: 'teal' });
      onClose();
    },
    onRefused: (error) => {
      setRule(ruleTextOf(error, { terms }));
      const invalid = Object.keys(fieldErrorsOf(error, { terms })).length > 0;
      notifications.show({
        message: t(invalid ? 'users.updateInvalid' : 'users.updateFailed'),
        color: 'red',
      });
    },
    fields: FIELDS,
  });
  return {
    form: {
      ...form,
      submit: (event?: FormEvent) => {
        setRule(null);
        return form.submit(event);
      },
    },
    rule,
  };
}

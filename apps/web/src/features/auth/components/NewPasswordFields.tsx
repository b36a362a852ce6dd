import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The messages of one field, each on its own line; undefined when there are none. */
export function fieldError(lines: string[] | undefined) {
  if (!lines || lines.length === 0) return undefined;
  return (
    <Stack gap={2} component="span">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Stack>
  );
}

/** What the fields need of the form (components/form/use-schema-form.ts). */
export interface TNewPasswordForm {
  values: { password: string; password_confirmation: string };
  set: (field: 'password' | 'password_confirmation', value: string) => void;
  messages: (field: string) => string[];
}

/**
 * A new password and its confirmation, with the policy as a hint (docs/organisation.md
 * "Password policy"); every broken rule of the policy on a line of its own.
 */
export function NewPasswordFields({ form, label }: { form: TNewPasswordForm; label?: string }) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('account.togglePassword') };
  return (
    <>
      <PasswordInput
        label={label ?? t('account.password')}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => form.set('password', event.currentTarget.value)}
        error={fieldError(form.messages('password'))}
        visibilityToggleButtonProps={toggle}
        required
      />
      <PasswordInput
        label={t('account.passwordConfirmation')}
        autoComplete="new-password"
        value={form.values.password_confirmation}
        onChange={(event) => form.set('password_confirmation', event.currentTarget.value)}
        error={fieldError(form.messages('password_confirmation'))}
        visibilityToggleButtonProps={toggle}
        required
      />
    </>
  );
}

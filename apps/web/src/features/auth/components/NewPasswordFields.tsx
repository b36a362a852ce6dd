import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TShownErrors } from '../account-form';

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

/** A new password and its confirmation, with the policy as a hint (SPEC §5). */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  label,
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: TShownErrors;
  label?: string;
}) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('account.togglePassword') };
  return (
    <>
      <PasswordInput
        label={label ?? t('account.password')}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={fieldError(errors.password)}
        visibilityToggleButtonProps={toggle}
        required
      />
      <PasswordInput
        label={t('account.passwordConfirmation')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.currentTarget.value)}
        error={fieldError(errors.password_confirmation)}
        visibilityToggleButtonProps={toggle}
        required
      />
    </>
  );
}

import { PasswordInput, Switch, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  SSO_ALLOWED_MAX,
  SSO_CLIENT_ID_MAX_LENGTH,
  SSO_CLIENT_SECRET_MAX_LENGTH,
  SSO_MESSAGES,
  type TSsoConnection,
  type TSsoProvider,
} from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { messageText } from '@/lib/server-messages';
import { useUpdateSsoConnection } from '../api/update-sso-connection';
import {
  initialSsoFormValues,
  normaliseOrganisation,
  ssoScreenProblems,
  toSsoConnectionInput,
} from './sso-form-rules';

/** Connect a provider or change its connection (admin of the location). */
export function SsoConnectionForm({
  locationId,
  provider,
  connection,
  onClose,
}: {
  locationId: number;
  provider: TSsoProvider;
  /** The stored connection; none to connect the provider. */
  connection?: TSsoConnection;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useUpdateSsoConnection(locationId, provider);
  const hasSecret = connection?.has_secret ?? false;
  const name = t(`ssoSettings.providers.${provider}`);
  const form = useSchemaForm({
    initial: () => initialSsoFormValues(connection),
    schema: (schemas) => schemas.ZSsoConnectionInputSchema,
    toInput: toSsoConnectionInput,
    check: (input) =>
      Object.fromEntries(
        ssoScreenProblems(provider, input, hasSecret).map((problem) => [
          problem.field,
          // The secret's rule is the server's, in its words; the others name the value.
          problem.key === 'clientSecretRequired'
            ? messageText(SSO_MESSAGES.clientSecretRequired)
            : t(`ssoSettings.messages.${problem.key}`, problem.values),
        ]),
      ),
    send: (input) => save.mutateAsync(input),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('ssoSettings.saved', { provider: name }) });
      onClose();
    },
    failure: t('ssoSettings.saveFailed'),
  });

  return (
    <FormModal
      title={t(connection ? 'ssoSettings.formTitleEdit' : 'ssoSettings.formTitleNew', {
        provider: name,
      })}
      form={form}
      onClose={onClose}
      size="md"
    >
      <Switch
        label={t('ssoSettings.enabled', { provider: name })}
        description={t('ssoSettings.enabledHint')}
        {...form.checkbox('enabled')}
      />
      <TextInput
        label={t('ssoSettings.clientId')}
        {...form.text('client_id')}
        maxLength={SSO_CLIENT_ID_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        required
        data-autofocus
      />
      <PasswordInput
        label={t('ssoSettings.clientSecret')}
        description={
          hasSecret ? t('ssoSettings.clientSecretStored') : t('ssoSettings.clientSecretHint')
        }
        placeholder={hasSecret ? t('ssoSettings.clientSecretStoredPlaceholder') : undefined}
        {...form.text('client_secret')}
        maxLength={SSO_CLIENT_SECRET_MAX_LENGTH}
        // A secret of a provider, not the admin's own password: no password manager filling it.
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('ssoSettings.toggleSecret') }}
        required={!hasSecret}
      />
      <TagsInput
        label={t(`ssoSettings.allowedLabel.${provider}`)}
        description={t(`ssoSettings.allowedHint.${provider}`)}
        value={form.values.allowed_organisations}
        onChange={(value) => form.set('allowed_organisations', value.map(normaliseOrganisation))}
        error={form.error('allowed_organisations')}
        splitChars={[',', ' ', ';']}
        maxTags={SSO_ALLOWED_MAX}
        required
      />
    </FormModal>
  );
}

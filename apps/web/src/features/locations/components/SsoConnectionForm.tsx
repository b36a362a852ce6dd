import { PasswordInput, Switch, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
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
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { sameValues } from '@/lib/same-values';
import { useUpdateSsoConnection } from '../api/update-sso-connection';
import {
  initialSsoFormValues,
  normaliseOrganisation,
  toSsoConnectionInput,
  validateSsoForm,
  type TSsoFormErrors,
  type TSsoFormProblem,
  type TSsoFormValues,
} from './sso-form-rules';

type TField = keyof TSsoFormErrors;
const FIELDS: readonly TField[] = ['client_id', 'client_secret', 'allowed_organisations'];

/** The field a server error belongs to: `allowed_organisations.2` is the organisations field. */
const fieldOf = (path: string): TField | null =>
  FIELDS.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;

const SERVER_PROBLEMS = ['clientIdRequired', 'clientSecretRequired', 'allowedRequired'] as const;
const isServerProblem = (key: TSsoFormProblem['key']): key is (typeof SERVER_PROBLEMS)[number] =>
  (SERVER_PROBLEMS as readonly string[]).includes(key);

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
  const [initial] = useState(() => initialSsoFormValues(connection));
  const [values, setValues] = useState<TSsoFormValues>(initial);
  const [errors, setErrors] = useState<TSsoFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<TField, string>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const hasSecret = connection?.has_secret ?? false;
  const name = t(`ssoSettings.providers.${provider}`);

  const change = (patch: Partial<TSsoFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const fields = Object.keys(patch);
    const keep = <T,>(current: Partial<Record<TField, T>>) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !fields.includes(field)),
      ) as Partial<Record<TField, T>>;
    setErrors(keep);
    setServerErrors(keep);
  };

  const submit = () => {
    const found = validateSsoForm(provider, values, hasSecret);
    setErrors(found);
    setServerErrors({});
    setOtherErrors([]);
    if (Object.keys(found).length > 0) return;
    save.mutate(toSsoConnectionInput(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('ssoSettings.saved', { provider: name }) });
        onClose();
      },
      onError: (error) => {
        const byField: Partial<Record<TField, string>> = {};
        const other: string[] = [];
        for (const [path, text] of Object.entries(fieldErrorsOf(error))) {
          const field = fieldOf(path);
          if (field) byField[field] ??= text;
          else other.push(text);
        }
        setServerErrors(byField);
        setOtherErrors(other);
        notifications.show({ color: 'red', message: t('ssoSettings.saveFailed') });
      },
    });
  };

  const message = (field: TField) => {
    const problem = errors[field];
    if (!problem) return serverErrors[field];
    // A rule of the server has its text; the form's own checks (naming the value) have theirs.
    if (isServerProblem(problem.key)) return messageText(SSO_MESSAGES[problem.key]);
    return t(`ssoSettings.messages.${problem.key}`, problem.values ?? {});
  };

  return (
    <FormModal
      title={t(connection ? 'ssoSettings.formTitleEdit' : 'ssoSettings.formTitleNew', {
        provider: name,
      })}
      pending={save.isPending}
      dirty={!sameValues(values, initial)}
      onClose={onClose}
      onSubmit={submit}
      otherErrors={otherErrors}
      size="md"
    >
      <Switch
        label={t('ssoSettings.enabled', { provider: name })}
        description={t('ssoSettings.enabledHint')}
        checked={values.enabled}
        onChange={(event) => change({ enabled: event.currentTarget.checked })}
      />
      <TextInput
        label={t('ssoSettings.clientId')}
        value={values.client_id}
        onChange={(event) => change({ client_id: event.currentTarget.value })}
        error={message('client_id')}
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
        value={values.client_secret}
        onChange={(event) => change({ client_secret: event.currentTarget.value })}
        error={message('client_secret')}
        maxLength={SSO_CLIENT_SECRET_MAX_LENGTH}
        // A secret of a provider, not the admin's own password: no password manager filling it.
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('ssoSettings.toggleSecret') }}
        required={!hasSecret}
      />
      <TagsInput
        label={t(`ssoSettings.allowedLabel.${provider}`)}
        description={t(`ssoSettings.allowedHint.${provider}`)}
        value={values.allowed_organisations}
        onChange={(value) => change({ allowed_organisations: value.map(normaliseOrganisation) })}
        error={message('allowed_organisations')}
        splitChars={[',', ' ', ';']}
        maxTags={SSO_ALLOWED_MAX}
        required
      />
    </FormModal>
  );
}

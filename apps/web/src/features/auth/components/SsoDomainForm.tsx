import { Button, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { domainProblem, normaliseDomain, type TSsoProvider } from '@cp/contracts';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';

/**
 * "Which school?" for a provider that several schools use: the school's domain, checked with the
 * location's own domain rule (without zod: the login page checks it before its first request).
 * Continuing leaves for the provider, so nothing typed here is work to lose: it never asks
 * before leaving.
 */
export function SsoDomainForm({
  provider,
  initial,
  starting,
  onContinue,
  onCancel,
}: {
  provider: TSsoProvider;
  initial: string;
  /** The provider's page is being opened: the buttons wait. */
  starting: boolean;
  onContinue: (domain: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initial: { domain: initial },
    toInput: (values) => ({ domain: normaliseDomain(values.domain) }),
    check: (input): Record<string, string> => {
      const problem = domainProblem(input.domain);
      return problem ? { domain: t(`sso.${problem}`) } : {};
    },
    send: async (input) => onContinue(input.domain),
  });
  return (
    <PageForm
      form={{ ...form, dirty: false }}
      label={t('sso.domain')}
      submitLabel={t('sso.continue')}
      submitProps={{ loading: starting }}
      actions={
        <Button variant="default" onClick={onCancel} disabled={starting}>
          {t('sso.cancel')}
        </Button>
      }
    >
      <Text size="sm">{t('sso.domainFor', { provider: t(`sso.providerNames.${provider}`) })}</Text>
      <TextInput
        label={t('sso.domain')}
        description={t('sso.domainHint')}
        placeholder="school.nl"
        {...form.text('domain')}
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        required
        // Opened by a click on a provider's button: that is where the person is now.
        autoFocus
      />
    </PageForm>
  );
}

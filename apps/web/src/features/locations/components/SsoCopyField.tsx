import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read-only value to paste elsewhere (a provider's portal, the intranet) with a copy button. */
export function SsoCopyField({
  label,
  description,
  value,
}: {
  label: string;
  description: string;
  value: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1 }}
      />
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'default'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={copied ? undefined : t('ssoSettings.copyLabel', { field: label })}
            // The changed text ("Gekopieerd") is announced.
            aria-live="polite"
          >
            {copied ? t('ssoSettings.copied') : t('ssoSettings.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

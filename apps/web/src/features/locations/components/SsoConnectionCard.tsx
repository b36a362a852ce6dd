import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSsoConnection, TSsoProvider } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useRemoveSsoConnection } from '../api/remove-sso-connection';
import { SsoConnectionForm } from './SsoConnectionForm';

/** One provider: "Koppelen", or its connection with edit and remove. */
export function SsoConnectionCard({
  locationId,
  provider,
  connection,
}: {
  locationId: number;
  provider: TSsoProvider;
  connection: TSsoConnection | undefined;
}) {
  const { t } = useTranslation();
  const remove = useRemoveSsoConnection(locationId);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const name = t(`ssoSettings.providers.${provider}`);
  const headingId = `sso-${provider}-heading`;
  // A refusal with a reason (e.g. the last connection while password sign-in is off) says it.
  const refusal = Object.values(fieldErrorsOf(remove.error))[0];
  const removeError = !remove.isError ? null : (refusal ?? t('ssoSettings.removeFailed'));

  const confirmRemove = () =>
    remove.mutate(provider, {
      onSuccess: () => {
        setRemoving(false);
        notifications.show({
          color: 'green',
          message: t('ssoSettings.removed', { provider: name }),
        });
      },
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {name}
          </Title>
          {connection ? (
            <Badge color={connection.enabled ? 'teal' : 'gray'} variant="light" tt="none">
              {connection.enabled ? t('ssoSettings.on') : t('ssoSettings.off')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('ssoSettings.notConnected')}
            </Text>
          )}
        </Group>
        {connection && (
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">
              {t('ssoSettings.clientId')}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {connection.client_id}
            </Text>
            <Text component="dt" size="sm" c="dimmed" mt={4}>
              {t(`ssoSettings.allowedOrganisations.${provider}`)}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {connection.allowed_organisations.join(', ')}
            </Text>
          </dl>
        )}
        <Group gap="sm">
          {connection ? (
            <>
              <Button
                variant="default"
                size="xs"
                onClick={() => setEditing(true)}
                aria-label={t('ssoSettings.editLabel', { provider: name })}
              >
                {t('ssoSettings.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => {
                  remove.reset();
                  setRemoving(true);
                }}
                aria-label={t('ssoSettings.removeLabel', { provider: name })}
              >
                {t('ssoSettings.remove')}
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              onClick={() => setEditing(true)}
              aria-label={t('ssoSettings.connectLabel', { provider: name })}
            >
              {t('ssoSettings.connect')}
            </Button>
          )}
        </Group>
      </Stack>
      {editing && (
        <SsoConnectionForm
          locationId={locationId}
          provider={provider}
          connection={connection}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        opened={removing}
        title={t('ssoSettings.removeTitle', { provider: name })}
        confirmLabel={t('ssoSettings.remove')}
        danger
        pending={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(false)}
      >
        {t('ssoSettings.removeText', { provider: name })}
      </ConfirmDialog>
    </Paper>
  );
}

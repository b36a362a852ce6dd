import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@cp/contracts';
import { expiryText } from '../expiry-text';

function formatCreatedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/**
 * One notification: its text, when it came, when it expires, "new" for an unopened export, and
 * the buttons another feature offers for it (`actions`: an export's download or retry).
 */
export function NotificationItem({
  notification,
  actions,
}: {
  notification: TNotification;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const isNew = notification.type === 'export_ready' && !notification.opened_on;
  return (
    <Stack gap={2} py={8} component="li">
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        <Text size="sm">{notification.notification}</Text>
        {isNew && (
          <Badge size="xs" color="teal" variant="filled" style={{ flexShrink: 0 }}>
            {t('notifications.new')}
          </Badge>
        )}
      </Group>
      {notification.data && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {notification.data}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatCreatedAt(notification.created_at, i18n.resolvedLanguage ?? 'nl')} ·{' '}
        {expiryText(t, notification.expires_in)}
      </Text>
      {actions}
    </Stack>
  );
}

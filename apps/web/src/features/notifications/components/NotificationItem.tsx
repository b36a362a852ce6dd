import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { checkGlyph } from '@/components/icons/glyphs/check';
import { dateLocale } from '@/lib/date-locale';
import { expiryText } from '../expiry-text';

function formatCreatedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/**
 * One notification: its text, when it came, when it expires, "new" for an unopened export, the
 * buttons another feature offers for it (`actions`: an export's download or retry) and, while
 * unread, a button that marks it read (`onMarkRead`).
 */
export function NotificationItem({
  notification,
  actions,
  onMarkRead,
  divided = false,
}: {
  notification: TNotification;
  actions?: ReactNode;
  onMarkRead?: () => void;
  /** A line above it: every item but the first of its list. */
  divided?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const isNew = notification.type === 'export_ready' && !notification.opened_on;
  return (
    <Stack
      gap={2}
      py={8}
      component="li"
      // Focusable by script only: "load more" moves focus to the first item it brought.
      tabIndex={-1}
      data-notification-id={notification.id}
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        <Text size="sm">{notification.notification}</Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {isNew && (
            <Badge size="xs" color="teal" variant="filled">
              {t('notifications.new')}
            </Badge>
          )}
          {onMarkRead && (
            <Tooltip label={t('notifications.markRead')}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                // The item's text in the name: a screen reader's list of buttons tells them apart.
                aria-label={t('notifications.markReadLabel', { text: notification.notification })}
                data-mark-read
                onClick={onMarkRead}
              >
                <Icon glyph={checkGlyph} size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
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

import { Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { Icon } from '@/components/icons';
import { NotificationItem } from './NotificationItem';

/**
 * The buttons of an item that another feature acts on (an export's download or retry; the app
 * composes them, app/layout/TopBarMenus.tsx). `onOpened` marks the notification read.
 */
export type TRenderItemActions = (notification: TNotification, onOpened: () => void) => ReactNode;

interface TProps {
  lists: TNotificationLists | undefined;
  failed: boolean;
  onMarkAllRead: () => void;
  onDeleteRead: () => void;
  busy: boolean;
  renderActions?: TRenderItemActions;
  onOpened?: (notification: TNotification) => void;
}

type TListProps = { items: TNotification[] } & Pick<TProps, 'renderActions' | 'onOpened'>;

function List({ items, renderActions, onOpened }: TListProps) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <div key={item.id}>
          {index > 0 && <Divider />}
          <NotificationItem
            notification={item}
            actions={renderActions?.(item, () => onOpened?.(item))}
          />
        </div>
      ))}
    </Stack>
  );
}

function SectionHeader({
  id,
  title,
  action,
}: {
  id: string;
  title: string;
  action: React.ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} size="sm" id={id} component="h3" m={0}>
        {title}
      </Text>
      {action}
    </Group>
  );
}

/** Unread list with mark-all-read, read list with delete-all (SPEC §2 "Notifications panel"). */
export function NotificationsPanel({
  lists,
  failed,
  onMarkAllRead,
  onDeleteRead,
  busy,
  renderActions,
  onOpened,
}: TProps) {
  const { t } = useTranslation();
  const itemProps = { renderActions, onOpened };
  const unread = lists?.unread ?? [];
  const read = lists?.read ?? [];
  if (failed && !lists) return <Text size="sm">{t('notifications.loadFailed')}</Text>;
  return (
    <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
      <Stack gap="sm">
        <section aria-labelledby="notifications-unread">
          <SectionHeader
            id="notifications-unread"
            title={t('notifications.unread')}
            action={
              unread.length > 0 && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<Icon name="check" size={14} />}
                  onClick={onMarkAllRead}
                  disabled={busy}
                >
                  {t('notifications.markAllRead')}
                </Button>
              )
            }
          />
          {unread.length === 0 ? (
            <Text size="sm" c="dimmed" py={8}>
              {t('notifications.noUnread')}
            </Text>
          ) : (
            <List items={unread} {...itemProps} />
          )}
        </section>
        <Divider />
        <section aria-labelledby="notifications-read">
          <SectionHeader
            id="notifications-read"
            title={t('notifications.read')}
            action={
              read.length > 0 && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<Icon name="trash" size={14} />}
                  onClick={onDeleteRead}
                  disabled={busy}
                >
                  {t('notifications.deleteAll')}
                </Button>
              )
            }
          />
          {read.length === 0 ? (
            <Text size="sm" c="dimmed" py={8}>
              {t('notifications.noRead')}
            </Text>
          ) : (
            <List items={read} {...itemProps} />
          )}
        </section>
      </Stack>
    </ScrollArea.Autosize>
  );
}

import { Popover, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRead } from '../api/delete-read';
import { useNotifications } from '../api/get-notifications';
import { markReadAndReload } from '../api/mark-read';
import { useMarkAllRead } from '../api/mark-all-read';
import { setNotificationsPanelOpen } from '../panel-state';
import { BellButton } from './BellButton';
import { NotificationsPanel, type TRenderItemActions } from './NotificationsPanel';

export function NotificationsBell({
  renderActions,
}: {
  /** Buttons of an item that another feature acts on (an export's download or retry). */
  renderActions?: TRenderItemActions;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isError } = useNotifications();
  const markAllRead = useMarkAllRead();
  const deleteRead = useDeleteRead();
  // Closed when the bell goes (signing out), whatever the popover last said.
  useEffect(() => () => setNotificationsPanelOpen(false), []);
  return (
    <Popover
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
      onOpen={() => setNotificationsPanelOpen(true)}
      onClose={() => setNotificationsPanelOpen(false)}
    >
      <Popover.Target>
        <BellButton unread={data?.unread.length ?? 0} />
      </Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.title')} role="dialog">
        <Title order={2} size="h5" mb="xs">
          {t('notifications.title')}
        </Title>
        <NotificationsPanel
          lists={data}
          failed={isError}
          busy={markAllRead.isPending || deleteRead.isPending}
          onMarkAllRead={() => markAllRead.mutate()}
          onDeleteRead={() => deleteRead.mutate()}
          renderActions={renderActions}
          onOpened={(notification) => void markReadAndReload(queryClient, notification.id)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

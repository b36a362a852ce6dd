import { Popover, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteRead } from '../api/delete-read';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { BellButton } from './BellButton';
import { NotificationsPanel } from './NotificationsPanel';

export function NotificationsBell() {
  const { t } = useTranslation();
  const { data, isError } = useNotifications();
  const markAllRead = useMarkAllRead();
  const deleteRead = useDeleteRead();
  return (
    <Popover position="bottom-end" width={360} shadow="md" withinPortal trapFocus>
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
        />
      </Popover.Dropdown>
    </Popover>
  );
}

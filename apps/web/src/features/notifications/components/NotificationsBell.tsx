import { getDefaultZIndex, Popover, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { TNotificationList } from '@cp/contracts';
import { useDeleteRead } from '../api/delete-read';
import { itemsOf, totalOf, useNotificationList } from '../api/get-notifications';
import { markReadAndReload, useMarkRead } from '../api/mark-read';
import { useMarkAllRead } from '../api/mark-all-read';
import { setNotificationsPanelOpen } from '../panel-state';
import { BellButton } from './BellButton';
import { NotificationsPanel, type TListView, type TRenderItemActions } from './NotificationsPanel';

/** What the panel shows of one list's query: undefined until its first page is there. */
function useListView(list: TNotificationList, enabled: boolean) {
  const query = useNotificationList(list, enabled);
  const view: TListView | undefined = query.data && {
    items: itemsOf(query.data, list),
    total: totalOf(query.data, list),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
  return { view, failed: query.isError };
}

export function NotificationsBell({
  renderActions,
}: {
  /** Buttons of an item that another feature acts on (an export's download or retry). */
  renderActions?: TRenderItemActions;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useListView('unread', true);
  // The read list is asked for once the panel opens (the badge needs only the unread total).
  const read = useListView('read', open);
  const markAllRead = useMarkAllRead();
  const markRead = useMarkRead();
  const deleteRead = useDeleteRead();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dropdownRef = useRef<HTMLDivElement>(null);
  // Closed when the bell goes (signing out), whatever the popover last said.
  useEffect(() => () => setNotificationsPanelOpen(false), []);

  const deleteConfirmed = () =>
    deleteRead.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDelete(false);
        // The delete-all button went with the read list: focus stays in the panel.
        dropdownRef.current?.focus();
      },
      onError: () => toasts.show({ message: t('notifications.deleteReadFailed'), color: 'red' }),
    });

  return (
    <>
      <Popover
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        trapFocus
        // The confirmation is outside the panel: a click in it must not close the panel.
        closeOnClickOutside={!confirmingDelete}
        onOpen={() => {
          setOpen(true);
          setNotificationsPanelOpen(true);
        }}
        onClose={() => {
          setOpen(false);
          setNotificationsPanelOpen(false);
        }}
      >
        <Popover.Target>
          <BellButton unread={unread.view?.total ?? 0} />
        </Popover.Target>
        <Popover.Dropdown ref={dropdownRef} aria-label={t('notifications.title')} role="dialog">
          <Title order={2} size="h5" mb="xs">
            {t('notifications.title')}
          </Title>
          <NotificationsPanel
            unread={unread.view}
            read={read.view}
            failed={unread.failed}
            busy={markAllRead.isPending || deleteRead.isPending}
            onMarkAllRead={() => markAllRead.mutate()}
            onMarkRead={(notification) =>
              markRead.mutate(notification.id, {
                onError: () =>
                  toasts.show({ message: t('notifications.markReadFailed'), color: 'red' }),
              })
            }
            onDeleteRead={() => setConfirmingDelete(true)}
            renderActions={renderActions}
            onOpened={(notification) => void markReadAndReload(queryClient, notification.id)}
          />
        </Popover.Dropdown>
      </Popover>
      {/* Beside the popover, not in it: keys and clicks in the dialog do not reach the panel.
          The read ones cannot be brought back, hence the question. */}
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('notifications.deleteReadTitle')}
        confirmLabel={t('notifications.deleteReadConfirm')}
        danger
        pending={deleteRead.isPending}
        onConfirm={deleteConfirmed}
        onCancel={() => setConfirmingDelete(false)}
        // Asked from the open panel, a popover: above it, not under it (Mantine puts popovers
        // over modals by default).
        zIndex={getDefaultZIndex('popover') + 1}
      >
        {t('notifications.deleteReadText')}
      </ConfirmDialog>
    </>
  );
}

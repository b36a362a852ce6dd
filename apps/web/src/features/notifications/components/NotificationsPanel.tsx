import { Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { checkGlyph } from '@/components/icons/glyphs/check';
import { trashGlyph } from '@/components/icons/glyphs/trash';
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
  /** Marks one unread item read; the lists then move it (SPEC §4 "one at a time"). */
  onMarkRead: (notification: TNotification) => void;
  /** Asks to delete the read ones (the bell confirms first). */
  onDeleteRead: () => void;
  busy: boolean;
  renderActions?: TRenderItemActions;
  onOpened?: (notification: TNotification) => void;
}

type TListProps = {
  items: TNotification[];
  /** Only the unread list offers it. */
  onMarkRead?: (notification: TNotification, index: number) => void;
} & Pick<TProps, 'renderActions' | 'onOpened'>;

function List({ items, renderActions, onOpened, onMarkRead }: TListProps) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <div key={item.id}>
          {index > 0 && <Divider />}
          <NotificationItem
            notification={item}
            actions={renderActions?.(item, () => onOpened?.(item))}
            onMarkRead={onMarkRead && (() => onMarkRead(item, index))}
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
      {/* Focusable by script only: where focus goes when the last unread item is marked read. */}
      <Text fw={600} size="sm" id={id} component="h3" m={0} tabIndex={-1}>
        {title}
      </Text>
      {action}
    </Group>
  );
}

/**
 * When an item is marked read its button goes with it: focus moves on to the next unread item's
 * button (or the one before, at the end of the list), else to the unread heading, so a keyboard
 * user is not dropped at the top of the page.
 */
function useFocusAfterMarkRead(unread: TNotification[]) {
  const sectionRef = useRef<HTMLElement>(null);
  // Not state: nothing is drawn from it; it waits for the lists to change.
  const markingRef = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const marking = markingRef.current;
    if (!marking || unread.some((item) => item.id === marking.id)) return;
    markingRef.current = null;
    const section = sectionRef.current;
    const buttons = section?.querySelectorAll<HTMLElement>('[data-mark-read]') ?? [];
    const next = buttons[Math.min(marking.index, buttons.length - 1)];
    (next ?? section?.querySelector<HTMLElement>('h3'))?.focus();
  }, [unread]);
  const markingStarted = (id: number, index: number) => {
    markingRef.current = { id, index };
  };
  return { sectionRef, markingStarted };
}

/** Unread list with mark-all-read, read list with delete-all (SPEC §2 "Notifications panel"). */
export function NotificationsPanel({
  lists,
  failed,
  onMarkAllRead,
  onMarkRead,
  onDeleteRead,
  busy,
  renderActions,
  onOpened,
}: TProps) {
  const { t } = useTranslation();
  const itemProps = { renderActions, onOpened };
  const unread = lists?.unread ?? [];
  const read = lists?.read ?? [];
  const { sectionRef, markingStarted } = useFocusAfterMarkRead(unread);
  const markRead = (notification: TNotification, index: number) => {
    markingStarted(notification.id, index);
    onMarkRead(notification);
  };
  if (failed && !lists) return <Text size="sm">{t('notifications.loadFailed')}</Text>;
  return (
    <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
      <Stack gap="sm">
        <section aria-labelledby="notifications-unread" ref={sectionRef}>
          <SectionHeader
            id="notifications-unread"
            title={t('notifications.unread')}
            action={
              unread.length > 0 && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<Icon glyph={checkGlyph} size={14} />}
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
            <List items={unread} {...itemProps} onMarkRead={markRead} />
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
                  leftSection={<Icon glyph={trashGlyph} size={14} />}
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

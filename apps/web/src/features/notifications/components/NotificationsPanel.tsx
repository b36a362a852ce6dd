import { Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification, TNotificationList } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { checkGlyph } from '@/components/icons/glyphs/check';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { formatNumber } from '@/lib/number-format';
import { NotificationItem } from './NotificationItem';

/**
 * The buttons of an item that another feature acts on (an export's download or retry; the app
 * composes them, app/layout/TopBarMenus.tsx). `onOpened` marks the notification read.
 */
export type TRenderItemActions = (notification: TNotification, onOpened: () => void) => ReactNode;

/** One list as the panel shows it: the loaded items, the total, and whether more can come. */
export interface TListView {
  items: TNotification[];
  /** How many the list holds in all (the server's count, not only what is loaded). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

interface TProps {
  unread: TListView | undefined;
  read: TListView | undefined;
  failed: boolean;
  onMarkAllRead: () => void;
  /** Marks one unread item read; the lists then move it. */
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
        <NotificationItem
          key={item.id}
          notification={item}
          divided={index > 0}
          actions={renderActions?.(item, () => onOpened?.(item))}
          onMarkRead={onMarkRead && (() => onMarkRead(item, index))}
        />
      ))}
    </Stack>
  );
}

function SectionHeader({ id, title, action }: { id: string; title: string; action: ReactNode }) {
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
 * "12 of 130 shown" and "Load more" under a list that is not loaded whole. The button is described
 * by the list's heading and that line, so a screen reader says which list it extends; the line is
 * a status, read out when a page arrives. Focus then moves to the first item the page brought.
 */
function MoreFooter({ id, view }: { id: string; view: TListView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'nl';
  const shown = Math.min(view.items.length, view.total);
  if (!view.hasMore && shown >= view.total) return null;
  return (
    <Group justify="space-between" wrap="nowrap" pt={4}>
      <Text size="xs" c="dimmed" id={`${id}-shown`} role="status">
        {t('notifications.shownOf', {
          shown: formatNumber(shown, language),
          total: formatNumber(view.total, language),
        })}
      </Text>
      {view.hasMore && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={view.onLoadMore}
          loading={view.loadingMore}
          aria-describedby={`${id} ${id}-shown`}
        >
          {t('notifications.loadMore')}
        </Button>
      )}
    </Group>
  );
}

/**
 * Focus after a change that takes the focused button away: when an item is marked read, to the
 * next unread item's button (or the one before, at the end of the list), else to the unread
 * heading; after "load more", to the first item the new page brought.
 */
function useListFocus(items: TNotification[]) {
  const sectionRef = useRef<HTMLElement>(null);
  // Not state: nothing is drawn from them; they wait for the list to change.
  const markingRef = useRef<{ id: number; index: number } | null>(null);
  const loadingFromRef = useRef<number | null>(null);
  useEffect(() => {
    const section = sectionRef.current;
    const from = loadingFromRef.current;
    if (from !== null && items.length > from) {
      loadingFromRef.current = null;
      section?.querySelectorAll<HTMLElement>('li[data-notification-id]')[from]?.focus();
      return;
    }
    const marking = markingRef.current;
    if (!marking || items.some((item) => item.id === marking.id)) return;
    markingRef.current = null;
    const buttons = section?.querySelectorAll<HTMLElement>('[data-mark-read]') ?? [];
    const next = buttons[Math.min(marking.index, buttons.length - 1)];
    (next ?? section?.querySelector<HTMLElement>('h3'))?.focus();
  }, [items]);
  return {
    sectionRef,
    markingStarted: (id: number, index: number) => {
      markingRef.current = { id, index };
    },
    loadingStarted: () => {
      loadingFromRef.current = items.length;
    },
  };
}

/** One list under its heading, with its whole-list action and, when not all is loaded, more. */
function Section({
  list,
  view,
  action,
  onMarkRead,
  ...itemProps
}: {
  list: TNotificationList;
  /** Undefined while its first page loads. */
  view: TListView | undefined;
  action: ReactNode;
  onMarkRead?: (notification: TNotification) => void;
} & Pick<TProps, 'renderActions' | 'onOpened'>) {
  const { t } = useTranslation();
  const id = `notifications-${list}`;
  const items = view?.items ?? [];
  const { sectionRef, markingStarted, loadingStarted } = useListFocus(items);
  const some = items.length > 0 || (view?.total ?? 0) > 0;
  return (
    <section aria-labelledby={id} ref={sectionRef}>
      <SectionHeader id={id} title={t(`notifications.${list}`)} action={some && action} />
      {items.length > 0 ? (
        <List
          items={items}
          {...itemProps}
          onMarkRead={
            onMarkRead &&
            ((item, index) => {
              markingStarted(item.id, index);
              onMarkRead(item);
            })
          }
        />
      ) : (
        view && (
          <Text size="sm" c="dimmed" py={8}>
            {t(list === 'unread' ? 'notifications.noUnread' : 'notifications.noRead')}
          </Text>
        )
      )}
      {view && (
        <MoreFooter
          id={id}
          view={{
            ...view,
            onLoadMore: () => {
              loadingStarted();
              view.onLoadMore();
            },
          }}
        />
      )}
    </section>
  );
}

/**
 * Unread list with mark-all-read, read list with delete-all; each shows a page at a time and
 * loads more on request. Mark-all and delete-all act on the whole list, loaded or not.
 */
export function NotificationsPanel({
  unread,
  read,
  failed,
  onMarkAllRead,
  onMarkRead,
  onDeleteRead,
  busy,
  ...itemProps
}: TProps) {
  const { t } = useTranslation();
  if (failed && !unread) return <Text size="sm">{t('notifications.loadFailed')}</Text>;
  return (
    <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
      <Stack gap="sm">
        <Section
          list="unread"
          view={unread}
          {...itemProps}
          onMarkRead={onMarkRead}
          action={
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<Icon glyph={checkGlyph} size={14} />}
              onClick={onMarkAllRead}
              disabled={busy}
            >
              {t('notifications.markAllRead')}
            </Button>
          }
        />
        <Divider />
        <Section
          list="read"
          view={read}
          {...itemProps}
          action={
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
          }
        />
      </Stack>
    </ScrollArea.Autosize>
  );
}

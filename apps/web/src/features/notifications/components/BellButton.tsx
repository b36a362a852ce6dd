import { ActionIcon, Indicator } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { bellGlyph } from '@/components/icons/glyphs/bell';

type TBellProps = { unread: number } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/**
 * The bell icon with its unread count, capped at 9+ (docs/notifications.md "What the panel
 * shows"). Popover.Target passes ref and handlers.
 */
export function BellButton({ unread, ...props }: TBellProps) {
  const { t } = useTranslation();
  const badge = badgeText(unread);
  return (
    <Indicator label={badge} disabled={badge === ''} size={16} offset={6} color="red" inline>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={
          badge === '' ? t('nav.notifications') : t('nav.notificationsWithCount', { count: unread })
        }
        {...props}
      >
        <Icon glyph={bellGlyph} />
      </ActionIcon>
    </Indicator>
  );
}

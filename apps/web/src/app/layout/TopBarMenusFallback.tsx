import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@/features/notifications/api/get-notifications';
import { BellButton } from '@/features/notifications/components/BellButton';
import { Icon } from '@/components/icons/Icon';
import { helpGlyph } from '@/components/icons/glyphs/help';
import { settingsGlyph } from '@/components/icons/glyphs/settings';

/**
 * The same buttons while the dropdowns' chunk loads, disabled so a click never gets lost
 * (and end-to-end tests wait for the real, enabled button).
 */
export function TopBarMenusFallback() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.help')} disabled>
        <Icon glyph={helpGlyph} />
      </ActionIcon>
      <BellButton unread={unread} disabled />
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.settings')} disabled>
        <Icon glyph={settingsGlyph} />
      </ActionIcon>
    </>
  );
}

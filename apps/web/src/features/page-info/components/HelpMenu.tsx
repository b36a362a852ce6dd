import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/Icon';
import { helpGlyph } from '@/components/icons/glyphs/help';
import { infoGlyph } from '@/components/icons/glyphs/info';
import { usePageInfo } from '../api/get-page-info';

const HelpModal = lazy(() => import('./HelpModal'));

/**
 * The help button of the top bar. Its "Meer informatie" bullet exists only when the server has
 * page info for the current route pattern (e.g. '/plan' for '/plan/12').
 */
export function HelpMenu({ route }: { route: string | null }) {
  const { t, i18n } = useTranslation();
  const { data: info } = usePageInfo(route, i18n.resolvedLanguage ?? 'nl');
  const [opened, setOpened] = useState(false);
  // Controlled only so the tooltip keeps quiet while the menu is open.
  const [menuOpened, setMenuOpened] = useState(false);
  return (
    <>
      <Menu
        opened={menuOpened}
        onChange={setMenuOpened}
        position="bottom-end"
        width={240}
        shadow="md"
        withinPortal
      >
        <Menu.Target>
          <Tooltip label={t('nav.help')} openDelay={400} disabled={menuOpened}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.help')}>
              <Icon glyph={helpGlyph} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {info ? (
            <Menu.Item
              leftSection={<Icon glyph={infoGlyph} size={18} />}
              onClick={() => setOpened(true)}
            >
              {t('nav.moreInfo')}
            </Menu.Item>
          ) : (
            <Menu.Label style={{ whiteSpace: 'normal' }}>{t('nav.noHelp')}</Menu.Label>
          )}
        </Menu.Dropdown>
      </Menu>
      {info && opened && (
        <Suspense fallback={null}>
          <HelpModal info={info} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Menu } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/Icon';
import { TopBarMenu } from '@/components/TopBarMenu';
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
  return (
    <>
      <TopBarMenu label={t('nav.help')} glyph={helpGlyph} width={240}>
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
      </TopBarMenu>
      {info && opened && (
        <Suspense fallback={null}>
          <HelpModal info={info} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

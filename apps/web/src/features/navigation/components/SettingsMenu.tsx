import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMenuItem } from '@cp/contracts';
import { TopBarMenu } from '@/components/TopBarMenu';
import { Icon } from '@/components/icons/Icon';
import { menuGlyph } from '@/components/icons/menu-glyphs';
import { logoutGlyph } from '@/components/icons/glyphs/logout';
import { settingsGlyph } from '@/components/icons/glyphs/settings';
import { userGlyph } from '@/components/icons/glyphs/user';
import { useNavbar } from '../api/get-navbar';

/** Menu titles are translation keys (`menu.users`); an unknown key shows as sent. */
function useMenuTitle() {
  const { t, i18n } = useTranslation();
  return (item: TMenuItem) =>
    // The key comes from the server, so it cannot be checked against our typed keys here.
    i18n.exists(item.title) ? t(item.title as 'menu.users') : item.title;
}

interface TProps {
  /** A location the user belongs to, or null; the shell checks the cookie before passing it on. */
  location: string | null;
  /** False until the shell knows whether the location cookie can be trusted. */
  ready: boolean;
  onSignOut: () => void;
}

/**
 * Settings dropdown of the top bar (docs/foundation-brief.md "The shell"): profile, the server's
 * menu items, log out.
 */
export function SettingsMenu({ location, ready, onSignOut }: TProps) {
  const { t } = useTranslation();
  const { data: navbar } = useNavbar(location, ready);
  const titleOf = useMenuTitle();
  const items = navbar?.menu_items ?? [];
  return (
    <TopBarMenu label={t('nav.settings')} glyph={settingsGlyph} width={260}>
      <Menu.Item component={Link} to="/profiel" leftSection={<Icon glyph={userGlyph} size={18} />}>
        {t('nav.profile')}
      </Menu.Item>
      {items.length > 0 && <Menu.Divider />}
      {items.map((item) => (
        <Menu.Item
          key={item.path}
          component={Link}
          to={item.path}
          leftSection={<Icon glyph={menuGlyph(item.icon)} size={18} />}
        >
          {titleOf(item)}
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item leftSection={<Icon glyph={logoutGlyph} size={18} />} onClick={onSignOut}>
        {t('nav.logout')}
      </Menu.Item>
    </TopBarMenu>
  );
}

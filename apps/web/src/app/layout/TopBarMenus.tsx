import { ExportNotificationActions } from '@/features/exports/components/ExportNotificationActions';
import { SettingsMenu } from '@/features/navigation/components/SettingsMenu';
import { NotificationsBell } from '@/features/notifications/components/NotificationsBell';
import { HelpMenu } from '@/features/page-info/components/HelpMenu';

export interface TTopBarMenusProps {
  helpRoute: string | null;
  location: string | null;
  ready: boolean;
  onSignOut: () => void;
}

/**
 * The three dropdowns of the top bar. A chunk of its own: their popover machinery
 * (floating-ui) is not needed to paint the first screen, only to open a menu.
 */
export default function TopBarMenus({ helpRoute, location, ready, onSignOut }: TTopBarMenusProps) {
  return (
    <>
      <HelpMenu route={helpRoute} />
      <NotificationsBell
        renderActions={(notification, onOpened) => (
          <ExportNotificationActions notification={notification} onOpened={onOpened} />
        )}
      />
      <SettingsMenu location={location} ready={ready} onSignOut={onSignOut} />
    </>
  );
}

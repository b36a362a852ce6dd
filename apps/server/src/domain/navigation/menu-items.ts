import { MENU_ITEMS, type TLocationRole, type TMenuItem } from '@cp/contracts';

/**
 * Which settings-dropdown entries a user gets: the server chooses them per user and location
 * (docs/foundation-brief.md "Menu items"). Profile and log out are always shown by the web app
 * itself. Pure, so the whole role table is unit-tested without a database.
 */
export function menuItemsFor(input: {
  isPlatformAdmin: boolean;
  /** Roles at the current location; null when no location is chosen. */
  roles: readonly TLocationRole[] | null;
  locationCount: number;
}): TMenuItem[] {
  const { isPlatformAdmin, roles, locationCount } = input;
  const isAdmin = roles?.includes('admin') ?? false;
  return MENU_ITEMS.filter((item) => {
    switch (item.audience) {
      case 'multiLocation':
        return isPlatformAdmin || locationCount > 1;
      case 'locationAdmin':
        return isAdmin;
      case 'platformAdmin':
        return isPlatformAdmin;
    }
  }).map(({ path, icon, title }) => ({ path, icon, title }));
}

import { z } from 'zod';
import { ZIdParamSchema } from './common';

/**
 * Every settings-dropdown entry the server can send (`GET location/user[/:location]`), in the
 * order it is sent; docs/foundation-brief.md lists the same table. `title` is a translation key
 * the web app translates; `icon` names an icon the web app maps to its icon set.
 * `audience` says who gets the entry:
 * - multiLocation: users with more than one location, and the platform administrator;
 * - platformAdmin: the platform administrator (the vendor);
 * - locationAdmin: users with the admin role at the current location.
 */
export const MENU_ITEMS = [
  { path: '/locaties', icon: 'building', title: 'menu.locations', audience: 'multiLocation' },
  {
    path: '/admin/licenses',
    icon: 'certificate',
    title: 'menu.adminLicenses',
    audience: 'platformAdmin',
  },
  { path: '/admin/help', icon: 'help', title: 'menu.helpTexts', audience: 'platformAdmin' },
  { path: '/admin/trials', icon: 'school', title: 'menu.trials', audience: 'platformAdmin' },
  { path: '/admin/norms', icon: 'scale', title: 'menu.adminNorms', audience: 'platformAdmin' },
  { path: '/admin/users', icon: 'users', title: 'menu.users', audience: 'locationAdmin' },
  { path: '/importeren', icon: 'upload', title: 'menu.import', audience: 'locationAdmin' },
  { path: '/admin/faculties', icon: 'school', title: 'menu.faculties', audience: 'locationAdmin' },
  {
    path: '/admin/custom-translations',
    icon: 'language',
    title: 'menu.customTranslations',
    audience: 'locationAdmin',
  },
  { path: '/admin/archive', icon: 'archive', title: 'menu.archive', audience: 'locationAdmin' },
  { path: '/admin/plan', icon: 'layout', title: 'menu.planFields', audience: 'locationAdmin' },
  {
    path: '/admin/test-formats',
    icon: 'clipboard-check',
    title: 'menu.testFormats',
    audience: 'locationAdmin',
  },
  {
    path: '/admin/activities',
    icon: 'presentation',
    title: 'menu.activities',
    audience: 'locationAdmin',
  },
  { path: '/admin/note-types', icon: 'notes', title: 'menu.noteTypes', audience: 'locationAdmin' },
  {
    path: '/admin/frameworks',
    icon: 'certificate',
    title: 'menu.frameworks',
    audience: 'locationAdmin',
  },
  { path: '/licenties', icon: 'license', title: 'menu.licenses', audience: 'locationAdmin' },
] as const;

export type TMenuTitleKey = (typeof MENU_ITEMS)[number]['title'];
export const MENU_TITLE_KEYS = MENU_ITEMS.map((item) => item.title) as readonly TMenuTitleKey[];

/** Path parameter of `GET location/user/:location`. */
export const ZLocationParamsSchema = z.object({ location: ZIdParamSchema });
export type TLocationParams = z.infer<typeof ZLocationParamsSchema>;

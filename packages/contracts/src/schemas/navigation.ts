import { z } from 'zod';
import { dataOf } from './common';

/**
 * A settings-dropdown entry chosen by the server per user and location (docs/foundation-brief.md
 * "Menu items").
 * `title` is a translation key (e.g. `menu.users`) so the web app shows it in the current language.
 */
export const ZMenuItemSchema = z.object({
  path: z.string(),
  icon: z.string(),
  title: z.string(),
});
export type TMenuItem = z.infer<typeof ZMenuItemSchema>;

export const ZNavbarSchema = z.object({
  current_user: z.number().int(),
  menu_items: z.array(ZMenuItemSchema),
});
export type TNavbar = z.infer<typeof ZNavbarSchema>;
export const ZNavbarResponseSchema = dataOf(ZNavbarSchema);

export const ZPageInfoRequestSchema = z.object({ route: z.string().min(1).max(200) });
export type TPageInfoRequest = z.infer<typeof ZPageInfoRequestSchema>;

export const ZPageInfoSchema = z.object({
  title: z.string(),
  content: z.string(),
  video: z.string().nullable(),
});
export type TPageInfo = z.infer<typeof ZPageInfoSchema>;
/** `data` is null when no help exists for the route: the help bullet is then hidden. */
export const ZPageInfoResponseSchema = dataOf(ZPageInfoSchema.nullable());
export type TPageInfoResponse = z.infer<typeof ZPageInfoResponseSchema>;

import { pageInfo } from '../../db/schema';

/*
 * Help texts as the editing screen has them (docs/organisation.md "Help texts"); editing them is
 * for the platform administrator only (http/access): list-page-info.ts, save-page-info.ts,
 * delete-page-info.ts.
 */
export const pageInfoColumns = {
  route: pageInfo.route,
  language: pageInfo.language,
  title: pageInfo.title,
  content: pageInfo.content,
  video: pageInfo.video,
};

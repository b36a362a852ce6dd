import type { DbOrTx } from '../client';
import { pageInfo } from '../schema';
import { PAGE_INFO_TEXTS } from './page-info-texts';

/**
 * Help texts are product content, not demo data, so they are added in every mode. Existing rows
 * are left alone: an edited text is never overwritten by a restart.
 */
export async function seedPageInfo(db: DbOrTx): Promise<void> {
  const rows = PAGE_INFO_TEXTS.flatMap((entry) =>
    (['nl', 'en'] as const).map((language) => ({
      route: entry.route,
      language,
      ...entry[language],
      video: null,
    })),
  );
  await db.insert(pageInfo).values(rows).onConflictDoNothing();
}

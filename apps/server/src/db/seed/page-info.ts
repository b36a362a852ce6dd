import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { pageInfo } from '../schema';
import { SUPERSEDED_PAGE_INFO } from './page-info-superseded';
import { PAGE_INFO_TEXTS } from './page-info-texts';

/**
 * Help texts are product content, not demo data, so they are added in every mode. Existing rows
 * are left alone: an edited text is never overwritten by a restart. Only a row that still holds
 * a text an earlier version seeded word for word (never edited) gets the current text.
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
  for (const old of SUPERSEDED_PAGE_INFO) {
    const current = PAGE_INFO_TEXTS.find((entry) => entry.route === old.route)?.[old.language];
    if (!current) continue;
    await db
      .update(pageInfo)
      .set({ title: current.title, content: current.content })
      .where(
        and(
          eq(pageInfo.route, old.route),
          eq(pageInfo.language, old.language),
          eq(pageInfo.title, old.title),
          eq(pageInfo.content, old.content),
        ),
      );
  }
}

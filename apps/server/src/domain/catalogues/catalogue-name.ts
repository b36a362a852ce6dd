import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { CATALOGUE_DEFAULTS, type TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../errors';
import { TABLES } from './catalogue-tables';

/** A custom name may not repeat another custom name nor a default's name (in any language). */
export async function assertNameFree(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
  name: string;
  exceptId?: number;
}): Promise<void> {
  const { db, kind, locationId, name, exceptId } = options;
  const lower = name.toLocaleLowerCase('nl');
  const isDefaultName = CATALOGUE_DEFAULTS[kind].some((d) =>
    Object.values(d.name).some((n) => n.toLocaleLowerCase('nl') === lower),
  );
  if (isDefaultName) throw invalidField('name', 'catalogues.nameTaken');
  const table = TABLES[kind];
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.locationId, locationId),
        isNotNull(table.name),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw invalidField('name', 'catalogues.nameTaken');
}

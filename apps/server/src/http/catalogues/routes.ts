import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ENDPOINTS, type TCatalogueKind } from '@cp/contracts';
import type { Db } from '../../db/client';
import { createCatalogueItem } from '../../domain/catalogues/create-catalogue-item';
import { deleteCatalogueItem } from '../../domain/catalogues/delete-catalogue-item';
import { listCatalogueItems } from '../../domain/catalogues/list-catalogue-items';
import { setCatalogueItemActive } from '../../domain/catalogues/set-catalogue-item-active';
import { updateCatalogueItem } from '../../domain/catalogues/update-catalogue-item';
import { createNoteType } from '../../domain/catalogues/create-note-type';
import { deleteNoteType } from '../../domain/catalogues/delete-note-type';
import { listNoteTypes } from '../../domain/catalogues/list-note-types';
import { updateNoteType } from '../../domain/catalogues/update-note-type';
import { getPlanFields, savePlanFields } from '../../domain/catalogues/plan-fields';
import type { Publisher } from '../../domain/events/publisher';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';

type Deps = { db: Db; clock: () => Date; publisher: Publisher };

/**
 * Catalogues of a location: test formats, activities / working methods, note categories and
 * plan field visibility. Reading is for every member (the plan forms need the lists); changing
 * is for admins (the access levels are in the registry, packages/contracts/src/endpoints).
 */
export async function catalogueRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  catalogueItemRoutes(app, deps, 'testFormats');
  catalogueItemRoutes(app, deps, 'activities');
  noteTypeRoutes(app, deps);
  planFieldRoutes(app, deps);
}

/** The five endpoints of one catalogue with default and custom items. */
function catalogueItemRoutes(app: FastifyInstance, deps: Deps, kind: TCatalogueKind): void {
  const { db, clock, publisher } = deps;
  const ids = CATALOGUE_ENDPOINTS[kind];

  handle(app, ids.list, async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await listCatalogueItems({ db, kind, scope }) };
  });

  handle(app, ids.create, async ({ body }, request) => {
    const scope = locationScopeOf(request);
    return { data: await createCatalogueItem({ db, kind, scope, input: body }) };
  });

  handle(app, ids.update, async ({ params, body }, request) => {
    const item = { scope: locationScopeOf(request), id: params.id };
    return { data: await updateCatalogueItem({ db, kind, item, input: body, now: clock() }) };
  });

  handle(app, ids.setActive, async ({ params, body }, request) => {
    const item = { scope: locationScopeOf(request), id: params.id };
    return {
      data: await setCatalogueItemActive({
        db,
        publisher,
        kind,
        item,
        active: body.active,
        now: clock(),
      }),
    };
  });

  handle(app, ids.delete, async ({ params }, request) => {
    const item = { scope: locationScopeOf(request), id: params.id };
    await deleteCatalogueItem({ db, publisher, kind, item });
    return { data: null };
  });
}

function noteTypeRoutes(app: FastifyInstance, { db, clock }: Deps): void {
  handle(app, 'listNoteTypes', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await listNoteTypes({ db, scope }) };
  });

  handle(app, 'createNoteType', async ({ body }, request) => {
    const scope = locationScopeOf(request);
    return { data: await createNoteType({ db, scope, input: body }) };
  });

  handle(app, 'renameNoteType', async ({ params, body }, request) => {
    const scope = locationScopeOf(request);
    return { data: await updateNoteType({ db, scope, id: params.id, input: body, now: clock() }) };
  });

  // A category that notes still use answers 409 (decision 0008).
  handle(app, 'deleteNoteType', async ({ params }, request) => {
    await deleteNoteType({ db, scope: locationScopeOf(request), id: params.id });
    return { data: null };
  });
}

function planFieldRoutes(app: FastifyInstance, { db }: Deps): void {
  handle(app, 'getPlanFields', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await getPlanFields({ db, scope }) };
  });

  handle(app, 'savePlanFields', async ({ body }, request) => {
    const scope = locationScopeOf(request);
    return { data: await savePlanFields({ db, scope, changes: body }) };
  });
}

import type { FastifyInstance } from 'fastify';
import {
  ZCatalogueActiveInputSchema,
  ZCatalogueItemInputSchema,
  ZLocationItemParamsSchema,
  ZNoteTypeInputSchema,
  ZPlanFieldsInputSchema,
  type TCatalogueItem,
  type TCatalogueKind,
  type TNoteType,
  type TPlanFields,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  createCatalogueItem,
  deleteCatalogueItem,
  listCatalogueItems,
  setCatalogueItemActive,
  updateCatalogueItem,
} from '../../domain/catalogues/catalogue-items';
import {
  createNoteType,
  deleteNoteType,
  listNoteTypes,
  updateNoteType,
} from '../../domain/catalogues/note-types';
import { getPlanFields, savePlanFields } from '../../domain/catalogues/plan-fields';
import type { Publisher } from '../../domain/events/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';

/** URL segment of each catalogue with default and custom items. */
const SEGMENTS: Record<TCatalogueKind, string> = {
  testFormats: 'test-formats',
  activities: 'activities',
};

/**
 * Catalogues of a location: test formats, activities / working methods, note categories and
 * plan field visibility. Reading is for every member (the plan forms need the lists); changing
 * is for admins (http/access/permissions.ts).
 */
export async function catalogueRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  for (const [kind, segment] of Object.entries(SEGMENTS) as [TCatalogueKind, string][]) {
    const base = `/locations/:location/${segment}`;

    app.get(base, async (request): Promise<{ data: TCatalogueItem[] }> => {
      const locationId = locationAccessOf(request).location.id;
      return { data: await listCatalogueItems({ db, kind, locationId }) };
    });

    app.post(base, async (request, reply): Promise<{ data: TCatalogueItem }> => {
      const locationId = locationAccessOf(request).location.id;
      const input = parse(ZCatalogueItemInputSchema, request.body);
      reply.code(201);
      return { data: await createCatalogueItem({ db, kind, locationId, input }) };
    });

    app.put(`${base}/:id`, async (request): Promise<{ data: TCatalogueItem }> => {
      const params = parse(ZLocationItemParamsSchema, request.params);
      const input = parse(ZCatalogueItemInputSchema, request.body);
      return { data: await updateCatalogueItem({ db, kind, params, input, now: clock() }) };
    });

    app.put(`${base}/:id/active`, async (request): Promise<{ data: TCatalogueItem }> => {
      const params = parse(ZLocationItemParamsSchema, request.params);
      const { active } = parse(ZCatalogueActiveInputSchema, request.body);
      return {
        data: await setCatalogueItemActive({
          db,
          publisher,
          kind,
          params,
          active,
          now: clock(),
        }),
      };
    });

    app.delete(`${base}/:id`, async (request): Promise<{ data: null }> => {
      const params = parse(ZLocationItemParamsSchema, request.params);
      await deleteCatalogueItem({ db, publisher, kind, params });
      return { data: null };
    });
  }

  app.get('/locations/:location/note-types', async (request): Promise<{ data: TNoteType[] }> => {
    const locationId = locationAccessOf(request).location.id;
    return { data: await listNoteTypes({ db, locationId }) };
  });

  app.post(
    '/locations/:location/note-types',
    async (request, reply): Promise<{ data: TNoteType }> => {
      const locationId = locationAccessOf(request).location.id;
      const input = parse(ZNoteTypeInputSchema, request.body);
      reply.code(201);
      return { data: await createNoteType({ db, locationId, input }) };
    },
  );

  app.put('/locations/:location/note-types/:id', async (request): Promise<{ data: TNoteType }> => {
    const params = parse(ZLocationItemParamsSchema, request.params);
    const input = parse(ZNoteTypeInputSchema, request.body);
    return { data: await updateNoteType({ db, params, input, now: clock() }) };
  });

  app.delete('/locations/:location/note-types/:id', async (request): Promise<{ data: null }> => {
    const params = parse(ZLocationItemParamsSchema, request.params);
    await deleteNoteType({ db, params });
    return { data: null };
  });

  app.get('/locations/:location/plan-fields', async (request): Promise<{ data: TPlanFields }> => {
    const locationId = locationAccessOf(request).location.id;
    return { data: await getPlanFields({ db, locationId }) };
  });

  app.put('/locations/:location/plan-fields', async (request): Promise<{ data: TPlanFields }> => {
    const locationId = locationAccessOf(request).location.id;
    const changes = parse(ZPlanFieldsInputSchema, request.body);
    return { data: await savePlanFields({ db, locationId, changes }) };
  });
}

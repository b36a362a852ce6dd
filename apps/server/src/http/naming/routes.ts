import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZCustomTranslationsInputSchema,
  ZEducationParentParamsSchema,
  ZEducationParentTermParamsSchema,
  ZLocationTermParamsSchema,
  type TCustomTranslationsResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { requireEducationParent } from '../../domain/education-parents/education-parents';
import {
  getCustomTranslations,
  resetCustomTranslation,
  saveCustomTranslations,
  type NamingLevel,
} from '../../domain/naming/custom-translations';
import { locationAccessOf } from '../access/access-check';
import { requestLanguage } from '../language';
import { parse } from '../parse';

const LOCATION = '/locations/:location/customTranslations';
const PARENT = '/locations/:location/faculties/:faculty/educationParents/:id/customTranslations';

/**
 * Custom naming (SPEC §3, §7): members read the names in effect, admins save overrides (PUT) and
 * reset one term (DELETE .../:term). Every answer is the names in effect at that level in the
 * request's language (docs/organisation.md).
 */
export async function namingRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  const locationLevel = (request: FastifyRequest): NamingLevel => ({
    locationId: locationAccessOf(request).location.id,
    educationParentId: null,
  });

  /** The education parent of the path, found within its faculty within the location (or 404). */
  const parentLevel = async (request: FastifyRequest): Promise<NamingLevel> => {
    const locationId = locationAccessOf(request).location.id;
    const { faculty: facultyId, id } = parse(ZEducationParentParamsSchema, request.params);
    const parent = await requireEducationParent({ db, locationId, facultyId, id });
    return { locationId, educationParentId: parent.id };
  };

  const answer = async (
    request: FastifyRequest,
    level: NamingLevel,
  ): Promise<TCustomTranslationsResponse> => ({
    data: await getCustomTranslations({ db, level, language: requestLanguage(request) }),
  });

  const save = async (request: FastifyRequest, level: NamingLevel) => {
    const names = parse(ZCustomTranslationsInputSchema, request.body);
    await saveCustomTranslations({ db, level, names, now: clock() });
    return answer(request, level);
  };

  app.get(LOCATION, async (request) => answer(request, locationLevel(request)));
  app.put(LOCATION, async (request) => save(request, locationLevel(request)));
  app.delete(`${LOCATION}/:term`, async (request) => {
    const { term } = parse(ZLocationTermParamsSchema, request.params);
    const level = locationLevel(request);
    await resetCustomTranslation({ db, level, term });
    return answer(request, level);
  });

  app.get(PARENT, async (request) => answer(request, await parentLevel(request)));
  app.put(PARENT, async (request) => save(request, await parentLevel(request)));
  app.delete(`${PARENT}/:term`, async (request) => {
    const { term } = parse(ZEducationParentTermParamsSchema, request.params);
    const level = await parentLevel(request);
    await resetCustomTranslation({ db, level, term });
    return answer(request, level);
  });
}

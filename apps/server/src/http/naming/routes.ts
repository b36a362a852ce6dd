import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZCustomTranslationsInputSchema,
  ZEducationParamsSchema,
  ZEducationParentParamsSchema,
  ZLocationTermParamsSchema,
  type TCustomTranslationsResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { requireEducationParent } from '../../domain/education-parents/education-parents';
import { requireEducation } from '../../domain/educations/scope';
import {
  getCustomTranslations,
  resetCustomTranslation,
  saveCustomTranslations,
  type NamingLevel,
} from '../../domain/naming/custom-translations';
import { locationAccessOf } from '../access/access-check';
import { requestLanguage } from '../language';
import { parse } from '../parse';

/**
 * Custom naming (SPEC §3, §7): members read the names in effect, admins save overrides (PUT) and
 * reset one term (DELETE .../:term). The three levels (location, education parent, education)
 * have the same three routes; only how the path names the level differs. Every answer is the
 * names in effect at that level in the request's language (docs/organisation.md).
 */
export async function namingRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  /** Each level's path and how it is found within the caller's location (or 404). */
  const levels: { path: string; levelOf: (request: FastifyRequest) => Promise<NamingLevel> }[] = [
    {
      path: '/locations/:location/customTranslations',
      levelOf: async (request) => ({
        kind: 'location',
        locationId: locationAccessOf(request).location.id,
      }),
    },
    {
      path: '/locations/:location/faculties/:faculty/educationParents/:id/customTranslations',
      levelOf: async (request) => {
        const locationId = locationAccessOf(request).location.id;
        const { faculty: facultyId, id } = parse(ZEducationParentParamsSchema, request.params);
        const parent = await requireEducationParent({ db, locationId, facultyId, id });
        return { kind: 'education_parent', locationId, educationParentId: parent.id };
      },
    },
    {
      // An archived education is 404: its names are not edited in the archive.
      path: '/locations/:location/educations/:education/customTranslations',
      levelOf: async (request) => {
        const locationId = locationAccessOf(request).location.id;
        const { education: educationId } = parse(ZEducationParamsSchema, request.params);
        const education = await requireEducation({ db, locationId, educationId });
        return {
          kind: 'education',
          locationId,
          educationParentId: education.educationParentId,
          educationId: education.id,
        };
      },
    },
  ];

  const answer = async (
    request: FastifyRequest,
    level: NamingLevel,
  ): Promise<TCustomTranslationsResponse> => ({
    data: await getCustomTranslations({ db, level, language: requestLanguage(request) }),
  });

  for (const { path, levelOf } of levels) {
    app.get(path, async (request) => answer(request, await levelOf(request)));

    app.put(path, async (request) => {
      const level = await levelOf(request);
      const names = parse(ZCustomTranslationsInputSchema, request.body);
      await saveCustomTranslations({ db, level, names, now: clock() });
      return answer(request, level);
    });

    app.delete(`${path}/:term`, async (request) => {
      // Every level's path starts with the location, so this schema reads the term of each.
      const { term } = parse(ZLocationTermParamsSchema, request.params);
      const level = await levelOf(request);
      await resetCustomTranslation({ db, level, term });
      return answer(request, level);
    });
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TCustomTranslationsResponse, TNamingTerm } from '@cp/contracts';
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
import { handle } from '../endpoint';
import { requestLanguage } from '../language';

/** The parsed body of a save: the names given, by term. */
type TSavedTerms = Parameters<typeof saveCustomTranslations>[0]['names'];

/**
 * Custom naming (SPEC §3, §7): members read the names in effect, admins save overrides (PUT) and
 * reset one term (DELETE .../:term). The three levels (location, education parent, education)
 * have the same three endpoints; only how the path names the level differs. Every answer is the
 * names in effect at that level in the request's language (docs/organisation.md).
 *
 * The registry parses the path (the term included) and the body before the handler, so a bad
 * body is a 422 even where the level itself would be a 404.
 */
export async function namingRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  const answer = async (
    request: FastifyRequest,
    level: NamingLevel,
  ): Promise<TCustomTranslationsResponse> => ({
    data: await getCustomTranslations({ db, level, language: requestLanguage(request) }),
  });
  const save = async (request: FastifyRequest, level: NamingLevel, names: TSavedTerms) => {
    await saveCustomTranslations({ db, level, names, now: clock() });
    return answer(request, level);
  };
  const reset = async (request: FastifyRequest, level: NamingLevel, term: TNamingTerm) => {
    await resetCustomTranslation({ db, level, term });
    return answer(request, level);
  };

  /** Each level as found within the caller's location (or 404). */
  const locationLevel = (request: FastifyRequest): NamingLevel => ({
    kind: 'location',
    locationId: locationAccessOf(request).location.id,
  });
  const educationParentLevel = async (
    request: FastifyRequest,
    params: { faculty: number; id: number },
  ): Promise<NamingLevel> => {
    const locationId = locationAccessOf(request).location.id;
    const parent = await requireEducationParent({
      db,
      locationId,
      facultyId: params.faculty,
      id: params.id,
    });
    return { kind: 'education_parent', locationId, educationParentId: parent.id };
  };
  // An archived education is 404: its names are not edited in the archive.
  const educationLevel = async (
    request: FastifyRequest,
    params: { education: number },
  ): Promise<NamingLevel> => {
    const locationId = locationAccessOf(request).location.id;
    const education = await requireEducation({ db, locationId, educationId: params.education });
    return {
      kind: 'education',
      locationId,
      educationParentId: education.educationParentId,
      educationId: education.id,
    };
  };

  handle(app, 'getLocationCustomTranslations', async (_, request) =>
    answer(request, locationLevel(request)),
  );
  handle(app, 'saveLocationCustomTranslations', async ({ body }, request) =>
    save(request, locationLevel(request), body),
  );
  handle(app, 'resetLocationCustomTranslation', async ({ params }, request) =>
    reset(request, locationLevel(request), params.term),
  );

  handle(app, 'getEducationParentCustomTranslations', async ({ params }, request) =>
    answer(request, await educationParentLevel(request, params)),
  );
  handle(app, 'saveEducationParentCustomTranslations', async ({ params, body }, request) =>
    save(request, await educationParentLevel(request, params), body),
  );
  handle(app, 'resetEducationParentCustomTranslation', async ({ params }, request) =>
    reset(request, await educationParentLevel(request, params), params.term),
  );

  handle(app, 'getEducationCustomTranslations', async ({ params }, request) =>
    answer(request, await educationLevel(request, params)),
  );
  handle(app, 'saveEducationCustomTranslations', async ({ params, body }, request) =>
    save(request, await educationLevel(request, params), body),
  );
  handle(app, 'resetEducationCustomTranslation', async ({ params }, request) =>
    reset(request, await educationLevel(request, params), params.term),
  );
}

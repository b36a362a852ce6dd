import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TCustomTranslationsResponse, TNamingTerm } from '@cp/contracts';
import type { Db } from '../../db/client';
import { getCustomTranslations } from '../../domain/naming/get-custom-translations';
import type { NamingPlace } from '../../domain/naming/naming-level';
import { resetCustomTranslation } from '../../domain/naming/reset-custom-translation';
import { saveCustomTranslations } from '../../domain/naming/save-custom-translations';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';

/** The parsed body of a save: the names given, by term. */
type TSavedTerms = Parameters<typeof saveCustomTranslations>[0]['names'];

/**
 * Custom naming: members read the names in effect, admins save overrides (PUT) and reset one term
 * (DELETE .../:term). The three levels (location, education parent, education) have the same three
 * endpoints; only how the path names the level differs. Every answer is the names in effect at that
 * level in the request's language (docs/organisation.md). The domain finds the level within the
 * caller's location (404 otherwise).
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
    place: NamingPlace,
  ): Promise<TCustomTranslationsResponse> => ({
    data: await getCustomTranslations({
      db,
      scope: locationScopeOf(request),
      place,
      language: requestLanguage(request),
    }),
  });
  const save = async (request: FastifyRequest, place: NamingPlace, names: TSavedTerms) => {
    await saveCustomTranslations({
      db,
      scope: locationScopeOf(request),
      place,
      names,
      now: clock(),
    });
    return answer(request, place);
  };
  const reset = async (request: FastifyRequest, place: NamingPlace, term: TNamingTerm) => {
    await resetCustomTranslation({ db, scope: locationScopeOf(request), place, term });
    return answer(request, place);
  };

  const location: NamingPlace = { kind: 'location' };
  const educationParent = (params: { faculty: number; id: number }): NamingPlace => ({
    kind: 'education_parent',
    facultyId: params.faculty,
    id: params.id,
  });
  const education = (params: { education: number }): NamingPlace => ({
    kind: 'education',
    educationId: params.education,
  });

  handle(app, 'getLocationCustomTranslations', async (_, request) => answer(request, location));
  handle(app, 'saveLocationCustomTranslations', async ({ body }, request) =>
    save(request, location, body),
  );
  handle(app, 'resetLocationCustomTranslation', async ({ params }, request) =>
    reset(request, location, params.term),
  );

  handle(app, 'getEducationParentCustomTranslations', async ({ params }, request) =>
    answer(request, educationParent(params)),
  );
  handle(app, 'saveEducationParentCustomTranslations', async ({ params, body }, request) =>
    save(request, educationParent(params), body),
  );
  handle(app, 'resetEducationParentCustomTranslation', async ({ params }, request) =>
    reset(request, educationParent(params), params.term),
  );

  handle(app, 'getEducationCustomTranslations', async ({ params }, request) =>
    answer(request, education(params)),
  );
  handle(app, 'saveEducationCustomTranslations', async ({ params, body }, request) =>
    save(request, education(params), body),
  );
  handle(app, 'resetEducationCustomTranslation', async ({ params }, request) =>
    reset(request, education(params), params.term),
  );
}

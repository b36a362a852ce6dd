import type { FastifyInstance } from 'fastify';
import { copyYear } from '../../domain/educations/copy-year';
import { listYearContentStates } from '../../domain/educations/list-year-content-states';
import { duplicateEducation } from '../../domain/educations/duplicate-education';
import { updateStructure } from '../../domain/educations/update-structure';
import { handle } from '../endpoint';
import { educationAnswer, educationRequest, type EducationRouteDeps } from './caller';

/** Years, periods and weeks of an education; duplicating; copying a year (docs/educations.md). */
export async function educationStructureRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  handle(app, 'updateEducationStructure', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    await updateStructure({ ...options, input: body });
    return educationAnswer(options);
  });

  // Answers the copy (201).
  handle(app, 'duplicateEducation', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    const copyId = await duplicateEducation({ ...options, input: body });
    return educationAnswer({ ...options, educationId: copyId });
  });

  /** The years with whether each holds content (the copy dialog offers only empty ones). */
  handle(app, 'listEducationYears', async (_, request) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    return { data: await listYearContentStates({ db, scope, educationId }) };
  });

  /** Answers the target education, the one that changed, and what came along. */
  handle(app, 'copyEducationYear', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    const copied = await copyYear({ ...options, yearId: params.year, input: body });
    const answer = await educationAnswer({ ...options, educationId: body.target_education_id });
    return { ...answer, copied };
  });
}

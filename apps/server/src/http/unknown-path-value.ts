import type { FastifyInstance } from 'fastify';
import { ENDPOINT_SCHEMAS } from '@cp/contracts';
import { z } from 'zod';
import { notFound } from '../domain/errors';

/**
 * Answers 404 when a path parameter whose registry schema is an enum (`:kind`, `:tab`) holds no
 * value of it: `.../design/widgets` is a path that does not exist, not bad input, whereas handle()
 * would answer its parse failure with 422. Added in a route plugin, this preHandler runs for that
 * plugin's routes after the access check (an unknown kind of another location stays 403/404 as
 * the check decides) and before handle() parses the parameters and the body.
 */
export function unknownPathValueIsNotFound(
  app: FastifyInstance,
  param: string,
  message: string,
): void {
  app.addHook('preHandler', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    const schemas = ENDPOINT_SCHEMAS[endpoint];
    const values = enumValuesOf('params' in schemas ? schemas.params : undefined, param);
    if (!values) return;
    const value = (request.params as Record<string, unknown>)[param];
    if (typeof value !== 'string' || !values.includes(value)) throw notFound(message);
  });
}

function enumValuesOf(params: unknown, param: string): readonly string[] | null {
  if (!(params instanceof z.ZodObject)) return null;
  const field: unknown = params.shape[param];
  return field instanceof z.ZodEnum ? (field.options as readonly string[]) : null;
}

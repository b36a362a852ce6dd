import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ENDPOINT_SCHEMAS,
  isMultipart,
  ROUTES,
  type TAnswerIn,
  type TEndpointId,
  type TEndpointInput,
  type TEndpointSchemas,
} from '@cp/contracts';
import { z, ZodError } from 'zod';
import { notFound } from '../domain/errors';
import { parse } from './parse';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The registry entry this route serves (set by `handle`, read by app.ts's start-up check). */
    endpoint?: TEndpointId;
  }
}

export type EndpointHandler<Id extends TEndpointId> = (
  input: TEndpointInput<Id>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<TAnswerIn<Id> | FastifyReply>;

/** Route options an endpoint may add: a larger body limit, a flag for the access check. */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  config?: { accessInQuery?: boolean };
  /**
   * A check that must answer before the input is parsed (after the access check), e.g. a
   * throttle that refuses with 429 whatever the body holds.
   */
  before?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

/**
 * The one way to serve an endpoint of the registry (docs/api.md): method, path and access level
 * come from its entry, the path parameters, query and JSON body are parsed with its schemas (a
 * bad value is a 422 before the handler runs; a multipart body is left to the handler's upload
 * reader), and the handler's answer must type-check against the entry's answer schema. A path
 * parameter whose schema is an enum (`:kind`, `:tab`) names a path: a value outside it is a path
 * that does not exist, so 404, not 422.
 */
export function handle<Id extends TEndpointId>(
  app: FastifyInstance,
  id: Id,
  handler: EndpointHandler<Id>,
  options: EndpointOptions = {},
): void {
  const route = ROUTES[id];
  const schemas: TEndpointSchemas = ENDPOINT_SCHEMAS[id];
  const bodySchema = isMultipart(schemas.body) ? undefined : schemas.body;
  const pathEnums = enumParamsOf(schemas.params);
  app.route({
    method: route.method,
    url: route.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(options.before ? { preHandler: options.before } : {}),
    config: { ...options.config, endpoint: id },
    handler: async (request, reply) => {
      const given = request.params as Record<string, unknown>;
      for (const [name, values] of pathEnums) {
        if (!values.includes(given[name] as string)) throw notFound();
      }
      const read = () =>
        ({
          params: schemas.params ? parse(schemas.params, request.params) : undefined,
          query: schemas.query ? parse(schemas.query, request.query) : undefined,
          body: bodySchema ? parse(bodySchema, request.body) : undefined,
        }) as TEndpointInput<Id>;
      let input: TEndpointInput<Id>;
      try {
        input = read();
      } catch (error) {
        // A route that decides access in its own statement must not refuse bad input before
        // that (403 before 422, as everywhere): the refusal is held until it admits the caller
        // (access-check.ts), and the handler meanwhile sees no query and no body.
        if (!(options.config?.accessInQuery && error instanceof ZodError)) throw error;
        request.heldInputRefusal = error;
        input = { params: undefined, query: {}, body: undefined } as TEndpointInput<Id>;
      }
      if (schemas.status && schemas.status !== 302) reply.code(schemas.status);
      return handler(input, request, reply);
    },
  });
}

/** The path parameters whose schema is an enum, with their values. */
function enumParamsOf(params: z.ZodType | undefined): [string, readonly unknown[]][] {
  if (!(params instanceof z.ZodObject)) return [];
  return Object.entries(params.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
    field instanceof z.ZodEnum ? [[name, field.options] as [string, readonly unknown[]]] : [],
  );
}

import { z } from 'zod';
import {
  API_BASE,
  CSRF_HEADER,
  ENDPOINT_SCHEMAS,
  isMultipart,
  isRawAnswer,
  isStateChanging,
  ROUTES,
  ZApiErrorSchema,
  type TAccessLevel,
  type TEndpointId,
  type TEndpointSchemas,
  type TRoute,
} from '@cp/contracts';
import { ENDPOINT_DOCS } from '@cp/contracts/endpoint-docs';
import { SESSION_COOKIE } from '../cookies';
import { REFERENCE_TEXTS } from './reference-texts';

/*
 * The OpenAPI 3.1 document of the API, built from the endpoint registry (docs/api.md) once per
 * process: it cannot drift from what the server serves, because the server serves the same
 * entries. Zod writes the JSON Schemas (draft 2020-12, which OpenAPI 3.1 uses as is).
 */

type JsonSchema = Record<string, unknown>;
type Content = Record<string, { schema: unknown }>;
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access-level': TAccessLevel;
  /** A GET that changes something: it needs the CSRF header like a POST. */
  'x-changes-state'?: true;
  description: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: unknown }[];
  requestBody?: { required: true; content: Content };
  responses: Record<string, { description: string; content?: Content; headers?: unknown }>;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A transform or refinement has no JSON Schema; it is described by what it accepts.
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
};

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

function parametersOf(schemas: TEndpointSchemas): NonNullable<Operation['parameters']> {
  const result: NonNullable<Operation['parameters']> = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!(schema instanceof z.ZodObject)) return;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      result.push({
        name,
        in: where,
        required: where === 'path' || !field.safeParse(undefined).success,
        schema: jsonSchema(field, 'input'),
      });
    }
  };
  add('path', schemas.params);
  add('query', schemas.query);
  return result;
}

function requestBodyOf(schemas: TEndpointSchemas): Operation['requestBody'] {
  const body = schemas.body;
  if (!body) return undefined;
  if (isMultipart(body)) {
    const fields = body.fields ? jsonSchema(body.fields, 'input') : { type: 'object' };
    const properties = (fields.properties as JsonSchema | undefined) ?? {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...fields,
            type: 'object',
            properties: {
              ...properties,
              [body.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } };
}

function successOf(schemas: TEndpointSchemas): [string, Operation['responses'][string]] {
  const answer = schemas.answer;
  const status = String(schemas.status ?? 200);
  if (isRawAnswer(answer)) {
    if (answer.raw === 'redirect') {
      return [
        '302',
        {
          description: 'Sends the browser on.',
          headers: { Location: { schema: { type: 'string' } } },
        },
      ];
    }
    const type = answer.contentType ?? 'application/octet-stream';
    return [
      status,
      { description: 'The file.', content: { [type]: { schema: { type: 'string' } } } },
    ];
  }
  return [
    status,
    {
      description: 'OK',
      content: { 'application/json': { schema: jsonSchema(answer, 'output') } },
    },
  ];
}

function refusalsOf(route: TRoute, schemas: TEndpointSchemas): Operation['responses'] {
  const refusals: Operation['responses'] = {};
  if (schemas.body || schemas.params || schemas.query) {
    refusals['422'] = errorResponse(
      'Invalid input: `keys` names the message key of each field, `errors` its text.',
    );
  }
  if (route.access !== 'public') refusals['401'] = errorResponse('Not signed in.');
  const changes = isStateChanging(route);
  if (route.access !== 'public' || changes) {
    refusals['403'] = errorResponse(
      changes
        ? 'No access, or a missing or wrong CSRF header (or a request from another site).'
        : 'No access.',
    );
  }
  if (schemas.params) refusals['404'] = errorResponse('Not found (also: not yours to see).');
  refusals['429'] = errorResponse('Too many requests; see Retry-After.');
  return refusals;
}

function securityOf(route: TRoute): Record<string, string[]>[] {
  const changes = isStateChanging(route);
  const csrf: Record<string, string[]> = changes ? { csrf: [] } : {};
  if (route.access === 'public') return changes ? [csrf] : [];
  return [{ session: [], ...csrf }];
}

function operationOf(id: TEndpointId): Operation {
  const route: TRoute = ROUTES[id];
  const schemas: TEndpointSchemas = ENDPOINT_SCHEMAS[id];
  const parameters = parametersOf(schemas);
  const requestBody = requestBodyOf(schemas);
  const [status, success] = successOf(schemas);
  return {
    operationId: id,
    summary: ENDPOINT_DOCS[id].summary,
    tags: [ENDPOINT_DOCS[id].tag],
    'x-access-level': route.access,
    ...(route.method === 'GET' && isStateChanging(route)
      ? { 'x-changes-state': true as const }
      : {}),
    description: `Access: ${REFERENCE_TEXTS.en.levels[route.access]}`,
    security: securityOf(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [status]: success, ...refusalsOf(route, schemas) },
  };
}

/** `/locations/:location` -> `/locations/{location}` (also `sample.:format`). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const id of Object.keys(ROUTES) as TEndpointId[]) {
    const route: TRoute = ROUTES[id];
    tags.add(ENDPOINT_DOCS[id].tag);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operationOf(id);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Curriculum planner API',
      version: API_BASE.replace(/^.*\/v/, ''),
      description:
        'The API the web app itself uses. Sign in with `POST /auth/login` (or single sign-on) ' +
        'to get the session cookie; every request that changes something sends the value of ' +
        `the \`XSRF-TOKEN\` cookie in the \`${CSRF_HEADER}\` header (\`GET /auth/csrf\` sets it). ` +
        'Answers are `{ "data": ... }`; errors are `{ "message", "code", "key", "params"?, ' +
        '"errors"?, "keys"? }`: `key` and `keys` are stable message keys, `message` and ' +
        "`errors` their texts in the request's language.",
    },
    servers: [{ url: API_BASE }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(ZApiErrorSchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
    },
  };
}

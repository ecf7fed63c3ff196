import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { type EndpointDefinition, pathParamNames } from './endpoint';
import { apiErrorSchema } from './errors';

type JsonSchema = Record<string, unknown>;

/** The version of the API's description: raised when an operation changes in a way clients notice. */
export const API_VERSION = '1.0.0';

/** Requests are described as clients write them, answers as the server sends them. */
const schemaOf = (schema: $ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...described } = toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return described;
};

function parametersOf(endpoint: EndpointDefinition): JsonSchema[] {
  const pathSchema = endpoint.params ? schemaOf(endpoint.params, 'input') : {};
  const pathProperties = (pathSchema.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProperties[name] ?? { type: 'string' },
  }));
  const querySchema = endpoint.query ? schemaOf(endpoint.query, 'input') : {};
  const required = new Set((querySchema.required ?? []) as string[]);
  const inQuery = Object.entries((querySchema.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  return [...inPath, ...inQuery];
}

function requestBodyOf(endpoint: EndpointDefinition): JsonSchema | undefined {
  if (!endpoint.body && !endpoint.streamedBody) return undefined;
  const content = {
    ...(endpoint.body && { 'application/json': { schema: schemaOf(endpoint.body, 'input') } }),
    ...(endpoint.streamedBody && { [endpoint.streamedBody]: {} }),
  };
  return { required: true, content };
}

function successOf(endpoint: EndpointDefinition): JsonSchema {
  if (endpoint.response) {
    return {
      description: 'Success',
      content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
    };
  }
  if (endpoint.streamedResponse)
    return { description: 'Success', content: { [endpoint.streamedResponse]: {} } };
  return { description: 'Success, with no body' };
}

function operationOf(endpoint: EndpointDefinition): JsonSchema {
  const requestBody = requestBodyOf(endpoint);
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.area],
    parameters: parametersOf(endpoint),
    ...(requestBody && { requestBody }),
    ...(endpoint.public && { security: [] }),
    responses: {
      [String(endpoint.status)]: successOf(endpoint),
      default: {
        description: 'An error, in the one error shape; `code` is the HTTP status',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 description of every declared operation. */
export function openApiDocument(endpoints: readonly EndpointDefinition[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    (paths[endpoint.path] as Record<string, JsonSchema>)[endpoint.method.toLowerCase()] =
      operationOf(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MinIO Console API',
      version: API_VERSION,
      description: 'The console REST API, relative to `<sub-path>api/v1`.',
    },
    servers: [{ url: 'api/v1' }],
    paths,
    components: {
      schemas: { ApiError: schemaOf(apiErrorSchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token' } },
    },
    security: [{ session: [] }],
  };
}

import { z } from 'zod/mini';
import type { EndpointDefinition } from './endpoint';
import { endpoint } from './endpoint';
import { restartService } from './service';

/** GET /openapi.json: this API's own description, generated from the declarations below. */
export const describeApi = endpoint({
  id: 'DescribeApi',
  area: 'api',
  method: 'GET',
  path: '/openapi.json',
  summary: 'The OpenAPI 3.1 description of this API',
  response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  status: 200,
  public: true,
});

/** Every operation of `/api/v1`, each declared once in its area's contract module. */
export const ENDPOINTS: readonly EndpointDefinition[] = [describeApi, restartService];

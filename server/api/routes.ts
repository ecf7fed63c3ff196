import { describeApi, ENDPOINTS } from '../../src/contract/api.ts';
import { openApiDocument } from '../../src/contract/openapi.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';

/** GET /openapi.json, built once: the declarations do not change while the server runs. */
export function apiRoutes(): Route<SessionEnv>[] {
  const document = openApiDocument(ENDPOINTS);
  return [serve(describeApi, () => document as never)];
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/api.ts';
import { routePattern } from '../../src/contract/endpoint.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const config = loadConfig({
  CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9',
  CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-api-')),
  CONSOLE_SUBPATH: '/console/',
});
const app = createApp({ config, sessionKey: Buffer.alloc(32, 7) });

async function servedDocument(): Promise<Record<string, unknown>> {
  const response = await app.request('/console/api/v1/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('the API description', () => {
  it('is served without a session and is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(await servedDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every declared operation once, under its path and method', async () => {
    const paths = (await servedDocument()).paths as Record<string, Record<string, { operationId: string }>>;
    const described = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    const declared = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path} ${endpoint.id}`);
    expect(described.sort()).toEqual(declared.sort());
  });

  it('names each operation and each route pattern only once', () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.id);
    const routes = ENDPOINTS.map((endpoint) => `${endpoint.method} ${routePattern(endpoint.path)}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

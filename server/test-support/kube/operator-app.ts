import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'zod/mini';
import { OPERATOR_API } from '../../../src/contract/api.ts';
import type { EndpointDefinition } from '../../../src/contract/endpoint.ts';
import type { Pool } from '../../../src/contract/operator/pool.ts';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type KubeCluster, startKubeCluster } from './cluster.ts';

/** An answer of the console: its status and JSON body (undefined when it has none). */
export interface ConsoleAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, each held by an expectation
  body: any;
}

export interface OperatorApp {
  cluster: KubeCluster;
  /** Calls `/api/v1{path}` with the session of `logIn`; a successful answer must parse with its operation's response. */
  call: (path: string, method?: string, body?: unknown) => Promise<ConsoleAnswer>;
  /** Opens a session with this token for the calls that follow. */
  logIn: (token: string) => Promise<void>;
  stop: () => Promise<void>;
}

/** The operation a request reaches, by method and path, so its answer can be held to the contract. */
export function operationOf(method: string, path: string): EndpointDefinition | undefined {
  const pathname = path.split('?')[0] ?? '';
  return OPERATOR_API.find(
    (endpoint) =>
      endpoint.method === method &&
      new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
  );
}

/**
 * A local Kubernetes cluster on `port` (and the next three) with the console app in operator mode in front of it,
 * called in-process, `namespace` made, logged in as the cluster's admin, and `tenant` created there when given.
 */
export async function startOperatorApp({
  port,
  namespace,
  tenant,
}: {
  port: number;
  namespace: string;
  tenant?: { name: string; pools: Pool[] };
}) {
  const cluster = await startKubeCluster({ port });
  const dataDir = mkdtempSync(join(tmpdir(), 'operator-app-'));
  const stop = async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await cluster.admin.create('/api/v1/namespaces', { metadata: { name: namespace } });
  } catch (error) {
    await stop();
    throw error;
  }
  const config = loadConfig({
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_URL: cluster.url,
    CONSOLE_K8S_CA_FILE: cluster.caFile,
    CONSOLE_DATA_DIR: dataDir,
  });
  const app = createApp({ config, sessionKey: randomBytes(32) });
  let cookie = '';
  const call = async (path: string, method = 'GET', body?: unknown): Promise<ConsoleAnswer> => {
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json = text ? JSON.parse(text) : undefined;
    const declared = operationOf(method, path)?.response;
    if (response.ok && declared) parse(declared, json);
    return { status: response.status, body: json };
  };
  const logIn = async (token: string) => {
    cookie = '';
    const response = await app.request('/api/v1/login/operator', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jwt: token }),
    });
    if (response.status !== 204) throw new Error(`The login was refused: ${response.status}`);
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  await logIn(cluster.adminToken);
  if (tenant) {
    const created = await call('/tenants', 'POST', { ...tenant, namespace });
    if (created.status !== 200) throw new Error(`The tenant was refused: ${JSON.stringify(created.body)}`);
  }
  return { cluster, call, logIn, stop } satisfies OperatorApp;
}

/** Reads until `done` holds or the time is up, answering the last read. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

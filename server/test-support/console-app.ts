import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { answerParserRefusals } from '../http/parser-refusals.ts';
import { acceptWebSockets } from '../ws/upgrade.ts';
import { sessionCookieOf } from './console-process.ts';

export interface InProcessConsole {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A session cookie (`name=value`) of a form login. */
  login: (accessKey: string, secretKey: string) => Promise<string>;
  /** Where its streams are served (`ws://127.0.0.1:port/ws`), on a loopback port opened at the first call. */
  streams: () => Promise<string>;
  dispose: () => void;
}

/**
 * Where the tests' console servers find SUBNET and the release service: a loopback port nothing listens on, as
 * on a machine with no way out (and so that no test ever sends anything to the real services).
 */
export const NO_OUTSIDE_SERVICE = 'http://127.0.0.1:2';

/** The console app in this process, talking to the MinIO at `endpoint`, with more of its environment if given. */
export function inProcessConsole(
  endpoint: string,
  env: NodeJS.ProcessEnv = {},
  sessionKey = randomBytes(32),
): InProcessConsole {
  const dirs = [mkdtempSync(join(tmpdir(), 'suite-static-')), mkdtempSync(join(tmpdir(), 'suite-data-'))];
  const config = loadConfig({
    CONSOLE_MINIO_SERVER: endpoint,
    CONSOLE_STATIC_DIR: dirs[0],
    CONSOLE_DATA_DIR: dirs[1],
    CONSOLE_SUBNET_URL: NO_OUTSIDE_SERVICE,
    CONSOLE_RELEASES_URL: NO_OUTSIDE_SERVICE,
    ...env,
  });
  const app = createApp({ config, sessionKey });
  const request = async (path: string, init?: RequestInit) => app.request(`http://127.0.0.1${path}`, init);
  const login = async (accessKey: string, secretKey: string) => {
    const response = await request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessKey, secretKey }),
    });
    return sessionCookieOf(response);
  };
  let listening: Promise<Server> | undefined;
  const streams = async () => {
    listening ??= new Promise<Server>((done) => {
      // Left to replace the global Request and Response, it would break `instanceof Response` in the mocks.
      const options = { fetch: app.fetch, hostname: '127.0.0.1', port: 0, overrideGlobalObjects: false };
      const server = serve(options, () => done(server as Server));
      answerParserRefusals(server as Server);
      acceptWebSockets(server as Server, app);
    });
    return `ws://127.0.0.1:${((await listening).address() as AddressInfo).port}/ws`;
  };
  const dispose = () => {
    void listening?.then((server) => {
      server.closeAllConnections();
      server.close();
    });
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  return { request, login, streams, dispose };
}

export interface ApiAnswer {
  status: number;
  text: string;
  /** The JSON answer, parsed; undefined when empty. */
  body: ReturnType<typeof JSON.parse>;
}

/** Calls `/api/v1` of the in-process console with a session cookie, sending a JSON body when given one. */
export const apiCaller =
  (server: InProcessConsole, cookie: () => string) =>
  async (method: string, path: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await server.request(`/api/v1${path}`, {
      method,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
  };

export function minioTestEnv() {
  const endpoint = process.env.MINIO_TEST_ENDPOINT ?? '';
  const rootUser = process.env.MINIO_TEST_ROOT_USER ?? '';
  const rootPassword = process.env.MINIO_TEST_ROOT_PASSWORD ?? '';
  if (!endpoint || !rootUser || !rootPassword) {
    throw new Error('MINIO_TEST_* are not set: run the integration project through `npm test`.');
  }
  return { endpoint, rootUser, rootPassword };
}

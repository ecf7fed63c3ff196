import { getResponse } from 'msw';
import { MOCK_REMOTE } from '../../../mocks/bucket-config-seed.ts';
import {
  findBucket,
  newMockBucket,
  putBucket,
  removeBucket as removeMockBucket,
} from '../../../mocks/buckets-model.ts';
import { handlers } from '../../../mocks/handlers/index.ts';
import { logInAs, logOut, READONLY_USER, ROOT_USER, resetModel } from '../../../mocks/model.ts';
import { mockVersion, putVersion } from '../../../mocks/objects-model.ts';
import { type EndpointDefinition, fillPath, queryEntries } from '../../../src/contract/endpoint.ts';
import { inProcessConsole } from '../console-app.ts';
import type { Mc } from '../mc.ts';
import { type Listening, openStream } from '../stream-client.ts';
import type {
  Caller,
  CaseOf,
  CaseRequest,
  Credentials,
  DeclaredRequest,
  Fixtures,
  RawRequest,
  ReplicationPeer,
  TargetContext,
} from './case.ts';
import { consoleObservation, mockObservation, mockStreams, type StreamObservation } from './streams.ts';

/** One implementation of an API: it answers a request sent by a caller, and arranges fixtures its own way. */
export interface ApiTarget<Who extends string, Arranged> {
  name: string;
  send: (request: Request, caller: Who) => Promise<Response>;
  fixtures: Arranged;
  dispose: () => Promise<void>;
}

/** One implementation of `/api/v1` over MinIO, with its users' keys, a peer to replicate to, and its streams. */
export interface Target extends ApiTarget<Caller, Fixtures> {
  credentials: Credentials;
  peer: ReplicationPeer;
  /** Opens a stream (`path` relative to `/ws`, query included) as the caller, from the console's origin. */
  stream: (path: string, caller: Caller, listening: Listening) => Promise<StreamObservation>;
}

const ORIGIN = 'http://127.0.0.1';

/** The case's request, as the app (or, for a raw one, a hostile client) would send it. */
export async function requestOf<Context>(
  testCase: Pick<CaseOf<string, unknown, Context>, 'endpoint' | 'request'>,
  target: Context,
): Promise<Request> {
  const stated =
    'forTarget' in testCase.request ? await testCase.request.forTarget(target) : testCase.request;
  return requestFrom(testCase.endpoint, stated);
}

function requestFrom(endpoint: EndpointDefinition, stated: CaseRequest): Request {
  const declared: DeclaredRequest | undefined = 'declared' in stated ? stated.declared : undefined;
  const raw: RawRequest | undefined = 'raw' in stated ? stated.raw : undefined;
  const parts = declared ?? raw ?? {};
  const url = new URL(`${ORIGIN}/api/v1${fillPath(endpoint.path, parts.params)}`);
  for (const [name, value] of queryEntries(parts.query)) url.searchParams.append(name, value);
  const headers = new Headers();
  let body: string | undefined;
  if (declared) {
    if (endpoint.body) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(declared.body ?? {});
    }
  } else if (raw) {
    if (raw.contentType) headers.set('content-type', raw.contentType);
    body = raw.text;
    if (body !== undefined) headers.set('content-length', String(new TextEncoder().encode(body).length));
  }
  return new Request(url, { method: endpoint.method, headers, body });
}

/** The body of the target's successful answer to a declared request sent as `caller`. */
export const askerOf =
  <Who extends string>(target: ApiTarget<Who, unknown>, caller: Who): TargetContext['ask'] =>
  async (endpoint, request) => {
    const response = await target.send(requestFrom(endpoint, { declared: request }), caller);
    const text = await response.text();
    if (!response.ok) throw new Error(`${target.name}: ${endpoint.id} answered ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };

/** What cases may ask of a target: its keys, and the bodies of its answers to the root user. */
export function contextOf(target: Target): TargetContext {
  return { keys: target.credentials, peer: target.peer, ask: askerOf(target, 'root') };
}

/** The console server in this process, against the real MinIO, its fixtures written with mc. */
export async function consoleTarget(
  minioEndpoint: string,
  users: Record<Exclude<Caller, 'none'>, { user: string; password: string }>,
  mc: Mc,
  peerBuckets: ReplicationPeer['buckets'],
): Promise<Target> {
  // MinIO's own address is its public one too, so direct uploads are on and their operation is served.
  const app = inProcessConsole(minioEndpoint, { CONSOLE_MINIO_PUBLIC_URL: minioEndpoint });
  const cookies = {
    root: await app.login(users.root.user, users.root.password),
    readonly: await app.login(users.readonly.user, users.readonly.password),
  };
  const at = (path: string) => `${mc.alias}/${path}`;
  for (const bucket of peerBuckets) {
    mc.run(['mb', '--ignore-existing', at(bucket)]);
    mc.run(['version', 'enable', at(bucket)]);
  }
  return {
    name: 'console+minio',
    // The MinIO replicates to itself, into buckets of its own.
    peer: {
      url: minioEndpoint,
      accessKey: users.root.user,
      secretKey: users.root.password,
      buckets: peerBuckets,
    },
    credentials: {
      root: { accessKey: users.root.user, secretKey: users.root.password },
      readonly: { accessKey: users.readonly.user, secretKey: users.readonly.password },
    },
    send: async (request, caller) => {
      const headers = new Headers(request.headers);
      if (caller !== 'none') headers.set('cookie', cookies[caller]);
      const url = new URL(request.url);
      const body = request.body ? await request.arrayBuffer() : undefined;
      return app.request(`${url.pathname}${url.search}`, { method: request.method, headers, body });
    },
    stream: async (path, caller, listening) => {
      const cookie = caller === 'none' ? undefined : cookies[caller];
      return consoleObservation(await openStream(`${await app.streams()}${path}`, { cookie }, listening));
    },
    fixtures: {
      createBucket: async (name, options) => {
        mc.run(['mb', '--ignore-existing', ...(options?.locked ? ['--with-lock'] : []), at(name)]);
        if (options?.versioned) mc.run(['version', 'enable', at(name)]);
      },
      putObject: async (bucket, key, text) => {
        mc.run(['pipe', at(`${bucket}/${key}`)], text);
      },
      removeBucket: async (name) => {
        try {
          mc.run(['rb', '--force', at(name)]);
        } catch (error) {
          if (!String(error).includes('does not exist')) throw error;
        }
      },
    },
    dispose: async () => app.dispose(),
  };
}

/** The MSW handlers the app's tests and demo run on, over a freshly reset model. */
export function mockTarget(): Target {
  resetModel();
  const sockets = mockStreams();
  const logIn: Record<Caller, () => void> = {
    root: () => logInAs(ROOT_USER),
    readonly: () => logInAs(READONLY_USER),
    none: () => logOut(),
  };
  return {
    name: 'mocks',
    peer: {
      url: `https://${MOCK_REMOTE.host}`,
      accessKey: MOCK_REMOTE.accessKey,
      secretKey: MOCK_REMOTE.secretKey,
      buckets: [MOCK_REMOTE.buckets[0], MOCK_REMOTE.buckets[1]],
    },
    credentials: {
      root: { accessKey: ROOT_USER.accessKey, secretKey: ROOT_USER.secretKey },
      readonly: { accessKey: READONLY_USER.accessKey, secretKey: READONLY_USER.secretKey },
    },
    send: async (request, caller) => {
      logIn[caller]();
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`no mock handler answers ${request.method} ${request.url}`);
      return response;
    },
    stream: async (path, caller, listening) => {
      logIn[caller]();
      return mockObservation(await sockets.open(path, listening));
    },
    fixtures: {
      createBucket: async (name, options) => {
        const { versioned = false, locked = false } = options ?? {};
        if (findBucket(name)) return;
        putBucket(newMockBucket(name, { versioning: versioned || locked ? 'Enabled' : '', locking: locked }));
      },
      putObject: async (bucket, key, text) => {
        putVersion(bucket, key, mockVersion(new TextEncoder().encode(text), { contentType: 'text/plain' }));
      },
      removeBucket: async (name) => {
        removeMockBucket(name);
      },
    },
    dispose: async () => {
      sockets.dispose();
      resetModel();
    },
  };
}

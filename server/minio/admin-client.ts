import { z } from 'zod';
import { decryptData, encryptData } from './admin-codec.ts';
import { apiErrorFromResponse, MinioApiError, reachMinio } from './errors.ts';
import { type Credentials, encodeRfc3986, signRequest } from './sigv4.ts';

export { MinioApiError, MinioUnreachableError } from './errors.ts';
export type { Credentials } from './sigv4.ts';

export interface AdminClientOptions {
  /** e.g. `http://127.0.0.1:9000` */
  endpoint: string;
  credentials: Credentials;
  /** Default `us-east-1`; admin routes accept any region the signature uses. */
  region?: string;
  /** Default limit for a whole non-streaming exchange; default 30 s. */
  timeoutMs?: number;
}

export interface AdminRequest {
  method: string;
  /**
   * Relative to `/minio/admin/v3` (e.g. `/accountinfo`) unless it starts with `/minio/`.
   * Path segments must already be percent-encoded.
   */
  path: string;
  /** A list value sends the parameter once per item. Empty values are sent as `k=`. */
  query?: Record<string, string | readonly string[]>;
  /** An object is sent as JSON. */
  body?: Uint8Array | string | object;
  /** Encrypt the body with madmin EncryptData (password: the signing secret key). */
  encryptBody?: boolean;
  signal?: AbortSignal;
  /** Abort the whole exchange after this long. `stream()` has no limit unless one is given. */
  timeoutMs?: number;
}

const ADMIN_PREFIX = '/minio/admin/v3';
const DEFAULT_TIMEOUT_MS = 30_000;

const rawPolicySchema = z.unknown().transform((policy): Record<string, unknown> | null => {
  const value = typeof policy === 'string' && policy !== '' ? JSON.parse(policy) : policy;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
});

const accountInfoSchema = z.looseObject({
  AccountName: z.string(),
  Server: z.looseObject({ Type: z.number().optional() }),
  Policy: rawPolicySchema,
  Buckets: z
    .array(
      z.looseObject({
        name: z.string(),
        size: z.number().optional(),
        objects: z.number().optional(),
        created: z.string().optional(),
        access: z.looseObject({ read: z.boolean(), write: z.boolean() }).optional(),
      }),
    )
    .nullish(),
});

const serverInfoSchema = z.looseObject({
  mode: z.string().optional(),
  region: z.string().optional(),
  deploymentID: z.string().optional(),
  buckets: z.looseObject({ count: z.number().optional() }).optional(),
  objects: z.looseObject({ count: z.number().optional() }).optional(),
  usage: z.looseObject({ size: z.number().optional() }).optional(),
  servers: z
    .array(
      z.looseObject({
        state: z.string().optional(),
        endpoint: z.string().optional(),
        uptime: z.number().optional(),
        version: z.string().optional(),
      }),
    )
    .nullish(),
});

const userSchema = z.looseObject({
  policyName: z.string().optional(),
  status: z.string(),
  memberOf: z.array(z.string()).nullish(),
});

const usersSchema = z.record(z.string(), userSchema);

const kmsStatusSchema = z.looseObject({
  name: z.string().optional(),
  'default-key-id': z.string().optional(),
  endpoints: z.record(z.string(), z.string()).optional(),
  state: z.looseObject({}).optional(),
});

export type AccountInfo = z.infer<typeof accountInfoSchema>;
export type ServerInfo = z.infer<typeof serverInfoSchema>;
export type UserInfo = z.infer<typeof userSchema>;
export type KmsStatus = z.infer<typeof kmsStatusSchema>;
export type UserStatus = 'enabled' | 'disabled';

/** Speaks the MinIO admin API (`/minio/admin/v3`) as madmin-go does. */
export class AdminClient {
  private readonly endpoint: URL;
  private readonly credentials: Credentials;
  private readonly region: string;
  private readonly timeoutMs: number;

  constructor(options: AdminClientOptions) {
    this.endpoint = new URL(options.endpoint);
    this.credentials = options.credentials;
    this.region = options.region ?? 'us-east-1';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  accountInfo(signal?: AbortSignal): Promise<AccountInfo> {
    return this.json({ method: 'GET', path: '/accountinfo', signal }, accountInfoSchema);
  }

  serverInfo(signal?: AbortSignal): Promise<ServerInfo> {
    return this.json({ method: 'GET', path: '/info', signal }, serverInfoSchema);
  }

  serviceRestart(signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'POST', path: '/service', query: { action: 'restart' }, signal });
  }

  addUser(
    accessKey: string,
    secretKey: string,
    status: UserStatus = 'enabled',
    signal?: AbortSignal,
  ): Promise<void> {
    return this.send({
      method: 'PUT',
      path: '/add-user',
      query: { accessKey },
      body: { secretKey, status },
      encryptBody: true,
      signal,
    });
  }

  listUsers(signal?: AbortSignal): Promise<Record<string, UserInfo>> {
    return this.decryptedJson({ method: 'GET', path: '/list-users', signal }, usersSchema);
  }

  removeUser(accessKey: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'DELETE', path: '/remove-user', query: { accessKey }, signal });
  }

  /**
   * madmin's RevokeTokens. With no `user` it is a self-revoke any caller may make: called with STS
   * credentials and no type, it ends the tokens of the credentials' own TokenRevokeType.
   */
  revokeTokens(
    options: {
      userProvider?: 'builtin' | 'ldap';
      user?: string;
      tokenRevokeType?: string;
      fullRevoke?: boolean;
    },
    signal?: AbortSignal,
  ): Promise<void> {
    const { userProvider = 'builtin', user, tokenRevokeType, fullRevoke } = options;
    const query: Record<string, string> = {};
    if (user) query.user = user;
    if (tokenRevokeType) query.tokenRevokeType = tokenRevokeType;
    if (fullRevoke) query.fullRevoke = 'true';
    return this.send({ method: 'POST', path: `/revoke-tokens/${userProvider}`, query, signal });
  }

  /** `null` when the server has no KMS configured (HTTP 501). */
  async kmsStatus(signal?: AbortSignal): Promise<KmsStatus | null> {
    try {
      return await this.json({ method: 'GET', path: '/minio/kms/v1/status', signal }, kmsStatusSchema);
    } catch (error) {
      if (error instanceof MinioApiError && error.status === 501) return null;
      throw error;
    }
  }

  /** Signs and sends one request; resolves once a 2xx status arrives, otherwise throws. */
  request(request: AdminRequest): Promise<Response> {
    return this.fetchSigned(request, request.timeoutMs ?? this.timeoutMs);
  }

  /** Sends the request and discards the answer. */
  async send(request: AdminRequest): Promise<void> {
    await this.readBytes(request, await this.request(request));
  }

  async json<T>(request: AdminRequest, schema: z.ZodType<T>): Promise<T> {
    const response = await this.request(request);
    return this.parseAnswer(
      request,
      new TextDecoder().decode(await this.readBytes(request, response)),
      schema,
    );
  }

  async decrypted(request: AdminRequest): Promise<Uint8Array> {
    const response = await this.request(request);
    return decryptData(this.credentials.secretKey, await this.readBytes(request, response));
  }

  async decryptedJson<T>(request: AdminRequest, schema: z.ZodType<T>): Promise<T> {
    return this.parseAnswer(request, new TextDecoder().decode(await this.decrypted(request)), schema);
  }

  /**
   * The JSON values of a streamed answer (trace, log, speedtest…). Leaving the loop early
   * aborts the HTTP request.
   */
  async *stream(request: AdminRequest): AsyncGenerator<unknown, void, undefined> {
    const controller = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    try {
      const response = await this.fetchSigned({ ...request, signal }, request.timeoutMs);
      if (!response.body) return;
      for await (const line of this.textLines(request, response.body)) {
        // Keep-alive spaces end up at the start of the next line, or alone on one.
        const trimmed = line.trim();
        if (trimmed !== '') yield JSON.parse(trimmed);
      }
    } finally {
      controller.abort();
    }
  }

  private async fetchSigned(request: AdminRequest, timeoutMs: number | undefined): Promise<Response> {
    const url = this.urlFor(request);
    const body = await this.bodyBytes(request);
    const headers = signRequest({
      method: request.method,
      url,
      headers: {},
      body,
      credentials: this.credentials,
      region: this.region,
      service: 's3',
    });
    const response = await reachMinio(
      describeRequest(request),
      () =>
        fetch(url, {
          method: request.method,
          headers,
          body: body.length > 0 ? body : undefined,
          signal: withTimeout(request.signal, timeoutMs),
        }),
      request.signal,
    );
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  private urlFor(request: AdminRequest): URL {
    const path = request.path.startsWith('/minio/') ? request.path : `${ADMIN_PREFIX}${request.path}`;
    const url = new URL(path, this.endpoint);
    url.search = Object.entries(request.query ?? {})
      .flatMap(([key, value]) =>
        (typeof value === 'string' ? [value] : value).map((item) => [key, item] as const),
      )
      .map(([key, value]) => `${encodeRfc3986(key)}=${encodeRfc3986(value)}`)
      .join('&');
    return url;
  }

  private async bodyBytes(request: AdminRequest): Promise<Uint8Array<ArrayBuffer>> {
    const { body } = request;
    const bytes =
      body === undefined
        ? new Uint8Array()
        : body instanceof Uint8Array
          ? new Uint8Array(body) // copied: fetch only takes views of a plain ArrayBuffer
          : new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
    return request.encryptBody ? encryptData(this.credentials.secretKey, bytes) : bytes;
  }

  private async readBytes(request: AdminRequest, response: Response): Promise<Uint8Array> {
    return new Uint8Array(
      await reachMinio(describeRequest(request), () => response.arrayBuffer(), request.signal),
    );
  }

  private async *textLines(request: AdminRequest, body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { done, value } = await reachMinio(describeRequest(request), () => reader.read(), request.signal);
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      yield* lines;
    }
    yield pending + decoder.decode();
  }

  private parseAnswer<T>(request: AdminRequest, text: string, schema: z.ZodType<T>): T {
    const result = schema.safeParse(parseJsonAnswer(request, text));
    if (!result.success) {
      throw new Error(`Unexpected answer to ${describeRequest(request)}: ${z.prettifyError(result.error)}`);
    }
    return result.data;
  }
}

/** An empty body (e.g. from an older server) reads as `null`. */
function parseJsonAnswer(request: AdminRequest, text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Unexpected answer to ${describeRequest(request)}: not JSON`);
  }
}

function describeRequest(request: AdminRequest): string {
  return `${request.method} ${request.path}`;
}

function withTimeout(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

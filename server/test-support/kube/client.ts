import { request } from 'node:https';

/** How a client proves who it is: a client certificate (the bootstrap admin) or a bearer token. */
export type KubeCredentials = { cert: string; key: string } | { token: string };

export interface KubeAnswer<T = unknown> {
  status: number;
  body: T;
}

export type KubeObject = {
  apiVersion?: string;
  kind?: string;
  metadata: {
    name: string;
    namespace?: string;
    uid?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    deletionTimestamp?: string;
    [field: string]: unknown;
  };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
  [field: string]: unknown;
};

export interface KubeList<T = KubeObject> {
  items: T[];
}

type PatchType = 'merge' | 'apply';
const PATCH_CONTENT_TYPES: Record<PatchType, string> = {
  merge: 'application/merge-patch+json',
  apply: 'application/apply-patch+yaml',
};
const FIELD_MANAGER = 'console-local-cluster';
const TIMEOUT_MS = 15_000;
/** Answers are small here; a bigger one means something is wrong. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** JSON answers parsed; the health endpoints' plain text kept as it is. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A minimal Kubernetes REST client over HTTPS, trusting only the cluster's own CA. */
export class KubeClient {
  constructor(
    readonly url: string,
    private readonly ca: string,
    private readonly credentials: KubeCredentials,
  ) {}

  /** The same cluster seen with another identity. */
  as(credentials: KubeCredentials): KubeClient {
    return new KubeClient(this.url, this.ca, credentials);
  }

  send<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    contentType = 'application/json',
  ): Promise<KubeAnswer<T>> {
    const target = new URL(path, this.url);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const auth = 'token' in this.credentials ? { authorization: `Bearer ${this.credentials.token}` } : {};
    const tls = 'cert' in this.credentials ? { cert: this.credentials.cert, key: this.credentials.key } : {};
    return new Promise((done, fail) => {
      const outgoing = request(
        target,
        {
          method,
          ca: this.ca,
          ...tls,
          timeout: TIMEOUT_MS,
          headers: {
            accept: 'application/json',
            ...auth,
            // A length, not a chunked body: the API server may answer before reading a chunked body, and the
            // unread rest would then spoil the next request on the same connection.
            ...(payload === undefined
              ? {}
              : { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) incoming.destroy(new Error(`${method} ${path}: answer too large`));
            else chunks.push(chunk);
          });
          incoming.on('error', fail);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            done({ status: incoming.statusCode ?? 0, body: parseBody(text) as T });
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
      outgoing.on('error', fail);
      outgoing.end(payload);
    });
  }

  /** Like `send`, but any answer outside 2xx (or the statuses allowed) is an error. */
  async expect<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { allow?: number[]; contentType?: string } = {},
  ): Promise<KubeAnswer<T>> {
    const answer = await this.send<T>(method, path, body, options.contentType);
    const ok = (answer.status >= 200 && answer.status < 300) || options.allow?.includes(answer.status);
    if (!ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  async list<T = KubeObject>(path: string): Promise<T[]> {
    return (await this.expect<KubeList<T>>('GET', path)).body.items;
  }

  /** Creates an object; one that exists already is left as it is. */
  create(path: string, object: KubeObject): Promise<KubeAnswer> {
    return this.expect('POST', path, object, { allow: [409] });
  }

  patch(path: string, patch: unknown, type: PatchType = 'merge'): Promise<KubeAnswer> {
    const query = type === 'apply' ? `?fieldManager=${FIELD_MANAGER}&force=true` : '';
    return this.expect('PATCH', `${path}${query}`, patch, { contentType: PATCH_CONTENT_TYPES[type] });
  }

  /** Deletes at once (no grace period); one already gone is fine. */
  delete(path: string): Promise<KubeAnswer> {
    return this.expect('DELETE', path, { kind: 'DeleteOptions', gracePeriodSeconds: 0 }, { allow: [404] });
  }
}

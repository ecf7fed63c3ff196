import type { EndpointDefinition } from '../../../src/contract/endpoint.ts';

/** Who sends a case: the root user, a user with the `readonly` policy only, or nobody logged in. */
export type Caller = 'root' | 'readonly' | 'none';

/** The names both targets hold before the cases run (see `Fixtures`), unique to one run of the suite. */
export interface Fixture {
  /** A versioned bucket holding `object`. */
  bucket: string;
  object: string;
  objectText: string;
  /** A valid bucket name that no bucket has. */
  missingBucket: string;
  /** A prefix for names a case creates and removes itself. */
  scratch: string;
}

/** How a case arranges what it needs, the same way on both targets. */
export interface Fixtures {
  /** A bucket; a locked one (object locking) is versioned too. */
  createBucket: (name: string, options?: { versioned?: boolean; locked?: boolean }) => Promise<void>;
  putObject: (bucket: string, key: string, text: string) => Promise<void>;
  removeBucket: (name: string) => Promise<void>;
}

/** A request built from the declaration: path filled from `params`, query appended, body sent as JSON. */
export interface DeclaredRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A request whose parts the declaration would not produce (another content type, a raw body). */
export interface RawRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  contentType?: string;
  text?: string;
}

/** Which of the refusals every operation must show a case is. */
export type CaseKind =
  | 'success'
  | 'no-session'
  | 'bad-params'
  | 'wrong-content-type'
  | 'missing-bucket'
  // Operator mode's: a tenant that does not exist, a token without rights, a session of the other mode.
  | 'missing-tenant'
  | 'no-rights'
  | 'other-mode'
  | 'other';

export interface Expectation {
  status: number;
  /**
   * Paths the screens read, each present on both targets with the same kind of value: `a.b` a property,
   * `a[]` every element of a non-empty array, `a[name=x]` the element whose `name` is `x`.
   */
  fields?: string[];
  /** Paths with the value both targets must answer. */
  values?: Record<string, unknown>;
  /** For an error: its `message`. */
  message?: string;
}

/** The keys of each target's users, which differ between MinIO and the mocks. */
export type Credentials = Record<Exclude<Caller, 'none'>, { accessKey: string; secretKey: string }>;

/** A remote MinIO a target reaches for replication: its URL, keys, and two versioned buckets of it. */
export interface ReplicationPeer {
  url: string;
  accessKey: string;
  secretKey: string;
  buckets: readonly [string, string];
}

/** A request as a case states it: built from the declaration, or with parts the declaration would not produce. */
export type CaseRequest = { declared: DeclaredRequest } | { raw: RawRequest };

/**
 * What a case may learn from its target before it builds its request: the target's keys, and the target's own
 * answers (version ids, upload ids, share links differ between the two).
 */
export interface TargetContext {
  keys: Credentials;
  /** A MinIO this target can replicate to. */
  peer: ReplicationPeer;
  /** The body of the target's successful answer to a request sent as root. */
  ask: (endpoint: EndpointDefinition, request: DeclaredRequest) => Promise<unknown>;
}

/**
 * A case of one API: `Who` may send it, `Arranged` is how its target makes fixtures, `Context` what its request may
 * learn from the target first.
 */
export interface CaseOf<Who extends string, Arranged, Context> {
  endpoint: EndpointDefinition;
  name: string;
  kind: CaseKind;
  as?: Who;
  setup?: (fixtures: Arranged) => Promise<void>;
  request: CaseRequest | { forTarget: (target: Context) => Promise<CaseRequest> };
  expect: Expectation;
}

export type ContractCase = CaseOf<Caller, Fixtures, TargetContext>;

/** The cases of one API area, built from the run's fixture names. */
export type AreaCases = (fixture: Fixture) => ContractCase[];

/** A bucket name `pathParamsRefusal` refuses on both targets. */
export const INVALID_BUCKET = 'Not..A_Bucket';
/** Longer than any identifier path parameter may be. */
export const OVERLONG_IDENTIFIER = 'x'.repeat(1100);

const BUCKET_PARAMS = ['bucket_name', 'source_bucket_name'];
/** Path parameters naming something that may not exist: a bucket, or (`name`) a user, group or policy. */
const NAMING_PARAMS = [...BUCKET_PARAMS, 'name'];

interface RefusalOptions {
  /** The status of the same request naming a bucket that does not exist, when it is not 404. */
  missingBucketStatus?: number;
  missingBucketMessage?: string;
  /** Fixtures the refusals need (the same as the success case's). */
  setup?: (fixtures: Fixtures) => Promise<void>;
  /** A streamed body the refusals carry, so that only what each refusal is about is wrong. */
  streamed?: { contentType: string; text: string };
}

/** An operation's refusal without a session (401), unless it is public. */
export function noSessionCases<Who extends string, Arranged, Context>(
  endpoint: EndpointDefinition,
  request: CaseRequest,
): CaseOf<Who | 'none', Arranged, Context>[] {
  if (endpoint.public) return [];
  const expect = { status: 401, message: 'invalid session' };
  return [{ endpoint, name: 'no session', kind: 'no-session', as: 'none', request, expect }];
}

/** An operation's refusal of its JSON body sent as another content type (415), when it takes one. */
export function notJsonCases<Who extends string, Arranged, Context>(
  endpoint: EndpointDefinition,
  request: DeclaredRequest,
  setup?: (fixtures: Arranged) => Promise<void>,
): CaseOf<Who, Arranged, Context>[] {
  if (!endpoint.body) return [];
  return [
    {
      endpoint,
      name: 'a body that is not JSON',
      kind: 'wrong-content-type',
      setup,
      request: { raw: { ...request, contentType: 'text/plain', text: JSON.stringify(request.body ?? {}) } },
      expect: { status: 415, message: 'Unsupported content type' },
    },
  ];
}

/**
 * The refusals every operation shares, from its declaration and a request that would succeed: no session (401),
 * a path parameter no resource can have (400), another content type for a JSON body (415), and a bucket that
 * does not exist (404).
 */
export function standardRefusals(
  endpoint: EndpointDefinition,
  request: DeclaredRequest,
  fixture: Fixture,
  options: RefusalOptions = {},
): ContractCase[] {
  const cases: ContractCase[] = [];
  const params = request.params ?? {};
  const { setup, streamed } = options;
  const sent = (parts: DeclaredRequest): CaseRequest =>
    streamed ? { raw: { params: parts.params, query: parts.query, ...streamed } } : { declared: parts };
  cases.push(...noSessionCases<Caller, Fixtures, TargetContext>(endpoint, sent(request)));
  const bucketParam = BUCKET_PARAMS.find((name) => name in params);
  const namingParam = NAMING_PARAMS.find((name) => name in params);
  const firstParam = namingParam ?? Object.keys(params)[0];
  if (firstParam) {
    const invalid = bucketParam ? INVALID_BUCKET : OVERLONG_IDENTIFIER;
    cases.push({
      endpoint,
      name: `invalid ${firstParam}`,
      kind: 'bad-params',
      request: sent({ ...request, params: { ...params, [firstParam]: invalid } }),
      expect: { status: 400, ...(bucketParam ? { message: 'Invalid bucket name' } : {}) },
    });
  }
  cases.push(...notJsonCases<Caller, Fixtures, TargetContext>(endpoint, request, setup));
  if (namingParam) {
    cases.push({
      endpoint,
      name: bucketParam ? 'a bucket that does not exist' : 'a name nothing has',
      kind: 'missing-bucket',
      request: sent({ ...request, params: { ...params, [namingParam]: fixture.missingBucket } }),
      expect: {
        status: options.missingBucketStatus ?? 404,
        ...(options.missingBucketMessage ? { message: options.missingBucketMessage } : {}),
      },
    });
  }
  return cases;
}

/** A case beyond the standard ones: another refusal, or an answer of its own. */
export const otherCase = (
  endpoint: ContractCase['endpoint'],
  name: string,
  request: ContractCase['request'],
  expect: ContractCase['expect'],
  as?: ContractCase['as'],
): ContractCase => ({ endpoint, name, kind: 'other', request, expect, as });

/** An operation's success as a suite states it; its request serves the operation's refusals as well. */
export interface SuccessOf<Who extends string, Arranged, Context> {
  name?: string;
  as?: Who;
  setup?: (fixtures: Arranged) => Promise<void>;
  /** The request; its refusals are sent with it as well. */
  request: DeclaredRequest;
  /** The success's own request, when it needs what only the target knows; `request` then serves the refusals. */
  forTarget?: (target: Context) => Promise<CaseRequest>;
  expect?: Omit<Expectation, 'status'>;
}

/** The success case itself, answered with the declared status. */
export const successCase = <Who extends string, Arranged, Context>(
  endpoint: EndpointDefinition,
  success: SuccessOf<Who, Arranged, Context>,
): CaseOf<Who, Arranged, Context> => ({
  endpoint,
  name: success.name ?? 'success',
  kind: 'success',
  as: success.as,
  setup: success.setup,
  request: success.forTarget ? { forTarget: success.forTarget } : { declared: success.request },
  expect: { status: endpoint.status, ...success.expect },
});

/** An operation's success with the declared status, then its standard refusals of the same request. */
export function operationCases(
  endpoint: EndpointDefinition,
  fixture: Fixture,
  success: SuccessOf<Caller, Fixtures, TargetContext>,
  options: RefusalOptions = {},
): ContractCase[] {
  return [successCase(endpoint, success), ...standardRefusals(endpoint, success.request, fixture, options)];
}

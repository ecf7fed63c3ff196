import type { EndpointDefinition } from '../../../src/contract/endpoint.ts';
import type { CreateTenantRequest } from '../../../src/contract/operator/tenants.ts';
import {
  type CaseOf,
  type DeclaredRequest,
  type Expectation,
  noSessionCases,
  notJsonCases,
  type SuccessOf,
  successCase,
  type TargetContext,
} from './case.ts';

/**
 * Who sends an operator case: a cluster-admin service account, one Kubernetes accepts but binds to no role, a
 * session of normal mode (MinIO keys), or nobody logged in.
 */
export type OperatorCaller = 'admin' | 'no-rights' | 'minio-session' | 'none';

/** The names both targets hold before the cases run, unique to one run of the suite. */
export interface OperatorFixture {
  /** A namespace holding `tenant`. */
  namespace: string;
  /** A tenant of one pool, `pool-0`, of four servers with one volume each, its pods running. */
  tenant: string;
  /** The tenant's first pod. */
  pod: string;
  /** A valid tenant name no tenant has. */
  missingTenant: string;
  /** A prefix for tenants a case creates itself. */
  scratch: string;
}

/** How a case arranges what it needs, the same way on both targets. */
export interface OperatorFixtures {
  createNamespace: (name: string) => Promise<void>;
  /** Writes the tenant (when it is not there) and waits for its pods to run. */
  createTenant: (request: CreateTenantRequest) => Promise<void>;
}

/** What a case may learn from its target: the admin's token, and its answers to the admin. */
export interface OperatorContext {
  adminToken: string;
  ask: TargetContext['ask'];
}

export type OperatorCase = CaseOf<OperatorCaller, OperatorFixtures, OperatorContext>;

export type OperatorAreaCases = (fixture: OperatorFixture) => OperatorCase[];

const GiB = 1024 ** 3;

/** A tenant as the fixtures make it: one pool of four servers, one 1 GiB volume each. */
export const smallTenant = (namespace: string, name: string): CreateTenantRequest => ({
  name,
  namespace,
  access_key: `${name}-root`,
  secret_key: `${name}-secret-key`,
  pools: [{ name: 'pool-0', servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } }],
});

/** A name no namespace, tenant or pod can have. */
export const INVALID_NAME = 'Not_A..Name';
/** Path parameters naming something Kubernetes holds, the innermost first. */
const NAMING_PARAMS = ['podName', 'tenant', 'namespace'];

type Success = Omit<SuccessOf<OperatorCaller, OperatorFixtures, OperatorContext>, 'as'>;

interface RefusalOptions {
  /** What a token without rights is answered, when the operation asks Kubernetes nothing. */
  noRights?: Expectation;
  /** What a tenant there is not is answered, when the operation asks Kubernetes nothing. */
  missingTenant?: Expectation;
}

const sentAs = (
  endpoint: EndpointDefinition,
  kind: OperatorCase['kind'],
  as: OperatorCaller,
  request: DeclaredRequest,
  expect: Expectation,
): OperatorCase => ({ endpoint, name: kind, kind, as, request: { declared: request }, expect });

/**
 * The refusals every operator operation shares: no session (401), Kubernetes' own refusal of a token without
 * rights (403), a session of normal mode (403), a name Kubernetes cannot hold (400), a body that is not JSON
 * (415), and a tenant that does not exist (404).
 */
export function operatorRefusals(
  endpoint: EndpointDefinition,
  request: DeclaredRequest,
  fixture: OperatorFixture,
  options: RefusalOptions = {},
): OperatorCase[] {
  if (endpoint.public) return notJsonCases(endpoint, request);
  const params = request.params ?? {};
  const cases: OperatorCase[] = [
    ...noSessionCases<OperatorCaller, OperatorFixtures, OperatorContext>(endpoint, { declared: request }),
    sentAs(
      endpoint,
      'no-rights',
      'no-rights',
      request,
      options.noRights ?? { status: 403, message: 'Access denied' },
    ),
    sentAs(endpoint, 'other-mode', 'minio-session', request, {
      status: 403,
      message: 'Available in operator mode only',
    }),
  ];
  const named = NAMING_PARAMS.find((name) => name in params) ?? Object.keys(params)[0];
  if (named) {
    const invalid = { ...request, params: { ...params, [named]: INVALID_NAME } };
    cases.push(sentAs(endpoint, 'bad-params', 'admin', invalid, { status: 400, message: 'Invalid request' }));
  }
  cases.push(...notJsonCases<OperatorCaller, OperatorFixtures, OperatorContext>(endpoint, request));
  if ('tenant' in params) {
    const missing = { ...request, params: { ...params, tenant: fixture.missingTenant } };
    const expect = options.missingTenant ?? { status: 404, message: 'Not found' };
    cases.push(sentAs(endpoint, 'missing-tenant', 'admin', missing, expect));
  }
  return cases;
}

/** An operator operation's success as the admin, with the declared status, then its refusals of the same request. */
export function operatorCases(
  endpoint: EndpointDefinition,
  fixture: OperatorFixture,
  success: Success,
  options: RefusalOptions = {},
): OperatorCase[] {
  return [
    successCase<OperatorCaller, OperatorFixtures, OperatorContext>(endpoint, { ...success, as: 'admin' }),
    ...operatorRefusals(endpoint, success.request, fixture, options),
  ];
}

/** A case beyond the shared ones, sent by the admin unless told. */
export const otherOperatorCase = (
  endpoint: EndpointDefinition,
  name: string,
  request: DeclaredRequest,
  expect: Expectation,
  options: { as?: OperatorCaller; setup?: OperatorCase['setup'] } = {},
): OperatorCase => ({
  endpoint,
  name,
  kind: 'other',
  as: options.as ?? 'admin',
  setup: options.setup,
  request: { declared: request },
  expect,
});

import type { $ZodType } from 'zod/v4/core';
import { ENDPOINTS } from '../../src/contract/api.ts';
import type { EndpointDefinition } from '../../src/contract/endpoint.ts';
import { routePattern } from '../../src/contract/endpoint.ts';
import { OPERATOR_ENDPOINTS } from '../../src/contract/operator/index.ts';
import { SUPPORT_MESSAGES } from '../../src/contract/support.ts';

/**
 * Every /api/v1 operation as the hostile-input suite sends it: its declaration's method, path and body, with a
 * harmless value for each path and query parameter it reads.
 */
export interface Operation {
  id: string;
  method: EndpointDefinition['method'];
  /** Path under /api/v1; `:name` segments are parameters. */
  path: string;
  query: Record<string, string>;
  /** A JSON body checked against this schema, or `raw` bytes (object data). */
  body?: $ZodType | 'raw';
  /** Path parameter values other than the defaults (see `pathDefaults`). */
  params?: Record<string, string>;
  /** Fields every generated body gets, so that a valid one names only the scratch resources or loopback. */
  pin?: Record<string, unknown>;
  /** A valid request would act beyond the scratch resources (restarting MinIO): only invalid ones are sent. */
  invalidOnly?: true;
  /** A valid request ends the session it is sent with: each is sent with a session of its own. */
  endsSession?: true;
  /**
   * The operation asks a service outside the console, which the tests never reach: a valid request may be
   * answered 502 with this message.
   */
  outside?: string;
}

/** Resources an operation may name: the scratch bucket, and names that exist nowhere. */
export interface Targets {
  scratch: string;
  missingBucket: string;
}

export function pathDefaults({ scratch }: Targets): Record<string, string> {
  return {
    bucket_name: scratch,
    name: scratch,
    source_bucket_name: scratch,
    upload_id: 'no-such-upload',
    part_number: '1',
    date: '2024-01-01T00:00:00Z',
    arn: 'arn:minio:sqs::primary:webhook',
    rule_id: 'no-such-rule',
    lifecycle_id: 'no-such-rule',
    url: 'aHR0cDovLzEyNy4wLjAuMTo5L3gveQ',
    type: 'minio',
  };
}

/** A harmless value of each query parameter, by name: the scratch object, small pages, nothing forced. */
const QUERY_DEFAULTS: Record<string, string> = {
  prefix: 'file.txt',
  version_id: 'null',
  versionID: 'null',
  recursive: 'false',
  with_versions: 'true',
  with_metadata: 'true',
  limit: '5',
  continuation_token: '',
  query: 'file',
  preview: 'false',
  override_file_name: 'x.txt',
  expires: '60',
  force: 'true',
  all_versions: 'false',
  non_current_versions: 'false',
  bypass: 'false',
};

const LOOPBACK_TARGET = 'http://127.0.0.1:9';
const listing = { prefix: '', recursive: 'true' };
const upload = { prefix: 'up.bin' };

/** What an operation needs beyond its declaration, by endpoint id. */
function specialCases({ scratch, missingBucket }: Targets): Record<string, Partial<Operation>> {
  return {
    RestartService: { invalidOnly: true },
    // Site replication and MinIO's profilers belong to the whole shared MinIO, which other suites use meanwhile.
    SiteReplicationInfoAdd: { invalidOnly: true },
    SiteReplicationEdit: { invalidOnly: true },
    SiteReplicationRemove: { invalidOnly: true },
    ProfilingStart: { invalidOnly: true },
    SubnetLogin: { outside: SUPPORT_MESSAGES.subnetUnreachable },
    SubnetLoginMFA: { outside: SUPPORT_MESSAGES.subnetUnreachable },
    SubnetApiKey: { outside: SUPPORT_MESSAGES.subnetUnreachable },
    SubnetRegister: { outside: SUPPORT_MESSAGES.subnetUnreachable },
    UploadHealthReport: { outside: SUPPORT_MESSAGES.subnetUnreachable },
    ListReleases: { outside: SUPPORT_MESSAGES.releasesUnreachable },
    SetAuditReceiver: { invalidOnly: true },
    // An identity provider stored on the shared MinIO would run there once restarted.
    ListConfigurations: { params: { type: 'openid' } },
    GetConfiguration: { params: { type: 'openid' } },
    CreateConfiguration: { params: { type: 'openid' }, invalidOnly: true },
    UpdateConfiguration: { params: { type: 'openid' }, invalidOnly: true },
    DeleteConfiguration: { params: { type: 'openid' } },
    Logout: { endsSession: true },
    MakeBucket: { pin: { name: `${scratch}-made` } },
    DeleteBucket: { params: { bucket_name: missingBucket } },
    SetMultiBucketReplication: {
      pin: {
        targetURL: LOOPBACK_TARGET,
        bucketsRelation: [{ originBucket: scratch, destinationBucket: missingBucket }],
      },
    },
    AddRemoteBucket: { pin: { targetURL: LOOPBACK_TARGET, sourceBucket: scratch } },
    ListObjects: { query: listing },
    SearchObjects: { query: listing },
    GetBucketRewind: { query: listing },
    PostBucketsBucketNameObjectsUpload: { query: { prefix: 'up.txt' } },
    CreateUpload: { query: upload },
    ListUploadParts: { query: upload },
    UploadPart: { query: upload },
    CompleteUpload: { query: upload },
    AbortUpload: { query: upload },
    DownloadObject: { query: { version_id: '' } },
    DeleteObject: { query: { prefix: 'gone.txt' } },
  };
}

const queryNames = (endpoint: EndpointDefinition): string[] =>
  Object.keys((endpoint.query as { _zod?: { def: { shape?: object } } } | undefined)?._zod?.def.shape ?? {});

/** A JSON body, or raw bytes for an operation that only streams its body (object data). */
function bodyOf(endpoint: EndpointDefinition): Operation['body'] {
  if (endpoint.body) return endpoint.body;
  return endpoint.streamedBody ? 'raw' : undefined;
}

function operationOf(endpoint: EndpointDefinition, special: Partial<Operation> = {}): Operation {
  const query = Object.fromEntries(
    queryNames(endpoint).map((name) => [name, special.query?.[name] ?? QUERY_DEFAULTS[name] ?? '']),
  );
  return {
    ...special,
    id: endpoint.id,
    method: endpoint.method,
    path: routePattern(endpoint.path),
    query,
    body: bodyOf(endpoint),
  };
}

function operationsOf(
  endpoints: readonly EndpointDefinition[],
  special: Record<string, Partial<Operation>>,
): Operation[] {
  const unknown = Object.keys(special).filter((id) => !endpoints.some((endpoint) => endpoint.id === id));
  if (unknown.length > 0) throw new Error(`No endpoint has the id ${unknown.join(', ')}`);
  return endpoints.map((endpoint) => operationOf(endpoint, special[endpoint.id]));
}

export const operations = (targets: Targets): Operation[] => operationsOf(ENDPOINTS, specialCases(targets));

/** Operator mode's scratch names: a namespace, a tenant in it and its first pod, and a tenant no one has. */
export interface OperatorTargets {
  namespace: string;
  tenant: string;
  pod: string;
  missingTenant: string;
}

export const operatorPathDefaults = ({
  namespace,
  tenant,
  pod,
}: OperatorTargets): Record<string, string> => ({
  namespace,
  tenant,
  podName: pod,
  nodes: '4',
  disksPerNode: '2',
});

const GiB = 1024 ** 3;

/** A pool small enough for the test cluster, whatever else a generated body says. */
const SMALL_POOL = { name: 'pool-0', servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } };

/** What an operator operation needs beyond its declaration: small pools, scratch names, harmless queries. */
function operatorSpecialCases({
  namespace,
  tenant,
  missingTenant,
}: OperatorTargets): Record<string, Partial<Operation>> {
  const page = { query: { sort_by: 'name', offset: '0', limit: '5' } };
  const nodes = { query: { num_nodes: '4' } };
  const directPv = { query: { nodes: 'kwok-node-0', drives: 'drive-0' } };
  return {
    ListAllTenants: page,
    ListTenants: page,
    CreateTenant: { pin: { name: `${tenant}-made`, namespace, pools: [SMALL_POOL] } },
    DeleteTenant: { params: { tenant: missingTenant } },
    TenantAddPool: { pin: { servers: 4, volumes_per_server: 1 } },
    TenantUpdatePools: { pin: { pools: [SMALL_POOL] } },
    GetMaxAllocatableMem: nodes,
    GetAllocatableResources: nodes,
    GetDirectPVDriveList: directPv,
    GetDirectPVVolumeList: directPv,
  };
}

/** Every operator operation as the hostile-input suite sends it. */
export const operatorOperations = (targets: OperatorTargets): Operation[] =>
  operationsOf(OPERATOR_ENDPOINTS, operatorSpecialCases(targets));

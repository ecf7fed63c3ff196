import type { $ZodType } from 'zod/v4/core';
import { ENDPOINTS } from '../../src/contract/api.ts';
import type { EndpointDefinition } from '../../src/contract/endpoint.ts';
import { routePattern } from '../../src/contract/endpoint.ts';
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

export function operations(targets: Targets): Operation[] {
  const special = specialCases(targets);
  const unknown = Object.keys(special).filter((id) => !ENDPOINTS.some((endpoint) => endpoint.id === id));
  if (unknown.length > 0) throw new Error(`No endpoint has the id ${unknown.join(', ')}`);
  return ENDPOINTS.map((endpoint) => operationOf(endpoint, special[endpoint.id]));
}

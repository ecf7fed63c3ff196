import {
  KMS_MESSAGES,
  KMS_OPERATIONS,
  type KmsApisResponse,
  type KmsKeyInfo,
  type KmsKeyStatusResponse,
  type KmsMetricsResponse,
  type KmsStatusResponse,
} from '../../src/contract/kms.ts';
import { ConsoleError } from '../http/errors.ts';
import { type AdminClient, type KmsMetrics, MinioApiError } from '../minio/admin-client.ts';

type KmsOperation = keyof typeof KMS_OPERATIONS;

/** MinIO's words for a server without a KMS (HTTP 501 NotImplemented). */
const NOT_CONFIGURED = /KMS is not configured/i;
/** MinIO's static key answers what it lacks with 500 "…(requested functionality is not supported)"; KES with 501. */
const NOT_SUPPORTED = /not supported|not implemented/i;

/** MinIO's refusal as the console words it: no KMS at all, or one that lacks the operation; MinIO's text as detail. */
function kmsRefusal(operation: KmsOperation, error: unknown): unknown {
  if (!(error instanceof MinioApiError)) return error;
  if (error.status === 501 && NOT_CONFIGURED.test(error.message))
    return new ConsoleError(400, KMS_MESSAGES.notConfigured, error.message);
  if (error.status === 501 || NOT_SUPPORTED.test(error.message))
    return new ConsoleError(400, KMS_MESSAGES.unsupported(KMS_OPERATIONS[operation]), error.message);
  return error;
}

async function kmsCall<T>(operation: KmsOperation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw kmsRefusal(operation, error);
  }
}

export async function kmsStatus(admin: AdminClient): Promise<KmsStatusResponse> {
  const status = await kmsCall('status', () => admin.kmsStatus());
  if (status === null) throw new ConsoleError(400, KMS_MESSAGES.notConfigured);
  return {
    name: status.name ?? '',
    defaultKeyID: status['default-key-id'] ?? '',
    endpoints: Object.entries(status.endpoints ?? {}).map(([url, state]) => ({ url, status: state })),
  };
}

/** The latency map (nanoseconds → requests) as a list, shortest bound first. */
function latencyHistogram(metrics: KmsMetrics): KmsMetricsResponse['latencyHistogram'] {
  return Object.entries(metrics.kms_resp_time ?? {})
    .map(([duration, total]) => ({ duration: Number(duration), total }))
    .filter(({ duration }) => Number.isFinite(duration))
    .sort((a, b) => a.duration - b.duration);
}

export async function kmsMetrics(admin: AdminClient): Promise<KmsMetricsResponse> {
  const metrics = await kmsCall('metrics', () => admin.kmsMetrics());
  return {
    requestOK: metrics.kms_req_success ?? 0,
    requestErr: metrics.kms_req_error ?? 0,
    requestFail: metrics.kms_req_failure ?? 0,
    requestActive: metrics.kms_active_requests,
    auditEvents: metrics.kms_audit_events,
    errorEvents: metrics.kms_error_events,
    latencyHistogram: latencyHistogram(metrics),
    uptime: metrics.kms_uptime,
    cpus: metrics.kms_cpus,
    usableCPUs: metrics.kms_usable_cpus,
    threads: metrics.kms_threads,
    heapAlloc: metrics.kms_heap_alloc,
    heapObjects: metrics.kms_heap_objects,
    stackAlloc: metrics.kms_stack_alloc,
  };
}

export async function kmsApis(admin: AdminClient): Promise<KmsApisResponse> {
  const apis = await kmsCall('apis', () => admin.kmsApis());
  return {
    results: apis.map((api) => ({
      method: api.method,
      path: api.path,
      maxBody: api.max_body,
      timeout: api.timeout,
    })),
  };
}

export async function kmsVersion(admin: AdminClient): Promise<{ version: string }> {
  return { version: await kmsCall('version', () => admin.kmsVersion()) };
}

export function kmsCreateKey(admin: AdminClient, key: string): Promise<void> {
  return kmsCall('createKey', () => admin.kmsCreateKey(key));
}

/** GET /kms/keys: every key when no pattern is given. */
export async function kmsListKeys(
  admin: AdminClient,
  pattern: string | undefined,
): Promise<{ results: KmsKeyInfo[] }> {
  const keys = await kmsCall('listKeys', () => admin.kmsListKeys(pattern || '*'));
  const results = keys
    .map(({ name, createdAt, createdBy }) => ({ name, createdAt, createdBy }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { results };
}

export async function kmsKeyStatus(admin: AdminClient, key: string): Promise<KmsKeyStatusResponse> {
  const status = await kmsCall('keyStatus', () => admin.kmsKeyStatus(key));
  return {
    keyID: status['key-id'],
    encryptionErr: status['encryption-error'] ?? '',
    decryptionErr: status['decryption-error'] ?? '',
  };
}

import { z } from 'zod/mini';
import { identifierProblem, refusedBy } from './checks';
import { endpoint } from './endpoint';

/** KES caps a key name well below this; MinIO's static key is any name. */
export const MAX_KMS_KEY_NAME_LENGTH = 128;
const MAX_KMS_PATTERN_LENGTH = 256;

/** Why `name` cannot name a KMS key (it travels in a query and, as KES sees it, a path), or null. */
export function kmsKeyNameProblem(name: string): string | null {
  const problem = identifierProblem('key name', name, MAX_KMS_KEY_NAME_LENGTH);
  if (problem) return problem;
  if (/[\s/*]/.test(name)) return 'The key name has no spaces, slashes or asterisks';
  return null;
}

/**
 * The console's words when the KMS cannot answer; MinIO's own answer becomes the detail. `operation` is what
 * was asked ("creating keys"), so every screen says which part the configured KMS lacks.
 */
export const KMS_MESSAGES = {
  notConfigured: 'No KMS is configured on this MinIO',
  unsupported: (operation: string) => `This KMS does not support ${operation}`,
} as const;

/** What each KMS operation is called in the refusal of a KMS that lacks it. */
export const KMS_OPERATIONS = {
  status: 'reporting its status',
  metrics: 'reporting metrics',
  apis: 'listing its APIs',
  version: 'reporting its version',
  createKey: 'creating keys',
  listKeys: 'listing keys',
  keyStatus: 'checking a key',
} as const;

export const kmsStatusResponseSchema = z.object({
  name: z.string(),
  defaultKeyID: z.string(),
  endpoints: z.array(z.object({ url: z.string(), status: z.string() })),
});
export type KmsStatusResponse = z.infer<typeof kmsStatusResponseSchema>;

/** Counters every KMS reports; a KES server adds its process figures, MinIO's static key does not. */
export const kmsMetricsResponseSchema = z.object({
  requestOK: z.number(),
  requestErr: z.number(),
  requestFail: z.number(),
  requestActive: z.optional(z.number()),
  auditEvents: z.optional(z.number()),
  errorEvents: z.optional(z.number()),
  /** Requests answered within each bound, `duration` in nanoseconds, shortest first. */
  latencyHistogram: z.array(z.object({ duration: z.number(), total: z.number() })),
  /** Seconds. */
  uptime: z.optional(z.number()),
  cpus: z.optional(z.number()),
  usableCPUs: z.optional(z.number()),
  threads: z.optional(z.number()),
  heapAlloc: z.optional(z.number()),
  heapObjects: z.optional(z.number()),
  stackAlloc: z.optional(z.number()),
});
export type KmsMetricsResponse = z.infer<typeof kmsMetricsResponseSchema>;

export const kmsApisResponseSchema = z.object({
  results: z.array(
    z.object({
      method: z.string(),
      path: z.string(),
      maxBody: z.optional(z.number()),
      /** Seconds. */
      timeout: z.optional(z.number()),
    }),
  ),
});
export type KmsApisResponse = z.infer<typeof kmsApisResponseSchema>;

export const kmsVersionResponseSchema = z.object({ version: z.string() });

export const kmsKeyNameSchema = z.string().check(refusedBy(kmsKeyNameProblem));

export const kmsCreateKeyRequestSchema = z.object({ key: kmsKeyNameSchema });
export type KmsCreateKeyRequest = z.infer<typeof kmsCreateKeyRequestSchema>;

export const kmsKeyInfoSchema = z.object({
  name: z.string(),
  createdAt: z.optional(z.string()),
  createdBy: z.optional(z.string()),
});
export type KmsKeyInfo = z.infer<typeof kmsKeyInfoSchema>;

export const kmsListKeysResponseSchema = z.object({ results: z.array(kmsKeyInfoSchema) });

/** A key's check: each error is empty when the KMS could encrypt (or decrypt) with it. */
export const kmsKeyStatusResponseSchema = z.object({
  keyID: z.string(),
  encryptionErr: z.optional(z.string()),
  decryptionErr: z.optional(z.string()),
});
export type KmsKeyStatusResponse = z.infer<typeof kmsKeyStatusResponseSchema>;

export const kmsStatus = endpoint({
  id: 'KMSStatus',
  area: 'kms',
  method: 'GET',
  path: '/kms/status',
  summary: 'The configured KMS: its name, default key and endpoints',
  response: kmsStatusResponseSchema,
  status: 200,
});

export const kmsMetrics = endpoint({
  id: 'KMSMetrics',
  area: 'kms',
  method: 'GET',
  path: '/kms/metrics',
  summary: "The KMS's request counts and latencies",
  response: kmsMetricsResponseSchema,
  status: 200,
});

export const kmsApis = endpoint({
  id: 'KMSAPIs',
  area: 'kms',
  method: 'GET',
  path: '/kms/apis',
  summary: 'The API the KMS offers',
  response: kmsApisResponseSchema,
  status: 200,
});

export const kmsVersion = endpoint({
  id: 'KMSVersion',
  area: 'kms',
  method: 'GET',
  path: '/kms/version',
  summary: "The KMS's version",
  response: kmsVersionResponseSchema,
  status: 200,
});

export const kmsCreateKey = endpoint({
  id: 'KMSCreateKey',
  area: 'kms',
  method: 'POST',
  path: '/kms/keys',
  summary: 'Creates a key in the KMS',
  body: kmsCreateKeyRequestSchema,
  status: 201,
});

export const kmsListKeys = endpoint({
  id: 'KMSListKeys',
  area: 'kms',
  method: 'GET',
  path: '/kms/keys',
  summary: "The KMS's keys whose names match a pattern (`*` for all)",
  query: z.object({
    pattern: z.optional(
      z
        .string()
        .check(
          refusedBy((pattern: string) =>
            pattern === '' ? null : identifierProblem('pattern', pattern, MAX_KMS_PATTERN_LENGTH),
          ),
        ),
    ),
  }),
  response: kmsListKeysResponseSchema,
  status: 200,
});

export const kmsKeyStatus = endpoint({
  id: 'KMSKeyStatus',
  area: 'kms',
  method: 'GET',
  path: '/kms/keys/{name}',
  summary: 'Whether the KMS can encrypt and decrypt with a key',
  params: z.object({ name: kmsKeyNameSchema }),
  response: kmsKeyStatusResponseSchema,
  status: 200,
});

export const KMS_ENDPOINTS = [
  kmsStatus,
  kmsMetrics,
  kmsApis,
  kmsVersion,
  kmsCreateKey,
  kmsListKeys,
  kmsKeyStatus,
] as const;

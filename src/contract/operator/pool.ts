import { z } from 'zod/mini';
import { hasControlCharacter, refusedBy } from '../checks';

/*
 * A tenant's pool as the operator API carries it (the swagger's `pool`): its servers, volumes per server, the
 * claim each volume gets, and where and how its pods run. Lists and maps are bounded; Kubernetes checks the rest.
 */

export const MAX_POOLS = 32;
export const MAX_SERVERS = 1000;
export const MAX_VOLUMES_PER_SERVER = 256;
export const MAX_MAP_ENTRIES = 64;
export const MAX_LIST_ENTRIES = 64;
/** A qualified Kubernetes key: a 253-character prefix, "/" and a 63-character name. */
export const MAX_KEY_LENGTH = 317;
export const MAX_VALUE_LENGTH = 4096;

const text = (label: string, maxLength: number) =>
  z.string().check(
    refusedBy((value: string) => {
      if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
      return hasControlCharacter(value) ? `The ${label} has no control characters` : null;
    }),
  );

const key = z.string().check(z.minLength(1, 'A key is empty'), z.maxLength(MAX_KEY_LENGTH));

/** Labels, annotations, node selectors: a bounded map of text. */
export const stringMapSchema = z
  .record(key, text('value', MAX_VALUE_LENGTH))
  .check(z.refine((map) => Object.keys(map).length <= MAX_MAP_ENTRIES, `At most ${MAX_MAP_ENTRIES} entries`));

const boundedList = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(MAX_LIST_ENTRIES));

const wholeNumber = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

const selectorRequirement = <T extends z.ZodMiniType>(operator: T) =>
  z.object({
    key,
    operator,
    values: z.optional(boundedList(text('value', MAX_VALUE_LENGTH))),
  });

const nodeSelectorTermSchema = z.object({
  matchExpressions: z.optional(
    boundedList(selectorRequirement(z.enum(['In', 'NotIn', 'Exists', 'DoesNotExist', 'Gt', 'Lt']))),
  ),
  matchFields: z.optional(
    boundedList(selectorRequirement(z.enum(['In', 'NotIn', 'Exists', 'DoesNotExist', 'Gt', 'Lt']))),
  ),
});

const podAffinityTermSchema = z.object({
  labelSelector: z.optional(
    z.object({
      matchExpressions: z.optional(
        boundedList(selectorRequirement(z.enum(['In', 'NotIn', 'Exists', 'DoesNotExist']))),
      ),
      matchLabels: z.optional(stringMapSchema),
    }),
  ),
  namespaces: z.optional(boundedList(text('namespace', 63))),
  topologyKey: key,
});

const podAffinitySchema = z.object({
  requiredDuringSchedulingIgnoredDuringExecution: z.optional(boundedList(podAffinityTermSchema)),
  preferredDuringSchedulingIgnoredDuringExecution: z.optional(
    boundedList(z.object({ weight: wholeNumber(1, 100), podAffinityTerm: podAffinityTermSchema })),
  ),
});

export const poolAffinitySchema = z.object({
  nodeAffinity: z.optional(
    z.object({
      requiredDuringSchedulingIgnoredDuringExecution: z.optional(
        z.object({ nodeSelectorTerms: boundedList(nodeSelectorTermSchema) }),
      ),
      preferredDuringSchedulingIgnoredDuringExecution: z.optional(
        boundedList(z.object({ weight: wholeNumber(1, 100), preference: nodeSelectorTermSchema })),
      ),
    }),
  ),
  podAffinity: z.optional(podAffinitySchema),
  podAntiAffinity: z.optional(podAffinitySchema),
});

export const tolerationSchema = z.object({
  key: z.optional(text('key', MAX_KEY_LENGTH)),
  operator: z.optional(z.enum(['Equal', 'Exists'])),
  value: z.optional(text('value', MAX_VALUE_LENGTH)),
  effect: z.optional(z.enum(['', 'NoSchedule', 'PreferNoSchedule', 'NoExecute'])),
  tolerationSeconds: z.optional(z.object({ seconds: wholeNumber(0, 2 ** 31) })),
});

/** CPU in whole cores, memory in bytes. */
const quantityMap = z.object({
  cpu: z.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  memory: z.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
});

export const poolResourcesSchema = z.object({
  requests: z.optional(quantityMap),
  limits: z.optional(quantityMap),
});

/** The swagger writes user and group ids as text; they are whole numbers. */
const idText = z.string().check(z.regex(/^\d{1,10}$/, 'must be a whole number'));

export const securityContextSchema = z.object({
  runAsUser: idText,
  runAsGroup: idText,
  runAsNonRoot: z.boolean(),
  fsGroup: z.optional(idText),
  fsGroupChangePolicy: z.optional(z.enum(['Always', 'OnRootMismatch'])),
});

export const poolSchema = z.object({
  name: z.optional(
    z.string().check(z.regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'must be a DNS label, such as pool-0')),
  ),
  servers: wholeNumber(1, MAX_SERVERS),
  volumes_per_server: wholeNumber(1, MAX_VOLUMES_PER_SERVER),
  volume_configuration: z.object({
    /** Bytes per volume. */
    size: wholeNumber(1, Number.MAX_SAFE_INTEGER),
    storage_class_name: z.optional(text('storage class name', 253)),
    labels: z.optional(stringMapSchema),
    annotations: z.optional(stringMapSchema),
  }),
  resources: z.optional(poolResourcesSchema),
  node_selector: z.optional(stringMapSchema),
  affinity: z.optional(poolAffinitySchema),
  runtimeClassName: z.optional(text('runtime class name', 253)),
  tolerations: z.optional(boundedList(tolerationSchema)),
  securityContext: z.optional(securityContextSchema),
});
export type Pool = z.infer<typeof poolSchema>;

export const poolListSchema = z
  .array(poolSchema)
  .check(
    z.minLength(1, 'A tenant has at least one pool'),
    z.maxLength(MAX_POOLS, `A tenant has at most ${MAX_POOLS} pools`),
  );

/**
 * Why MinIO cannot take an existing pool as wanted, or null: a pool's servers may grow, never shrink, and its
 * drives (volumes per server and their size) stay as they were made; more drives come with more servers or a
 * new pool.
 */
export function poolChangeProblem(current: Pool, wanted: Pool): string | null {
  const name = current.name ?? 'pool';
  if (wanted.servers < current.servers)
    return `The pool ${name} cannot shrink from ${current.servers} to ${wanted.servers} servers: MinIO never removes a pool's servers`;
  if (
    wanted.volumes_per_server !== current.volumes_per_server ||
    wanted.volume_configuration.size !== current.volume_configuration.size
  )
    return `The pool ${name} keeps its ${current.volumes_per_server} volumes per server and their size: to add drives, add servers or a pool`;
  if (wanted.volume_configuration.storage_class_name !== current.volume_configuration.storage_class_name)
    return `The pool ${name} keeps its storage class: a pool of another class is a new pool`;
  return null;
}

/** Why a tenant's pools cannot be replaced by these, or null: every pool stays, changed only as MinIO allows. */
export function poolsUpdateProblem(current: readonly Pool[], wanted: readonly Pool[]): string | null {
  for (const pool of current) {
    const kept = wanted.find((candidate) => candidate.name === pool.name);
    if (!kept) return `The pool ${pool.name} cannot be removed`;
    const problem = poolChangeProblem(pool, kept);
    if (problem) return problem;
  }
  return null;
}

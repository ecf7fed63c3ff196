import { namespaceProblem, tenantNameProblem } from '@/contract/operator/names';
import {
  MAX_MAP_ENTRIES,
  MAX_SERVERS,
  MAX_VOLUMES_PER_SERVER,
  type Pool,
  poolSchema,
  securityContextSchema,
} from '@/contract/operator/pool';
import { tenantAccessKeySchema, tenantSecretKeySchema } from '@/contract/operator/security-settings';
import { type CreateTenantRequest, createTenantRequestSchema } from '@/contract/operator/tenants';
import { wholeNumber } from '@/lib/form/fields';
import type { Problems } from '@/lib/form/use-schema-form';
import { unitToBytes } from '@/lib/format/units';
import { type PoolShape, parityOf } from './erasure-code';
import { type NodeOffer, resourceProblems } from './node-resources';
import { distributePool, MIN_POOL_NODES, type PoolDistribution } from './pool-sizing';
import { securityProblems, securityRequest } from './security-form';
import type { TenantForm } from './tenant-form';

const FIRST_POOL = 'pool-0';
const TENANT_LABEL = 'v1.min.io/tenant';
const POOL_LABEL = 'v1.min.io/pool';
const HOSTNAME_TOPOLOGY = 'kubernetes.io/hostname';
const STORAGE_CLASS = poolSchema.shape.volume_configuration.shape.storage_class_name;

interface Checkable {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The first thing `schema` refuses in `value`, said of `label`. */
function refusal(schema: Checkable, label: string, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message ?? 'is not valid';
  return message.startsWith('The ') ? message : `${label} ${message}`;
}

const countProblem = (label: string, text: string, min: number, max: number) => {
  const value = wholeNumber(text);
  return value !== undefined && value >= min && value <= max
    ? undefined
    : `${label} is a whole number from ${min} to ${max}`;
};

/** `key=value` a line, blank lines skipped. */
export function parseLabels(text: string): { labels: Record<string, string>; problem?: string } {
  const labels: Record<string, string> = {};
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length > MAX_MAP_ENTRIES) return { labels, problem: `At most ${MAX_MAP_ENTRIES} labels` };
  for (const [index, line] of lines.entries()) {
    const equals = line.indexOf('=');
    if (equals < 1) return { labels, problem: `Line ${index + 1} is not key=value` };
    labels[line.slice(0, equals).trim()] = line.slice(equals + 1).trim();
  }
  return { labels };
}

/** The labels' lines with `key=value` in place of any line of that key, else after them. */
export function withNodeLabel(text: string, key: string, value: string): string {
  const line = `${key.trim()}=${value.trim()}`;
  const lines = text.split('\n').filter((entry) => entry.trim() !== '');
  const at = lines.findIndex((entry) => entry.split('=')[0]?.trim() === key.trim());
  return (at < 0 ? [...lines, line] : lines.with(at, line)).join('\n');
}

/** The fields a pool is sized by, in the wizard and when adding a pool. */
export type PoolSizeFields = Pick<TenantForm, 'volumeSize' | 'sizeFactor' | 'nodes' | 'drivesPerServer'>;

export const poolDistribution = (form: PoolSizeFields): PoolDistribution =>
  distributePool({
    size: form.volumeSize.trim() === '' ? Number.NaN : Number(form.volumeSize),
    unit: form.sizeFactor,
    nodes: wholeNumber(form.nodes) ?? Number.NaN,
    drivesPerServer: wholeNumber(form.drivesPerServer) ?? Number.NaN,
  });

/** The pool's shape as the erasure-code rules read it. */
export const poolShape = (distribution: PoolDistribution): PoolShape => ({
  nodes: distribution.nodes,
  drives: distribution.persistentVolumes,
  pvSize: distribution.pvSize,
});

const securityContext = (form: TenantForm) => ({
  runAsUser: form.runAsUser.trim(),
  runAsGroup: form.runAsGroup.trim(),
  fsGroup: form.fsGroup.trim(),
  runAsNonRoot: form.runAsNonRoot,
});

/** Keeps the pool's servers on different nodes. */
const spreadOverNodes = (tenant: string): Pool['affinity'] => ({
  podAntiAffinity: {
    requiredDuringSchedulingIgnoredDuringExecution: [
      {
        labelSelector: {
          matchExpressions: [
            { key: TENANT_LABEL, operator: 'In', values: [tenant] },
            { key: POOL_LABEL, operator: 'In', values: [FIRST_POOL] },
          ],
        },
        topologyKey: HOSTNAME_TOPOLOGY,
      },
    ],
  },
});

function placement(form: TenantForm, tenant: string): Pick<Pool, 'affinity' | 'node_selector'> {
  switch (form.podAffinity) {
    case 'none':
      return {};
    case 'default':
      return { affinity: spreadOverNodes(tenant) };
    case 'nodeSelector':
      return {
        node_selector: parseLabels(form.nodeSelectorLabels).labels,
        ...(form.withPodAntiAffinity ? { affinity: spreadOverNodes(tenant) } : {}),
      };
  }
}

/** Whole cores and bytes of whole GiB, as typed; an empty field says nothing. */
function resourceAmounts(cpuText: string, memoryGiText: string) {
  const cpu = wholeNumber(cpuText);
  const memory = wholeNumber(memoryGiText);
  return {
    ...(cpu !== undefined ? { cpu } : {}),
    ...(memory !== undefined ? { memory: unitToBytes(memory, 'Gi') } : {}),
  };
}

function firstPool(form: TenantForm, distribution: PoolDistribution): Pool {
  const storageClass = form.storageClass.trim();
  return {
    name: FIRST_POOL,
    servers: distribution.nodes,
    volumes_per_server: distribution.disks,
    volume_configuration: {
      size: distribution.pvSize,
      ...(storageClass ? { storage_class_name: storageClass } : {}),
    },
    resources: {
      requests: resourceAmounts(form.cpuToUse, form.memoryNode),
      ...(form.cpuLimit.trim() || form.memoryLimit.trim()
        ? { limits: resourceAmounts(form.cpuLimit, form.memoryLimit) }
        : {}),
    },
    securityContext: securityContext(form),
    ...placement(form, form.name.trim()),
  };
}

/** The parity chosen, if MinIO offers it; else the one the wizard starts with. */
export const chosenErasureCode = (chosen: string, offered: readonly string[], defaultCode: string) =>
  offered.includes(chosen) ? chosen : defaultCode;

/** What the wizard sends, with the parity chosen among those the server offers (empty: MinIO's default). */
export function createTenantRequest(form: TenantForm, erasureCode: string): CreateTenantRequest {
  const name = form.name.trim();
  const image = form.customImage ? form.imageName.trim() : '';
  const parity = parityOf(erasureCode);
  const security = securityRequest(form);
  return {
    name,
    namespace: form.namespace.trim(),
    pools: [firstPool(form, poolDistribution(form))],
    ...(image ? { image } : {}),
    enable_tls: security.enable_tls,
    expose_minio: form.exposeMinIO,
    expose_console: form.exposeConsole,
    ...(parity > 0 ? { erasureCodingParity: parity } : {}),
    idp: {
      keys: form.keys.map((pair) => ({ access_key: pair.accessKey, secret_key: pair.secretKey })),
      ...security.identity,
    },
    ...(security.tls ? { tls: security.tls } : {}),
    ...(security.encryption ? { encryption: security.encryption } : {}),
  };
}

function keyProblems(form: TenantForm): Problems {
  const problems: Record<string, string | undefined> = {};
  const seen = new Set<string>();
  for (const [index, pair] of form.keys.entries()) {
    problems[`keys.${index}.accessKey`] = seen.has(pair.accessKey)
      ? 'Each user has an access key of its own'
      : refusal(tenantAccessKeySchema, 'The access key', pair.accessKey);
    problems[`keys.${index}.secretKey`] = refusal(tenantSecretKeySchema, 'The secret key', pair.secretKey);
    seen.add(pair.accessKey);
  }
  return problems;
}

const idProblem = (label: string, value: string) =>
  refusal(securityContextSchema.shape.runAsUser, label, value.trim());

/** What keeps a pool from being sized; `distribution` is a rule over all its fields. */
export const poolSizeProblems = (form: PoolSizeFields & { storageClass: string }): Problems => ({
  storageClass: refusal(STORAGE_CLASS, 'The storage class', form.storageClass.trim()),
  nodes: countProblem('The number of servers', form.nodes, MIN_POOL_NODES, MAX_SERVERS),
  drivesPerServer: countProblem(
    'The number of drives per server',
    form.drivesPerServer,
    1,
    MAX_VOLUMES_PER_SERVER,
  ),
  distribution: poolDistribution(form).error || undefined,
});

/**
 * What keeps the wizard from creating the tenant, by field; each server's CPU and memory are checked against
 * what the nodes offer, when known.
 */
export function tenantFormProblems(form: TenantForm, offer: NodeOffer = { kind: 'unknown' }): Problems {
  const image = form.customImage ? form.imageName.trim() : '';
  const pool = poolSizeProblems(form);
  const resources = resourceProblems(form, offer);
  return {
    name: tenantNameProblem(form.name.trim()) ?? undefined,
    namespace: namespaceProblem(form.namespace.trim()) ?? undefined,
    ...pool,
    ...resources,
    nodes: pool.nodes ?? resources.nodes,
    imageName: image ? refusal(createTenantRequestSchema.shape.image, 'The image', image) : undefined,
    runAsUser: idProblem('The user id', form.runAsUser),
    runAsGroup: idProblem('The group id', form.runAsGroup),
    fsGroup: idProblem('The file system group id', form.fsGroup),
    nodeSelectorLabels:
      form.podAffinity === 'nodeSelector' ? parseLabels(form.nodeSelectorLabels).problem : undefined,
    ...keyProblems(form),
    ...securityProblems(form),
  };
}

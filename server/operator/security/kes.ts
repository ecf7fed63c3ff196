import {
  DEFAULT_KES_IMAGE,
  DEFAULT_KES_REPLICAS,
  type EncryptionConfiguration,
  type EncryptionConfigurationResponse,
  KMS_KINDS,
  KMS_SECRET_FIELDS,
  type KmsSettings,
} from '../../../src/contract/operator/security-settings.ts';
import type { SecretResource } from '../kube-types.ts';
import { tenantSecret } from '../tenant-secrets.ts';

/*
 * A tenant's encryption as MinIO Operator runs it: KES pods (spec.kes) reading `server-config.yaml` from the
 * secret spec.kes.kesSecret names, with the key store chosen; MinIO asks KES for the key spec.kes.keyName.
 */

export const KES_CONFIG_KEY = 'server-config.yaml';
export const kesSecretName = (tenant: string) => `${tenant}-kes-configuration`;
export const kesKeyName = (tenant: string) => `${tenant}-key`;

/** What MinIO may ask of KES: create, generate and decrypt keys, and read KES's state. */
const MINIO_POLICY = {
  allow: [
    '/v1/key/create/*',
    '/v1/key/generate/*',
    '/v1/key/decrypt/*',
    '/v1/key/bulk/decrypt',
    '/v1/key/list/*',
    '/v1/status',
    '/v1/metrics',
    '/v1/log/audit',
    '/v1/log/error',
  ],
  // KES puts the identity of MinIO's client certificate here when it starts.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a KES variable, expanded by KES
  identities: ['${MINIO_KES_IDENTITY}'],
};

type Yaml = string | number | boolean | undefined | Yaml[] | { [key: string]: Yaml };

/** YAML of nested maps and lists, every string double-quoted (JSON's escapes are YAML's). */
export function toYaml(value: Yaml, indent = ''): string {
  if (Array.isArray(value)) return value.map((item) => `${indent}- ${JSON.stringify(item)}\n`).join('');
  if (typeof value !== 'object') return `${JSON.stringify(value)}\n`;
  return Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .map(([key, entry]) =>
      typeof entry === 'object'
        ? `${indent}${key}:\n${toYaml(entry, `${indent}  `)}`
        : `${indent}${key}: ${toYaml(entry)}`,
    )
    .join('');
}

/** KES's server-config.yaml: TLS with the certificate the operator gives KES, MinIO's policy, the key store. */
export function kesConfig(settings: KmsSettings): string {
  const kind = KMS_KINDS.find((candidate) => settings[candidate] !== undefined);
  return toYaml({
    address: '0.0.0.0:7373',
    admin: { identity: 'disabled' },
    tls: { key: '/tmp/kes/server.key', cert: '/tmp/kes/server.crt' },
    policy: { minio: MINIO_POLICY },
    keystore: kind ? ({ [kind]: settings[kind] } as Yaml) : undefined,
  });
}

/** The Tenant's spec.kes for these settings. */
export function kesSpec(tenant: string, settings: EncryptionConfiguration) {
  const context = settings.securityContext;
  return {
    image: settings.image ?? DEFAULT_KES_IMAGE,
    replicas: settings.replicas ? Number(settings.replicas) : DEFAULT_KES_REPLICAS,
    kesSecret: { name: kesSecretName(tenant) },
    keyName: kesKeyName(tenant),
    annotations: settings.annotations,
    labels: settings.labels,
    nodeSelector: settings.node_selector,
    securityContext: context && {
      runAsUser: Number(context.runAsUser),
      runAsGroup: Number(context.runAsGroup),
      runAsNonRoot: context.runAsNonRoot,
      fsGroup: context.fsGroup === undefined ? undefined : Number(context.fsGroup),
    },
  };
}

export const kesConfigSecret = (namespace: string, tenant: string, settings: KmsSettings): SecretResource =>
  tenantSecret(namespace, tenant, kesSecretName(tenant), { [KES_CONFIG_KEY]: kesConfig(settings) });

type YamlMap = { [key: string]: string | number | boolean | YamlMap };

function scalar(text: string): string | number | boolean {
  if (text.startsWith('"')) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text;
    }
  }
  if (text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1).replace(/''/g, "'");
  if (text === 'true' || text === 'false') return text === 'true';
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The nested maps of a YAML document (lists and comments skipped): enough to read a key store back. */
export function yamlMaps(text: string): YamlMap {
  const root: YamlMap = {};
  const stack: { indent: number; map: YamlMap }[] = [{ indent: -1, map: root }];
  for (const line of text.split('\n')) {
    const match = /^(\s*)([A-Za-z0-9_.-]+):\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const indent = match[1]?.length ?? 0;
    while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop();
    const parent = stack.at(-1)?.map ?? root;
    const [key, value] = [match[2] ?? '', match[3] ?? ''];
    if (value === '') {
      const child: YamlMap = {};
      parent[key] = child;
      stack.push({ indent, map: child });
    } else parent[key] = scalar(value);
  }
  return root;
}

function withoutSecrets(map: YamlMap): YamlMap {
  return Object.fromEntries(
    Object.entries(map).map(([key, value]) => [
      key,
      typeof value === 'object' ? withoutSecrets(value) : KMS_SECRET_FIELDS.has(key) ? '' : value,
    ]),
  );
}

/** The encryption answer from spec.kes and its server-config.yaml; the key store's credentials are blanked. */
export function encryptionView(
  kes: Record<string, unknown>,
  config: string,
): EncryptionConfigurationResponse {
  const keystore = yamlMaps(config).keystore;
  const store = typeof keystore === 'object' ? withoutSecrets(keystore) : {};
  return {
    image: typeof kes.image === 'string' ? kes.image : undefined,
    replicas: typeof kes.replicas === 'number' ? String(kes.replicas) : undefined,
    ...(store as Partial<EncryptionConfigurationResponse>),
  };
}

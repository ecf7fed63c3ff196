import { z } from 'zod';
import type { TenantYaml } from '../../../src/contract/operator/tenant-yaml.ts';
import { ConsoleError } from '../../http/errors.ts';
import { type KubeClient, TENANT_API } from '../kube-client.ts';

/*
 * The Tenant as YAML: what an administrator edits is its labels, annotations and spec. Its name and namespace
 * are the path's. Its generation, kept in the YAML, makes a change of the spec made meanwhile a 409 instead of
 * lost; the status, which the operator rewrites all the time, does not count as a change.
 */

const API_VERSION = TENANT_API.replace('/apis/', '');
const stringMap = z.record(z.string(), z.string());

/** The YAML's document, as far as the console reads it; Kubernetes checks the spec against the Tenant schema. */
const editedTenantSchema = z.looseObject({
  apiVersion: z.literal(API_VERSION, `apiVersion is ${API_VERSION}`).optional(),
  kind: z.literal('Tenant', 'kind is Tenant').optional(),
  metadata: z
    .looseObject({
      name: z.string().optional(),
      namespace: z.string().optional(),
      labels: stringMap.nullish(),
      annotations: stringMap.nullish(),
      generation: z.number().int().optional(),
    })
    .optional(),
  spec: z.record(z.string(), z.unknown(), 'spec is a mapping of the Tenant settings'),
});
type EditedTenant = z.infer<typeof editedTenantSchema>;

const invalid = (detail: string) => new ConsoleError(400, 'Invalid YAML', detail);

/** The YAML read and checked against the tenant of the path; an alias-heavy document is refused by the parser. */
export async function readTenantYaml(text: string, namespace: string, name: string): Promise<EditedTenant> {
  const { parse } = await import('yaml');
  let document: unknown;
  try {
    document = parse(text, { maxAliasCount: 50, uniqueKeys: true });
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : String(error));
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw invalid('The YAML is one mapping: a Tenant with its metadata and spec');
  const parsed = editedTenantSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw invalid(`${where}${issue?.message ?? 'The YAML is not a Tenant'}`);
  }
  const metadata = parsed.data.metadata;
  if (metadata?.name !== undefined && metadata.name !== name)
    throw invalid(`metadata.name is ${name}: a tenant cannot be renamed`);
  if (metadata?.namespace !== undefined && metadata.namespace !== namespace)
    throw invalid(`metadata.namespace is ${namespace}: a tenant cannot be moved`);
  return parsed.data;
}

export async function tenantYaml(kube: KubeClient, namespace: string, name: string): Promise<TenantYaml> {
  const { metadata, spec } = await kube.getTenant(namespace, name);
  const shown = {
    apiVersion: API_VERSION,
    kind: 'Tenant',
    metadata: {
      name: metadata.name,
      namespace: metadata.namespace,
      labels: metadata.labels,
      annotations: metadata.annotations,
      generation: metadata.generation,
    },
    spec,
  };
  const { stringify } = await import('yaml');
  return { yaml: stringify(shown) };
}

/** How many times a write refused only because the status moved on (Kubernetes' 409) is made again. */
const WRITE_ATTEMPTS = 3;

export async function putTenantYaml(kube: KubeClient, namespace: string, name: string, text: string) {
  const edited = await readTenantYaml(text, namespace, name);
  for (let attempt = 1; ; attempt++) {
    try {
      return await replaceEdited(kube, namespace, name, edited);
    } catch (error) {
      const statusMovedOn =
        error instanceof ConsoleError && error.status === 409 && !(error instanceof SpecChanged);
      if (!statusMovedOn || attempt === WRITE_ATTEMPTS) throw error;
    }
  }
}

class SpecChanged extends ConsoleError {}

/** Writes the edit over the Tenant just read, unless its spec changed since the YAML was read. */
async function replaceEdited(kube: KubeClient, namespace: string, name: string, edited: EditedTenant) {
  const current = await kube.getTenant(namespace, name);
  const read = edited.metadata?.generation;
  if (read !== undefined && read !== current.metadata.generation)
    throw new SpecChanged(
      409,
      'Already exists or changed meanwhile',
      `The Tenant's spec was changed after this YAML was read (generation ${read}, now ${current.metadata.generation}): read it again`,
    );
  // Sent with the version just read: any write in between is Kubernetes' 409.
  await kube.replaceTenant(namespace, name, {
    apiVersion: API_VERSION,
    kind: 'Tenant',
    metadata: {
      ...current.metadata,
      labels: edited.metadata?.labels ?? undefined,
      annotations: edited.metadata?.annotations ?? undefined,
    },
    spec: edited.spec,
  });
}

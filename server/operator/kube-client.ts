import type { z } from 'zod';
import { ConsoleError } from '../http/errors.ts';
import type { KubeRequest, KubeSend } from './kube-request.ts';
import {
  directPvDriveListSchema,
  directPvVolumeListSchema,
  eventListSchema,
  nodeListSchema,
  podListSchema,
  podSchema,
  pvcListSchema,
  pvcResourceSchema,
  type SecretResource,
  secretSchema,
  selfSubjectReviewSchema,
  serviceSchema,
  tenantListSchema,
  tenantResourceSchema,
} from './kube-types.ts';

export const TENANT_API = '/apis/minio.min.io/v2';
const DIRECTPV_API = '/apis/directpv.min.io/v1beta1';
/** The label MinIO Operator puts on a tenant's pods, claims and services. */
export const TENANT_LABEL = 'v1.min.io/tenant';
/** The most items one list asks for: the console lists no more than this of anything. */
export const LIST_LIMIT = 5000;

const namespaced = (namespace: string | undefined) =>
  namespace ? `/namespaces/${encodeURIComponent(namespace)}` : '';
const named = (name: string) => `/${encodeURIComponent(name)}`;

/**
 * The Kubernetes API as the logged-in user: one method per call, each answer checked against the fields read.
 * Kubernetes enforces the user's rights (RBAC) on every call.
 */
export class KubeClient {
  constructor(
    private readonly send: KubeSend,
    private readonly token: string,
  ) {}

  private async json<S extends z.ZodType>(schema: S, call: KubeRequest): Promise<z.infer<S>> {
    const text = await this.send(this.token, call);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new ConsoleError(502, 'Kubernetes answered unexpectedly', parsed.error.issues[0]?.message);
    return parsed.data;
  }

  private async done(call: KubeRequest): Promise<void> {
    await this.send(this.token, call);
  }

  /** Who Kubernetes takes the token for: every authenticated user may ask (SelfSubjectReview). */
  whoAmI() {
    return this.json(selfSubjectReviewSchema, {
      method: 'POST',
      path: '/apis/authentication.k8s.io/v1/selfsubjectreviews',
      body: { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' },
    });
  }

  listTenants(namespace?: string, limit = LIST_LIMIT) {
    return this.json(tenantListSchema, {
      method: 'GET',
      path: `${TENANT_API}${namespaced(namespace)}/tenants`,
      query: { limit },
    });
  }

  getTenant(namespace: string, name: string) {
    return this.json(tenantResourceSchema, {
      method: 'GET',
      path: `${TENANT_API}${namespaced(namespace)}/tenants${named(name)}`,
    });
  }

  createTenant(namespace: string, tenant: unknown) {
    return this.json(tenantResourceSchema, {
      method: 'POST',
      path: `${TENANT_API}${namespaced(namespace)}/tenants`,
      body: tenant,
    });
  }

  /** A JSON merge patch of the Tenant (its spec's lists are replaced whole). */
  patchTenant(namespace: string, name: string, patch: unknown) {
    return this.json(tenantResourceSchema, {
      method: 'PATCH',
      path: `${TENANT_API}${namespaced(namespace)}/tenants${named(name)}`,
      body: patch,
      contentType: 'application/merge-patch+json',
    });
  }

  /** Replaces the Tenant whole; its resourceVersion makes a change meanwhile a 409. */
  replaceTenant(namespace: string, name: string, tenant: unknown) {
    return this.json(tenantResourceSchema, {
      method: 'PUT',
      path: `${TENANT_API}${namespaced(namespace)}/tenants${named(name)}`,
      body: tenant,
    });
  }

  deleteTenant(namespace: string, name: string) {
    return this.done({
      method: 'DELETE',
      path: `${TENANT_API}${namespaced(namespace)}/tenants${named(name)}`,
    });
  }

  createSecret(secret: SecretResource) {
    return this.done({
      method: 'POST',
      path: `/api/v1${namespaced(secret.metadata.namespace)}/secrets`,
      body: secret,
    });
  }

  getSecret(namespace: string, name: string) {
    return this.json(secretSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/secrets${named(name)}`,
    });
  }

  /** Replaces the secret's data; its resourceVersion makes a change meanwhile a 409. */
  replaceSecret(
    secret: SecretResource & { metadata: { resourceVersion?: string }; data?: Record<string, string> },
  ) {
    return this.done({
      method: 'PUT',
      path: `/api/v1${namespaced(secret.metadata.namespace)}/secrets${named(secret.metadata.name)}`,
      body: secret,
    });
  }

  getService(namespace: string, name: string) {
    return this.json(serviceSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/services${named(name)}`,
    });
  }

  deleteSecret(namespace: string, name: string) {
    return this.done({ method: 'DELETE', path: `/api/v1${namespaced(namespace)}/secrets${named(name)}` });
  }

  deleteSecrets(namespace: string, labelSelector: string) {
    return this.done({
      method: 'DELETE',
      path: `/api/v1${namespaced(namespace)}/secrets`,
      query: { labelSelector },
    });
  }

  listPods(namespace: string, labelSelector: string) {
    return this.json(podListSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/pods`,
      query: { labelSelector, limit: LIST_LIMIT },
    });
  }

  getPod(namespace: string, name: string) {
    return this.json(podSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/pods${named(name)}`,
    });
  }

  /**
   * The last lines of one container's log, as text. Kubernetes answers it as text whatever was asked, and refuses
   * to be asked for text/plain.
   */
  podLog(namespace: string, name: string, container: string, tailLines: number) {
    return this.send(this.token, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/pods${named(name)}/log`,
      query: { container, tailLines },
    });
  }

  /** The events about the object with this uid. */
  listEvents(namespace: string, uid: string) {
    return this.json(eventListSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/events`,
      query: { fieldSelector: `involvedObject.uid=${uid}`, limit: LIST_LIMIT },
    });
  }

  /** Claims in one namespace, or in all when none is given. */
  listPvcs(namespace: string | undefined, labelSelector: string) {
    return this.json(pvcListSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/persistentvolumeclaims`,
      query: { labelSelector, limit: LIST_LIMIT },
    });
  }

  getPvc(namespace: string, name: string) {
    return this.json(pvcResourceSchema, {
      method: 'GET',
      path: `/api/v1${namespaced(namespace)}/persistentvolumeclaims${named(name)}`,
    });
  }

  /** Deletes the claim only if it is still the one read (its uid), not one made anew under its name. */
  deletePvc(namespace: string, name: string, uid: string) {
    return this.done({
      method: 'DELETE',
      path: `/api/v1${namespaced(namespace)}/persistentvolumeclaims${named(name)}`,
      body: { kind: 'DeleteOptions', apiVersion: 'v1', preconditions: { uid } },
    });
  }

  deletePvcs(namespace: string, labelSelector: string) {
    return this.done({
      method: 'DELETE',
      path: `/api/v1${namespaced(namespace)}/persistentvolumeclaims`,
      query: { labelSelector },
    });
  }

  listNodes() {
    return this.json(nodeListSchema, { method: 'GET', path: '/api/v1/nodes', query: { limit: LIST_LIMIT } });
  }

  listDirectPvDrives() {
    return this.json(directPvDriveListSchema, {
      method: 'GET',
      path: `${DIRECTPV_API}/directpvdrives`,
      query: { limit: LIST_LIMIT },
    });
  }

  listDirectPvVolumes() {
    return this.json(directPvVolumeListSchema, {
      method: 'GET',
      path: `${DIRECTPV_API}/directpvvolumes`,
      query: { limit: LIST_LIMIT },
    });
  }
}

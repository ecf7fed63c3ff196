import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { podParams, TENANT_PATH, tenantParams } from './names';

/* A tenant's pods and the events Kubernetes records for them (operator swagger v0.24.0). */

/** One of a tenant's pods (the swagger's tenantPod); timeCreated in Unix seconds. */
export const tenantPodSchema = z.object({
  name: z.string(),
  status: z.optional(z.string()),
  timeCreated: z.optional(z.int()),
  podIP: z.optional(z.string()),
  restarts: z.optional(z.int()),
  node: z.optional(z.string()),
});
export type TenantPod = z.infer<typeof tenantPodSchema>;

/** One event (the swagger's eventListElement); last_seen in Unix seconds. */
export const eventSchema = z.object({
  namespace: z.optional(z.string()),
  last_seen: z.optional(z.int()),
  event_type: z.optional(z.string()),
  reason: z.optional(z.string()),
  object: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type KubeEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

const keyValue = z.object({ key: z.string(), value: z.string() });

/** What `kubectl describe pod` shows, as the swagger's describePodWrapper carries it. */
export const describePodSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  priority: z.optional(z.int()),
  priorityClassName: z.optional(z.string()),
  nodeName: z.optional(z.string()),
  startTime: z.optional(z.string()),
  labels: z.array(keyValue),
  annotations: z.array(keyValue),
  deletionTimestamp: z.optional(z.string()),
  deletionGracePeriodSeconds: z.optional(z.int()),
  phase: z.optional(z.string()),
  reason: z.optional(z.string()),
  message: z.optional(z.string()),
  podIP: z.optional(z.string()),
  controllerRef: z.optional(z.string()),
  containers: z.array(
    z.object({
      name: z.string(),
      containerID: z.optional(z.string()),
      image: z.optional(z.string()),
      imageID: z.optional(z.string()),
      ports: z.array(z.string()),
      args: z.array(z.string()),
      ready: z.optional(z.boolean()),
      restartCount: z.optional(z.int()),
      environmentVariables: z.array(keyValue),
      mounts: z.array(
        z.object({
          name: z.optional(z.string()),
          mountPath: z.optional(z.string()),
          subPath: z.optional(z.string()),
          readOnly: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
  conditions: z.array(z.object({ type: z.string(), status: z.string() })),
  volumes: z.array(
    z.object({
      name: z.string(),
      pvc: z.optional(z.object({ claimName: z.optional(z.string()), readOnly: z.optional(z.boolean()) })),
    }),
  ),
  qosClass: z.optional(z.string()),
  nodeSelector: z.array(keyValue),
  tolerations: z.array(
    z.object({
      key: z.optional(z.string()),
      operator: z.optional(z.string()),
      value: z.optional(z.string()),
      effect: z.optional(z.string()),
      tolerationSeconds: z.optional(z.int()),
    }),
  ),
});
export type DescribePod = z.infer<typeof describePodSchema>;

/** At most this many of a log's last lines are answered. */
export const POD_LOG_TAIL_LINES = 2000;

export const getTenantPods = endpoint({
  id: 'GetTenantPods',
  area: 'operator-pods',
  method: 'GET',
  path: `${TENANT_PATH}/pods`,
  summary: "The tenant's pods: state, node, address and restarts",
  params: tenantParams,
  response: z.array(tenantPodSchema),
  status: 200,
});

export const getPodLogs = endpoint({
  id: 'GetPodLogs',
  area: 'operator-pods',
  method: 'GET',
  path: `${TENANT_PATH}/pods/{podName}`,
  summary: `The last ${POD_LOG_TAIL_LINES} lines of a tenant pod's log, as one JSON string`,
  params: podParams,
  response: z.string(),
  status: 200,
});

export const getPodEvents = endpoint({
  id: 'GetPodEvents',
  area: 'operator-pods',
  method: 'GET',
  path: `${TENANT_PATH}/pods/{podName}/events`,
  summary: "The events of one of the tenant's pods, newest first",
  params: podParams,
  response: eventListSchema,
  status: 200,
});

export const describePod = endpoint({
  id: 'DescribePod',
  area: 'operator-pods',
  method: 'GET',
  path: `${TENANT_PATH}/pods/{podName}/describe`,
  summary: "One of the tenant's pods described: containers, conditions, volumes, scheduling",
  params: podParams,
  response: describePodSchema,
  status: 200,
});

export const getTenantEvents = endpoint({
  id: 'GetTenantEvents',
  area: 'operator-pods',
  method: 'GET',
  path: `${TENANT_PATH}/events`,
  summary: 'The events of the Tenant resource, newest first',
  params: tenantParams,
  response: eventListSchema,
  status: 200,
});

export const POD_ENDPOINTS = [getTenantPods, getPodLogs, getPodEvents, describePod, getTenantEvents] as const;

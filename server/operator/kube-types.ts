import { z } from 'zod';

/*
 * The parts of Kubernetes' objects the operator API reads, checked as they arrive: an answer of another shape is
 * a 502, never a crash half-way through a mapping. Unknown fields pass through untouched.
 */

const stringMap = z.record(z.string(), z.string());

export const objectMetaSchema = z.looseObject({
  name: z.string(),
  namespace: z.string().optional(),
  uid: z.string().optional(),
  creationTimestamp: z.string().optional(),
  deletionTimestamp: z.string().optional(),
  labels: stringMap.optional(),
  annotations: stringMap.optional(),
  resourceVersion: z.string().optional(),
  /** Bumped by each change of the spec (not of the status nor the labels). */
  generation: z.number().optional(),
  finalizers: z.array(z.string()).optional(),
});

const quantity = z.union([z.string(), z.number()]).transform(String);

export const tenantPoolSpecSchema = z.looseObject({
  name: z.string().optional(),
  servers: z.number().int(),
  volumesPerServer: z.number().int(),
  volumeClaimTemplate: z
    .looseObject({
      metadata: z.looseObject({ labels: stringMap.optional(), annotations: stringMap.optional() }).optional(),
      spec: z
        .looseObject({
          storageClassName: z.string().optional(),
          resources: z.looseObject({ requests: z.record(z.string(), quantity).optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
  resources: z
    .looseObject({
      requests: z.record(z.string(), quantity).optional(),
      limits: z.record(z.string(), quantity).optional(),
    })
    .optional(),
  nodeSelector: stringMap.optional(),
  affinity: z.record(z.string(), z.unknown()).optional(),
  tolerations: z.array(z.record(z.string(), z.unknown())).optional(),
  securityContext: z
    .looseObject({
      runAsUser: z.number().optional(),
      runAsGroup: z.number().optional(),
      runAsNonRoot: z.boolean().optional(),
      fsGroup: z.number().optional(),
      fsGroupChangePolicy: z.string().optional(),
    })
    .optional(),
  runtimeClassName: z.string().optional(),
});
export type TenantPoolSpec = z.infer<typeof tenantPoolSpecSchema>;

export const tenantResourceSchema = z.looseObject({
  metadata: objectMetaSchema,
  spec: z.looseObject({
    image: z.string().optional(),
    pools: z.array(tenantPoolSpecSchema).default([]),
    requestAutoCert: z.boolean().optional(),
    configuration: z.looseObject({ name: z.string() }).optional(),
    users: z.array(z.looseObject({ name: z.string() })).optional(),
    exposeServices: z
      .looseObject({ minio: z.boolean().optional(), console: z.boolean().optional() })
      .optional(),
    prometheusOperator: z.boolean().optional(),
    kes: z.unknown().optional(),
    env: z.array(z.looseObject({ name: z.string(), value: z.string().optional() })).optional(),
    features: z
      .looseObject({
        domains: z
          .looseObject({ minio: z.array(z.string()).optional(), console: z.string().optional() })
          .optional(),
      })
      .optional(),
    prometheus: z.record(z.string(), z.unknown()).optional(),
    log: z.record(z.string(), z.unknown()).optional(),
  }),
  status: z
    .looseObject({
      currentState: z.string().optional(),
      healthStatus: z.string().optional(),
      availableReplicas: z.number().optional(),
      drivesOnline: z.number().optional(),
      drivesOffline: z.number().optional(),
      drivesHealing: z.number().optional(),
      writeQuorum: z.number().optional(),
      usage: z
        .looseObject({
          capacity: z.number().optional(),
          rawCapacity: z.number().optional(),
          rawUsage: z.number().optional(),
          usage: z.number().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TenantResource = z.infer<typeof tenantResourceSchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    items: z.array(item),
    metadata: z.looseObject({ continue: z.string().optional() }).optional(),
  });

export const tenantListSchema = listOf(tenantResourceSchema);

const keyValueSource = z.looseObject({ name: z.string(), value: z.string().optional() });

export const podSchema = z.looseObject({
  metadata: objectMetaSchema.extend({
    ownerReferences: z.array(z.looseObject({ kind: z.string(), name: z.string() })).optional(),
    deletionGracePeriodSeconds: z.number().optional(),
  }),
  spec: z.looseObject({
    nodeName: z.string().optional(),
    priority: z.number().optional(),
    priorityClassName: z.string().optional(),
    nodeSelector: stringMap.optional(),
    tolerations: z
      .array(
        z.looseObject({
          key: z.string().optional(),
          operator: z.string().optional(),
          value: z.string().optional(),
          effect: z.string().optional(),
          tolerationSeconds: z.number().optional(),
        }),
      )
      .optional(),
    containers: z
      .array(
        z.looseObject({
          name: z.string(),
          image: z.string().optional(),
          args: z.array(z.string()).optional(),
          ports: z
            .array(z.looseObject({ containerPort: z.number(), protocol: z.string().optional() }))
            .optional(),
          env: z.array(keyValueSource).optional(),
          volumeMounts: z
            .array(
              z.looseObject({
                name: z.string(),
                mountPath: z.string(),
                subPath: z.string().optional(),
                readOnly: z.boolean().optional(),
              }),
            )
            .optional(),
        }),
      )
      .default([]),
    volumes: z
      .array(
        z.looseObject({
          name: z.string(),
          persistentVolumeClaim: z
            .looseObject({ claimName: z.string(), readOnly: z.boolean().optional() })
            .optional(),
        }),
      )
      .optional(),
  }),
  status: z
    .looseObject({
      phase: z.string().optional(),
      reason: z.string().optional(),
      message: z.string().optional(),
      podIP: z.string().optional(),
      startTime: z.string().optional(),
      qosClass: z.string().optional(),
      conditions: z.array(z.looseObject({ type: z.string(), status: z.string() })).optional(),
      containerStatuses: z
        .array(
          z.looseObject({
            name: z.string(),
            ready: z.boolean().optional(),
            restartCount: z.number().optional(),
            containerID: z.string().optional(),
            imageID: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type PodResource = z.infer<typeof podSchema>;
export const podListSchema = listOf(podSchema);

export const eventResourceSchema = z.looseObject({
  metadata: objectMetaSchema,
  type: z.string().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
  lastTimestamp: z.string().nullish(),
  eventTime: z.string().nullish(),
  involvedObject: z.looseObject({ kind: z.string().optional(), name: z.string().optional() }),
});
export type EventResource = z.infer<typeof eventResourceSchema>;
export const eventListSchema = listOf(eventResourceSchema);

export const pvcResourceSchema = z.looseObject({
  metadata: objectMetaSchema,
  spec: z.looseObject({
    volumeName: z.string().optional(),
    storageClassName: z.string().optional(),
    accessModes: z.array(z.string()).optional(),
    volumeMode: z.string().optional(),
    resources: z.looseObject({ requests: z.record(z.string(), quantity).optional() }).optional(),
  }),
  status: z
    .looseObject({ phase: z.string().optional(), capacity: z.record(z.string(), quantity).optional() })
    .optional(),
});
export type PvcResource = z.infer<typeof pvcResourceSchema>;
export const pvcListSchema = listOf(pvcResourceSchema);

export const nodeResourceSchema = z.looseObject({
  metadata: objectMetaSchema,
  spec: z
    .looseObject({
      unschedulable: z.boolean().optional(),
      taints: z.array(z.looseObject({ key: z.string(), effect: z.string() })).optional(),
    })
    .optional(),
  status: z.looseObject({ allocatable: z.record(z.string(), quantity).optional() }).optional(),
});
export type NodeResource = z.infer<typeof nodeResourceSchema>;
export const nodeListSchema = listOf(nodeResourceSchema);

export const directPvDriveResourceSchema = z.looseObject({
  metadata: objectMetaSchema,
  status: z
    .looseObject({
      totalCapacity: z.number().optional(),
      allocatedCapacity: z.number().optional(),
      status: z.string().optional(),
    })
    .optional(),
});
export const directPvVolumeResourceSchema = z.looseObject({
  metadata: objectMetaSchema,
  status: z.looseObject({ totalCapacity: z.number().optional() }).optional(),
});
export const directPvDriveListSchema = listOf(directPvDriveResourceSchema);
export const directPvVolumeListSchema = listOf(directPvVolumeResourceSchema);
export type DirectPvDriveResource = z.infer<typeof directPvDriveResourceSchema>;
export type DirectPvVolumeResource = z.infer<typeof directPvVolumeResourceSchema>;

export const serviceSchema = z.looseObject({
  metadata: objectMetaSchema,
  spec: z.looseObject({
    type: z.string().optional(),
    externalName: z.string().optional(),
    ports: z.array(z.looseObject({ name: z.string().optional(), port: z.number().int() })).optional(),
  }),
});
export type ServiceResource = z.infer<typeof serviceSchema>;

/** A Secret to write: text values in `stringData`. */
export interface SecretResource {
  apiVersion: 'v1';
  kind: 'Secret';
  metadata: { name: string; namespace: string; labels?: Record<string, string> };
  /** Opaque, or kubernetes.io/tls for a key pair (tls.crt, tls.key). */
  type: string;
  stringData: Record<string, string>;
}

/** A Secret as read: its values base64-encoded in `data`. */
export const secretSchema = z.looseObject({
  metadata: objectMetaSchema,
  data: z.record(z.string(), z.string()).optional(),
});
export type SecretRead = z.infer<typeof secretSchema>;

export const selfSubjectReviewSchema = z.looseObject({
  status: z
    .looseObject({ userInfo: z.looseObject({ username: z.string().optional() }).optional() })
    .optional(),
});

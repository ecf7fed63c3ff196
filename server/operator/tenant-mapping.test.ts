import { describe, expect, it } from 'vitest';
import { createTenantRequestSchema } from '../../src/contract/operator/tenants.ts';
import { tenantResourceSchema } from './kube-types.ts';
import { parseQuantity } from './quantity.ts';
import { configEnv, tenantResources } from './tenant-resource.ts';
import { tenantListItem, tenantView } from './tenant-view.ts';

const GiB = 1024 ** 3;

const pool = (name: string, servers: number, volumes: number, storage: string) => ({
  name,
  servers,
  volumesPerServer: volumes,
  volumeClaimTemplate: { metadata: { name: 'data' }, spec: { resources: { requests: { storage } } } },
});

const resource = (spec: object, status?: object, metadata: object = {}) =>
  tenantResourceSchema.parse({
    metadata: { name: 'lab', namespace: 'team', creationTimestamp: '2026-01-02T03:04:05Z', ...metadata },
    spec,
    status,
  });

describe('a Tenant resource as a row of the tenant list', () => {
  it.each([
    [
      'one pool, no status yet',
      resource({ pools: [pool('pool-0', 4, 2, '10Gi')] }),
      { pool_count: 1, instance_count: 4, volume_count: 8, total_size: 80 * GiB, currentState: undefined },
    ],
    [
      'two pools summed, usage and health from the status',
      resource(
        { pools: [pool('pool-0', 4, 1, '1Ti'), pool('pool-1', 2, 4, '500G')] },
        {
          currentState: 'Initialized',
          healthStatus: 'green',
          usage: { capacity: 100, usage: 40, rawCapacity: 200, rawUsage: 80 },
        },
      ),
      {
        pool_count: 2,
        instance_count: 6,
        volume_count: 12,
        total_size: 4 * 1024 * GiB + 8 * 500e9,
        currentState: 'Initialized',
        health_status: 'green',
        capacity: 100,
        capacity_usage: 40,
        capacity_raw: 200,
        capacity_raw_usage: 80,
      },
    ],
    [
      'no pools, being deleted',
      resource({}, undefined, { deletionTimestamp: '2026-02-01T00:00:00Z' }),
      {
        pool_count: 0,
        instance_count: 0,
        volume_count: 0,
        total_size: 0,
        deletion_date: '2026-02-01T00:00:00Z',
      },
    ],
  ])('%s', (_, tenant, expected) => {
    expect(tenantListItem(tenant)).toMatchObject({
      name: 'lab',
      namespace: 'team',
      creation_date: '2026-01-02T03:04:05Z',
      ...expected,
    });
  });

  it('the details carry the pools back in the contract shape, and the endpoints of its TLS choice', () => {
    const tenant = resource({
      pools: [pool('pool-0', 4, 2, '10Gi')],
      requestAutoCert: false,
      image: 'minio:1',
    });
    expect(tenantView(tenant)).toMatchObject({
      image: 'minio:1',
      minioTLS: false,
      endpoints: { minio: 'http://minio.team.svc.cluster.local' },
      pools: [
        { name: 'pool-0', servers: 4, volumes_per_server: 2, volume_configuration: { size: 10 * GiB } },
      ],
    });
  });
});

describe('Kubernetes quantities', () => {
  it.each([
    ['10Gi', 10 * GiB],
    ['500G', 500e9],
    ['3500m', 3.5],
    ['4', 4],
    ['1e3', 1000],
    ['16384Ki', 16 * 1024 * 1024],
    ['1.5Mi', 1.5 * 1024 * 1024],
    ['ten', Number.NaN],
    ['10 Gi', Number.NaN],
  ])('%s is %d', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });
});

const request = (extra: object = {}) =>
  createTenantRequestSchema.parse({
    name: 'lab',
    namespace: 'team',
    pools: [{ servers: 4, volumes_per_server: 2, volume_configuration: { size: 10 * GiB } }],
    access_key: 'lab-admin',
    secret_key: 'lab-secret-key',
    ...extra,
  });

describe('a create-tenant request as the resources MinIO Operator takes', () => {
  it.each([
    [
      'the defaults: TLS on, no exposed services, pool-0, the root user in config.env',
      request(),
      {
        spec: {
          configuration: { name: 'lab-env-configuration' },
          requestAutoCert: true,
          exposeServices: { minio: false, console: false },
          users: [],
          pools: [
            {
              name: 'pool-0',
              servers: 4,
              volumesPerServer: 2,
              volumeClaimTemplate: {
                metadata: { name: 'data' },
                spec: {
                  accessModes: ['ReadWriteOnce'],
                  resources: { requests: { storage: String(10 * GiB) } },
                },
              },
            },
          ],
        },
      },
    ],
    [
      'scheduling, resources and security context carried to Kubernetes types',
      request({
        enable_tls: false,
        expose_minio: true,
        pools: [
          {
            name: 'fast',
            servers: 2,
            volumes_per_server: 1,
            volume_configuration: { size: GiB, storage_class_name: 'ssd' },
            resources: { requests: { cpu: 2, memory: 4 * GiB } },
            node_selector: { disk: 'ssd' },
            tolerations: [
              {
                key: 'dedicated',
                operator: 'Equal',
                value: 'minio',
                effect: 'NoExecute',
                tolerationSeconds: { seconds: 30 },
              },
            ],
            securityContext: { runAsUser: '1000', runAsGroup: '1000', runAsNonRoot: true, fsGroup: '1000' },
          },
        ],
      }),
      {
        spec: {
          requestAutoCert: false,
          exposeServices: { minio: true, console: false },
          pools: [
            {
              name: 'fast',
              resources: { requests: { cpu: '2', memory: String(4 * GiB) } },
              nodeSelector: { disk: 'ssd' },
              tolerations: [
                {
                  key: 'dedicated',
                  operator: 'Equal',
                  value: 'minio',
                  effect: 'NoExecute',
                  tolerationSeconds: 30,
                },
              ],
              securityContext: { runAsUser: 1000, runAsGroup: 1000, runAsNonRoot: true, fsGroup: 1000 },
              volumeClaimTemplate: { spec: { storageClassName: 'ssd' } },
            },
          ],
        },
      },
    ],
  ])('%s', (_, body, expected) => {
    const { tenant } = tenantResources(body);
    expect(tenant).toMatchObject({
      apiVersion: 'minio.min.io/v2',
      kind: 'Tenant',
      metadata: { name: 'lab', namespace: 'team' },
      ...expected,
    });
  });

  it('writes one secret for the configuration and one per user, each labelled as the tenant’s', () => {
    const { tenant, secrets } = tenantResources(
      request({ idp: { keys: [{ access_key: 'alice', secret_key: 'alice-secret' }] } }),
    );
    expect(secrets.map((secret) => [secret.metadata.name, Object.keys(secret.stringData)])).toEqual([
      ['lab-env-configuration', ['config.env']],
      ['lab-user-0', ['CONSOLE_ACCESS_KEY', 'CONSOLE_SECRET_KEY']],
    ]);
    expect(secrets.every((secret) => secret.metadata.labels?.['v1.min.io/tenant'] === 'lab')).toBe(true);
    expect(tenant).toMatchObject({ spec: { users: [{ name: 'lab-user-0' }] } });
  });

  it.each([
    [
      'root user, browser on',
      request(),
      'export MINIO_ROOT_USER="lab-admin"\nexport MINIO_ROOT_PASSWORD="lab-secret-key"\nexport MINIO_BROWSER="on"\n',
    ],
    [
      'parity, console off and an extra variable, quoted for the shell',
      request({
        erasureCodingParity: 4,
        enable_console: false,
        environmentVariables: [{ key: 'MINIO_DOMAIN', value: 'a "b" $c' }],
      }),
      'export MINIO_ROOT_USER="lab-admin"\nexport MINIO_ROOT_PASSWORD="lab-secret-key"\nexport MINIO_BROWSER="off"\nexport MINIO_STORAGE_CLASS_STANDARD="EC:4"\nexport MINIO_DOMAIN="a \\"b\\" \\$c"\n',
    ],
  ])('config.env: %s', (_, body, expected) => {
    expect(configEnv(body, { accessKey: body.access_key ?? '', secretKey: body.secret_key ?? '' })).toBe(
      expected,
    );
  });

  it('generates the root user when the request has none', () => {
    const { root } = tenantResources(request({ access_key: undefined, secret_key: undefined }));
    expect(root.accessKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(root.secretKey).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

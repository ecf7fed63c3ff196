import type { KubeClient } from './client.ts';

/**
 * A Tenant with its configuration secret, for a test whose cluster points the tenant's console service at a real
 * MinIO's console (startKubeCluster's `tenantConsoles`): the root user in config.env is that MinIO's.
 */
export async function applyTenantWithConsole(
  admin: KubeClient,
  {
    namespace,
    tenant,
    root,
  }: { namespace: string; tenant: string; root: { user: string; password: string } },
): Promise<void> {
  const secretName = `${tenant}-env-configuration`;
  const configEnv = `export MINIO_ROOT_USER="${root.user}"\nexport MINIO_ROOT_PASSWORD="${root.password}"\n`;
  await admin.create('/api/v1/namespaces', { metadata: { name: namespace } });
  await admin.create(`/api/v1/namespaces/${namespace}/secrets`, {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: secretName },
    stringData: { 'config.env': configEnv },
  });
  await admin.create(`/apis/minio.min.io/v2/namespaces/${namespace}/tenants`, {
    apiVersion: 'minio.min.io/v2',
    kind: 'Tenant',
    metadata: { name: tenant },
    spec: {
      configuration: { name: secretName },
      pools: [
        {
          name: 'pool-0',
          servers: 1,
          volumesPerServer: 1,
          volumeClaimTemplate: {
            metadata: { name: 'data' },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
          },
        },
      ],
    },
  });
  const service = `/api/v1/namespaces/${namespace}/services/${tenant}-console`;
  for (let tries = 0; tries < 240; tries++) {
    if ((await admin.send('GET', service)).status === 200) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The controller made no console service for ${namespace}/${tenant}`);
}

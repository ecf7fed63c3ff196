import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MASKED_VALUE } from '../../src/contract/operator/tenant-settings';
import { DEMO_OPERATOR_TOKEN, findTenant, resetOperatorModel, setOperatorMode } from '../operator-model';
import { settingsOf } from '../operator-settings-model';
import { call } from './test-calls';

const GiB = 1024 ** 3;
const TENANT = 'namespaces/tenant-lite/tenants/storage-lite';

const domainsKept = () => {
  const tenant = findTenant('tenant-lite', 'storage-lite');
  return tenant && settingsOf(tenant).domains;
};

describe("operator mocks: a tenant's environment and domains", () => {
  beforeEach(async () => {
    setOperatorMode(true);
    resetOperatorModel();
    await call('POST', 'login/operator', { jwt: DEMO_OPERATOR_TOKEN });
  });
  afterEach(() => setOperatorMode(false));

  it("lists a created tenant's environment as its request wrote it, the root user left out", async () => {
    const created = await call('POST', 'tenants', {
      name: 'fresh',
      namespace: 'tenant-lite',
      pools: [{ servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } }],
      access_key: 'fresh-admin',
      secret_key: 'fresh-secret-key',
      enable_console: false,
      erasureCodingParity: 2,
      environmentVariables: [
        { key: 'MINIO_DOMAIN', value: 'fresh.example.com' },
        { key: 'MINIO_KMS_SECRET_KEY', value: 'key:c2VjcmV0' },
      ],
    });
    expect(created.status).toBe(200);
    expect((await call('GET', 'namespaces/tenant-lite/tenants/fresh/configuration')).body).toEqual({
      environmentVariables: [
        { key: 'MINIO_BROWSER', value: 'off' },
        { key: 'MINIO_STORAGE_CLASS_STANDARD', value: 'EC:2' },
        { key: 'MINIO_DOMAIN', value: 'fresh.example.com' },
        { key: 'MINIO_KMS_SECRET_KEY', value: MASKED_VALUE },
      ],
    });
  });

  it.each([
    [
      'both',
      { minio: ['https://minio.example.com'], console: 'https://console.example.com' },
      { minio: ['https://minio.example.com'], console: 'https://console.example.com' },
    ],
    [
      'MinIO only',
      { minio: ['https://minio.example.com'], console: '' },
      { minio: ['https://minio.example.com'] },
    ],
    ['none', { minio: [] }, undefined],
  ])('keeps the domains as the Tenant does: %s', async (_what, domains, kept) => {
    await call('PUT', `${TENANT}/domains`, {
      domains: { minio: ['https://old.example.com'], console: 'https://old-console.example.com' },
    });
    expect((await call('PUT', `${TENANT}/domains`, { domains })).status).toBe(204);
    expect(domainsKept()).toEqual(kept);
  });
});

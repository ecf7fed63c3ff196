import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { certificatePair } from '../test-support/certificates.ts';
import { type KubeCluster, startKubeCluster } from '../test-support/kube/cluster.ts';

const PORT = 9720;
const NAMESPACE = 'security-lab';
const GiB = 1024 ** 3;

let cluster: KubeCluster;
let dir: string;
let app: ReturnType<typeof createApp>;
let cookie: string;

const request = (path: string, method = 'GET', body?: unknown) =>
  app.request(`/api/v1${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

interface SecretJson {
  type: string;
  data: Record<string, string>;
}
interface TenantJson {
  spec: {
    requestAutoCert?: boolean;
    externalCertSecret: { name: string; type: string }[];
    externalCaCertSecret: { name: string }[];
    kes?: Record<string, unknown>;
  };
}

const kubectlJson = <T>(...args: string[]) =>
  JSON.parse(cluster.kubectl([...args, '-n', NAMESPACE, '-o', 'json'])) as T;
const tenantJson = () => kubectlJson<TenantJson>('get', 'tenant', 'secure');
const secretJson = (name: string) => kubectlJson<SecretJson>('get', 'secret', name);
const secretText = (name: string, key: string) =>
  Buffer.from(secretJson(name).data[key] ?? '', 'base64').toString('utf8');

beforeAll(async () => {
  cluster = await startKubeCluster({ port: PORT });
  await cluster.admin.create('/api/v1/namespaces', { metadata: { name: NAMESPACE } });
  dir = mkdtempSync(join(tmpdir(), 'tenant-security-'));
  app = createApp({
    config: loadConfig({
      CONSOLE_OPERATOR_MODE: 'on',
      CONSOLE_K8S_API_URL: cluster.url,
      CONSOLE_K8S_CA_FILE: cluster.caFile,
      CONSOLE_DATA_DIR: dir,
    }),
    sessionKey: randomBytes(32),
  });
  const login = await app.request('/api/v1/login/operator', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jwt: cluster.adminToken }),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const pool = { servers: 4, volumes_per_server: 1, volume_configuration: { size: 10 * GiB } };
const oidc = {
  configuration_url: 'https://id.example.com/.well-known/openid-configuration',
  client_id: 'minio',
  secret_id: 'oidc-client-secret',
  claim_name: 'policy',
  scopes: 'openid,email',
};
const vault = {
  endpoint: 'https://vault.example.com:8200',
  engine: 'kv',
  approle: { id: 'role-id', secret: 'role-secret', retry: 15 },
  status: { ping: 10 },
};

describe('a tenant with its own certificates, OpenID and KES, created through the API', () => {
  it('writes the Tenant, its certificate secrets, its config.env and KES configuration as MinIO Operator reads them', async () => {
    const server = certificatePair([
      'minio.security-lab.svc.cluster.local',
      '*.secure-hl.security-lab.svc.cluster.local',
    ]);
    const ca = certificatePair(['Lab CA']);
    const response = await request('/tenants', 'POST', {
      name: 'secure',
      namespace: NAMESPACE,
      pools: [pool],
      enable_tls: false,
      idp: { oidc },
      tls: {
        minioServerCertificates: [{ crt: server.crt, key: server.key }],
        minioCAsCertificates: [ca.crt],
      },
      encryption: { vault, replicas: '1' },
    });
    expect(response.status).toBe(200);

    const tenant = tenantJson();
    expect(tenant.spec.requestAutoCert).toBe(false);
    const [serverRef] = tenant.spec.externalCertSecret;
    expect(serverRef).toMatchObject({ type: 'kubernetes.io/tls' });
    const serverSecret = secretJson(serverRef?.name ?? '');
    expect(serverSecret.type).toBe('kubernetes.io/tls');
    expect(secretText(serverRef?.name ?? '', 'tls.crt')).toBe(server.pem);
    const [caRef] = tenant.spec.externalCaCertSecret;
    expect(secretText(caRef?.name ?? '', 'public.crt')).toBe(ca.pem);

    expect(tenant.spec.kes).toMatchObject({
      replicas: 1,
      kesSecret: { name: 'secure-kes-configuration' },
      keyName: 'secure-key',
    });
    const kesConfig = secretText('secure-kes-configuration', 'server-config.yaml');
    expect(kesConfig).toContain('keystore:\n  vault:\n    endpoint: "https://vault.example.com:8200"\n');
    expect(kesConfig).toContain('      secret: "role-secret"\n');

    const configEnv = secretText('secure-env-configuration', 'config.env');
    expect(configEnv).toContain(
      'export MINIO_IDENTITY_OPENID_CONFIG_URL="https://id.example.com/.well-known/openid-configuration"\n',
    );
    expect(configEnv).toContain('export MINIO_IDENTITY_OPENID_CLIENT_SECRET="oidc-client-secret"\n');
    expect(configEnv).toContain('export MINIO_IDENTITY_OPENID_SCOPES="openid,email"\n');
  });

  it('reads the certificates back with their domains and expiry, and the identity provider without its secret', async () => {
    const security = await (await request(`/namespaces/${NAMESPACE}/tenants/secure/security`)).json();
    expect(security.autoCert).toBe(false);
    expect(security.customCertificates.minio[0].domains).toEqual([
      'minio.security-lab.svc.cluster.local',
      '*.secure-hl.security-lab.svc.cluster.local',
    ]);
    expect(Date.parse(security.customCertificates.minio[0].expiry)).toBeGreaterThan(Date.now());
    expect(security.customCertificates.minioCAs[0].domains).toEqual(['Lab CA']);

    const idp = await (await request(`/namespaces/${NAMESPACE}/tenants/secure/identity-provider`)).json();
    expect(idp).toEqual({ oidc: { ...oidc, secret_id: '' } });

    const encryption = await (await request(`/namespaces/${NAMESPACE}/tenants/secure/encryption`)).json();
    expect(encryption).toMatchObject({
      replicas: '1',
      vault: { endpoint: vault.endpoint, approle: { id: 'role-id', secret: '' } },
    });
  });

  it('adds a certificate, removes one, and refuses to delete a secret that is not a certificate of the tenant', async () => {
    const path = `/namespaces/${NAMESPACE}/tenants/secure`;
    const added = certificatePair(['added.example.com']);
    expect((await request(`${path}/certificates`, 'PUT', { minioServerCertificates: [added] })).status).toBe(
      201,
    );
    const names = tenantJson().spec.externalCertSecret.map((ref) => ref.name);
    expect(names).toHaveLength(2);

    const refused = await request(`${path}/security`, 'POST', {
      customCertificates: { secretsToBeDeleted: ['secure-env-configuration'] },
    });
    expect(refused.status).toBe(400);
    expect(
      cluster.kubectl(['get', 'secret', 'secure-env-configuration', '-n', NAMESPACE, '-o', 'name']),
    ).toContain('secure-env-configuration');

    const [first] = names;
    expect(
      (
        await request(`${path}/security`, 'POST', {
          autoCert: true,
          customCertificates: { secretsToBeDeleted: [first] },
        })
      ).status,
    ).toBe(204);
    const tenant = tenantJson();
    expect(tenant.spec.requestAutoCert).toBe(true);
    expect(tenant.spec.externalCertSecret.map((ref) => ref.name)).toEqual([names[1]]);
    expect(() => cluster.kubectl(['get', 'secret', String(first), '-n', NAMESPACE])).toThrow(/NotFound/);
  });

  it("refuses a key that is not the certificate's own, writing nothing", async () => {
    const one = certificatePair(['one.example.com']);
    const other = certificatePair(['other.example.com']);
    const response = await request(`/namespaces/${NAMESPACE}/tenants/secure/certificates`, 'PUT', {
      minioServerCertificates: [{ crt: one.crt, key: other.key }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      detailedMessage: expect.stringContaining("is not the certificate's"),
    });
  });

  it('switches the identity provider to LDAP in config.env, keeping the other lines', async () => {
    const response = await request(`/namespaces/${NAMESPACE}/tenants/secure/identity-provider`, 'POST', {
      active_directory: {
        url: 'ldap.example.com:636',
        lookup_bind_dn: 'cn=admin,dc=example,dc=com',
        lookup_bind_password: 'bind-secret',
        server_start_tls: true,
      },
    });
    expect(response.status).toBe(204);
    const configEnv = secretText('secure-env-configuration', 'config.env');
    expect(configEnv).not.toContain('MINIO_IDENTITY_OPENID_');
    expect(configEnv).toContain('export MINIO_IDENTITY_LDAP_SERVER_ADDR="ldap.example.com:636"\n');
    expect(configEnv).toContain('export MINIO_IDENTITY_LDAP_SERVER_STARTTLS="on"\n');
    expect(configEnv).toContain('export MINIO_ROOT_USER=');
  });

  it('changes KES to another key store, then turns encryption off and removes its configuration', async () => {
    const path = `/namespaces/${NAMESPACE}/tenants/secure/encryption`;
    const aws = {
      secretsmanager: {
        endpoint: 'https://secretsmanager.us-east-1.amazonaws.com',
        region: 'us-east-1',
        credentials: { accesskey: 'AKIA', secretkey: 'aws-secret' },
      },
    };
    expect((await request(path, 'PUT', { aws, replicas: '2' })).status).toBe(201);
    expect(tenantJson().spec.kes?.replicas).toBe(2);
    const kesConfig = secretText('secure-kes-configuration', 'server-config.yaml');
    expect(kesConfig).toContain('keystore:\n  aws:\n    secretsmanager:\n');
    expect(kesConfig).not.toContain('vault');

    expect((await request(path, 'DELETE')).status).toBe(204);
    expect(tenantJson().spec.kes).toBeUndefined();
    expect(() => cluster.kubectl(['get', 'secret', 'secure-kes-configuration', '-n', NAMESPACE])).toThrow(
      /NotFound/,
    );
    expect(await (await request(path)).json()).toEqual({});
  });
});

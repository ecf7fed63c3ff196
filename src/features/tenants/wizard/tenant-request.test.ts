import { describe, expect, it } from 'vitest';
import { createTenantRequestSchema } from '@/contract/operator/tenants';
import { POOL_SIZING_MESSAGES } from './pool-sizing';
import { newTenantForm, type TenantForm } from './tenant-form';
import { createTenantRequest, parseLabels, tenantFormProblems, withNodeLabel } from './tenant-request';
import { canCreate, isPageValid, validPages, WIZARD_PAGES } from './wizard-pages';

const GI = 1024 ** 3;
/** PEM-shaped text: what the wizard checks before the server reads it as a certificate. */
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHfake\n-----END PRIVATE KEY-----';
const OIDC = {
  configuration_url: 'https://id.example.com/.well-known/openid-configuration',
  client_id: 'minio',
  secret_id: 'client-secret',
  claim_name: 'policy',
};
const VAULT = {
  'vault.endpoint': 'https://vault.example.com:8200',
  'vault.approle.id': 'role',
  'vault.approle.secret': 'role-secret',
};
const named = (change: Partial<TenantForm> = {}): TenantForm => ({
  ...newTenantForm(),
  name: 'tenant-1',
  namespace: 'tenants',
  ...change,
});
const shownProblems = (form: TenantForm) =>
  Object.fromEntries(Object.entries(tenantFormProblems(form)).filter(([, problem]) => problem !== undefined));

describe('the wizard pages', () => {
  it('start all six valid, the tenant still to be named', () => {
    const valid = validPages(tenantFormProblems(newTenantForm()));
    expect(valid).toEqual([...WIZARD_PAGES]);
    expect(isPageValid('tenantSize', valid)).toBe(false);
    expect(canCreate(valid)).toBe(false);
  });

  it.each([false, true])('are all valid once named (started over: %s)', (afterReset) => {
    const valid = validPages(
      tenantFormProblems(named({ ...newTenantForm({ afterReset }), name: 'a-b', namespace: 'ns' })),
    );
    expect(WIZARD_PAGES.every((page) => isPageValid(page, valid))).toBe(true);
    expect(canCreate(valid)).toBe(true);
  });

  it.each<
    [description: string, change: Partial<TenantForm>, invalidPage: string, field: string, problem: string]
  >([
    [
      'a name with capitals',
      { name: 'Tenant' },
      'nameTenant',
      'name',
      'The tenant name has 3 to 63 lowercase letters, digits and "-"',
    ],
    [
      'a name of two letters',
      { name: 'ab' },
      'nameTenant',
      'name',
      'The tenant name has 3 to 63 lowercase letters, digits and "-"',
    ],
    ['no namespace', { namespace: '' }, 'nameTenant', 'namespace', 'Enter the namespace'],
    ['a size under 1 Gi', { volumeSize: '0.5' }, 'tenantSize', 'distribution', POOL_SIZING_MESSAGES.tooSmall],
    [
      'a size that is no number',
      { volumeSize: 'lots' },
      'tenantSize',
      'distribution',
      POOL_SIZING_MESSAGES.invalid,
    ],
    [
      '3 servers',
      { nodes: '3' },
      'tenantSize',
      'nodes',
      'The number of servers is a whole number from 4 to 1000',
    ],
    ['no drive', { drivesPerServer: '0' }, 'tenantSize', 'distribution', POOL_SIZING_MESSAGES.noDrives],
    [
      'volumes over 256 Gi',
      { volumeSize: '2', sizeFactor: 'Ti' },
      'tenantSize',
      'distribution',
      POOL_SIZING_MESSAGES.cannotAllocate,
    ],
    [
      'volumes under 1 Gi',
      { volumeSize: '10', drivesPerServer: '4' },
      'tenantSize',
      'distribution',
      POOL_SIZING_MESSAGES.volumeTooSmall,
    ],
    [
      'no memory',
      { memoryNode: '0' },
      'tenantSize',
      'memoryNode',
      'The memory per server is a whole number from 1 to 1024',
    ],
    [
      'an image with a space',
      { imageName: 'minio/minio latest' },
      'configure',
      'imageName',
      'The image is not an image reference',
    ],
    [
      'a user id that is no number',
      { runAsUser: 'root' },
      'configure',
      'runAsUser',
      'The user id must be a whole number',
    ],
    [
      'a node selector line without "="',
      { podAffinity: 'nodeSelector', nodeSelectorLabels: 'zone=a\nrack' },
      'affinity',
      'nodeSelectorLabels',
      'Line 2 is not key=value',
    ],
    [
      'OpenID without a client ID',
      { idpSelection: 'openid', oidc: { ...OIDC, client_id: ' ' } },
      'identityProvider',
      'oidc.client_id',
      'Enter the client ID',
    ],
    [
      'an OpenID configuration URL that is not http(s)',
      { idpSelection: 'openid', oidc: { ...OIDC, configuration_url: 'ftp://id.example.com' } },
      'identityProvider',
      'oidc.configuration_url',
      'The configuration URL starts with http:// or https://',
    ],
    [
      'an LDAP address with a scheme',
      { idpSelection: 'ldap', ldap: { url: 'ldaps://ldap.example.com:636', lookup_bind_dn: 'cn=admin' } },
      'identityProvider',
      'ldap.url',
      'The LDAP server address is host:port, such as ldap.example.com:636',
    ],
    [
      'custom certificates with none given',
      { enableCustomCerts: true },
      'security',
      'serverCertificates.0.crt',
      'Enter the certificate',
    ],
    [
      'a key that is not PEM',
      { enableCustomCerts: true, serverCertificates: [{ id: 'a', crt: CERT, key: 'my key' }] },
      'security',
      'serverCertificates.0.key',
      'The private key is not a PEM private key',
    ],
    [
      'a CA that is not a certificate',
      {
        enableCustomCerts: true,
        serverCertificates: [{ id: 'a', crt: CERT, key: KEY }],
        caCertificates: [{ id: 'b', crt: KEY }],
      },
      'security',
      'caCertificates.0.crt',
      'The certificate is not a PEM certificate',
    ],
    [
      'Vault without its AppRole secret',
      { enableEncryption: true, kms: { ...VAULT, 'vault.approle.secret': '' } },
      'encryption',
      'kms.vault.approle.secret',
      'Enter the AppRole secret',
    ],
    [
      'AWS without a region',
      {
        enableEncryption: true,
        kmsKind: 'aws',
        kms: { 'aws.secretsmanager.endpoint': 'https://sm.example.com' },
      },
      'encryption',
      'kms.aws.secretsmanager.region',
      'Enter the region',
    ],
    [
      '17 KES replicas',
      { enableEncryption: true, kms: VAULT, kesReplicas: '17' },
      'encryption',
      'kesReplicas',
      'The KES replicas are 1 to 16',
    ],
  ])('%s makes its page invalid', (_, change, invalidPage, field, problem) => {
    const form = named(change);
    expect(shownProblems(form)).toMatchObject({ [field]: problem });
    expect(validPages(tenantFormProblems(form))).not.toContain(invalidPage);
  });

  it.each<[description: string, keys: TenantForm['keys'], field: string, problem: string]>([
    [
      'a short access key',
      [{ id: '1', accessKey: 'ab', secretKey: 'secret-key-1' }],
      'keys.0.accessKey',
      'The access key has at least 3 characters',
    ],
    [
      'a short secret key',
      [{ id: '1', accessKey: 'user-1', secretKey: 'short' }],
      'keys.0.secretKey',
      'The secret key has at least 8 characters',
    ],
    [
      'an access key twice',
      [
        { id: '1', accessKey: 'user-1', secretKey: 'secret-key-1' },
        { id: '2', accessKey: 'user-1', secretKey: 'secret-key-2' },
      ],
      'keys.1.accessKey',
      'Each user has an access key of its own',
    ],
  ])('%s makes the identity page invalid', (_, keys, field, problem) => {
    const form = named({ keys });
    expect(shownProblems(form)).toEqual({ [field]: problem });
    expect(validPages(tenantFormProblems(form))).not.toContain('identityProvider');
  });

  it('ignores the image while no custom image is asked for, and a node selector while pods go anywhere', () => {
    const form = named({
      customImage: false,
      imageName: 'not an image',
      podAffinity: 'none',
      nodeSelectorLabels: 'junk',
    });
    expect(shownProblems(form)).toEqual({});
  });
});

describe('parseLabels', () => {
  it.each<[text: string, labels: Record<string, string>, problem: string | undefined]>([
    ['', {}, undefined],
    ['zone=a\n\n rack = r1 ', { zone: 'a', rack: 'r1' }, undefined],
    ['empty=', { empty: '' }, undefined],
    ['=a', {}, 'Line 1 is not key=value'],
    [Array.from({ length: 65 }, (_, index) => `k${index}=v`).join('\n'), {}, 'At most 64 labels'],
  ])('%j', (text, labels, problem) => {
    expect(parseLabels(text)).toEqual(problem ? { labels: expect.any(Object), problem } : { labels });
  });
});

describe('createTenantRequest', () => {
  it('sends the defaults as one pool of 4 servers spread over nodes, with the users and TLS', () => {
    const form = named();
    const request = createTenantRequest(form, 'EC:2');
    expect(request).toEqual({
      name: 'tenant-1',
      namespace: 'tenants',
      pools: [
        {
          name: 'pool-0',
          servers: 4,
          volumes_per_server: 1,
          volume_configuration: { size: 25 * GI },
          resources: { requests: { cpu: 1, memory: 2 * GI } },
          securityContext: { runAsUser: '1000', runAsGroup: '1000', fsGroup: '1000', runAsNonRoot: true },
          affinity: {
            podAntiAffinity: {
              requiredDuringSchedulingIgnoredDuringExecution: [
                {
                  labelSelector: {
                    matchExpressions: [
                      { key: 'v1.min.io/tenant', operator: 'In', values: ['tenant-1'] },
                      { key: 'v1.min.io/pool', operator: 'In', values: ['pool-0'] },
                    ],
                  },
                  topologyKey: 'kubernetes.io/hostname',
                },
              ],
            },
          },
        },
      ],
      enable_tls: true,
      expose_minio: true,
      expose_console: true,
      erasureCodingParity: 2,
      idp: { keys: form.keys.map((pair) => ({ access_key: pair.accessKey, secret_key: pair.secretKey })) },
    });
    expect(createTenantRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each<[description: string, change: Partial<TenantForm>, erasureCode: string, expected: object]>([
    ['a custom image', { imageName: ' minio/minio:latest ' }, '', { image: 'minio/minio:latest' }],
    ['no parity chosen', {}, '', { erasureCodingParity: undefined }],
    [
      'the storage class',
      { storageClass: 'fast' },
      '',
      {
        pools: [
          expect.objectContaining({ volume_configuration: { size: 25 * GI, storage_class_name: 'fast' } }),
        ],
      },
    ],
    [
      'pods anywhere',
      { podAffinity: 'none' },
      '',
      { pools: [expect.not.objectContaining({ affinity: expect.anything() })] },
    ],
    [
      'a node selector, spread over nodes',
      { podAffinity: 'nodeSelector', nodeSelectorLabels: 'zone=a' },
      '',
      { pools: [expect.objectContaining({ node_selector: { zone: 'a' }, affinity: expect.anything() })] },
    ],
    [
      'a node selector without spreading',
      { podAffinity: 'nodeSelector', nodeSelectorLabels: 'zone=a', withPodAntiAffinity: false },
      '',
      { pools: [expect.not.objectContaining({ affinity: expect.anything() })] },
    ],
    [
      'no automatic certificates, nothing exposed',
      { enableAutoCert: false, exposeMinIO: false, exposeConsole: false },
      '',
      { enable_tls: false, expose_minio: false, expose_console: false },
    ],
    [
      'OpenID',
      { idpSelection: 'openid', oidc: { ...OIDC, scopes: ' ' } },
      '',
      { idp: expect.objectContaining({ oidc: OIDC }) },
    ],
    [
      'LDAP with StartTLS',
      {
        idpSelection: 'ldap',
        ldap: { url: 'ldap.example.com:389', lookup_bind_dn: 'cn=admin' },
        ldapStartTls: true,
      },
      '',
      {
        idp: expect.objectContaining({
          active_directory: {
            url: 'ldap.example.com:389',
            lookup_bind_dn: 'cn=admin',
            skip_tls_verification: false,
            server_insecure: false,
            server_start_tls: true,
          },
        }),
      },
    ],
    [
      'certificates of its own, base64-encoded',
      {
        enableCustomCerts: true,
        serverCertificates: [{ id: 'a', crt: CERT, key: KEY }],
        caCertificates: [{ id: 'b', crt: ` ${CERT} ` }],
      },
      '',
      {
        tls: {
          minioServerCertificates: [{ crt: btoa(`${CERT}\n`), key: btoa(`${KEY}\n`) }],
          minioCAsCertificates: [btoa(`${CERT}\n`)],
        },
      },
    ],
    [
      'encryption with Vault and one KES replica',
      { enableEncryption: true, kms: { ...VAULT, 'vault.approle.retry': '15' } },
      '',
      {
        encryption: {
          vault: {
            endpoint: 'https://vault.example.com:8200',
            approle: { id: 'role', secret: 'role-secret', retry: 15 },
          },
          replicas: '1',
        },
      },
    ],
  ])('sends %s', (_, change, erasureCode, expected) => {
    const request = createTenantRequest(named(change), erasureCode);
    expect({ image: undefined, erasureCodingParity: undefined, ...request }).toMatchObject(expected);
    expect(createTenantRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves the image out when none is asked for', () => {
    expect(
      createTenantRequest(named({ customImage: false, imageName: 'minio/minio' }), ''),
    ).not.toHaveProperty('image');
  });
});

describe('a node label added to those typed', () => {
  it.each<[string, [key: string, value: string], string]>([
    ['', ['disk', 'nvme'], 'disk=nvme'],
    ['zone=a\n\n', [' disk ', ' nvme '], 'zone=a\ndisk=nvme'],
    ['zone=a\ndisk=ssd', ['disk', 'nvme'], 'zone=a\ndisk=nvme'],
  ])('%j + %j → %j', (text, [key, value], expected) => {
    expect(withNodeLabel(text, key, value)).toBe(expected);
  });
});

import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminClient, MinioApiError, MinioUnreachableError, type NewBucketTarget } from './admin-client.ts';
import { decryptData, encryptData } from './admin-codec.ts';
import { signRequest } from './sigv4.ts';

const CREDENTIALS = { accessKey: 'TEMPACCESS', secretKey: 'temporary-secret', sessionToken: 'session-token' };

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Handler = (request: Received, response: ServerResponse) => unknown;

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A throwaway MinIO stand-in on 127.0.0.1; returns its endpoint and the requests it saw. */
async function fakeMinio(handler: Handler) {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    received.push(request);
    await handler(request, res);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, received, server };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function client(endpoint: string, timeoutMs?: number) {
  return new AdminClient({ endpoint, credentials: CREDENTIALS, timeoutMs });
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

describe('AdminClient requests', () => {
  it('signs with SigV4 (service s3) under /minio/admin/v3, with RFC 3986 query escaping', async () => {
    const minio = await fakeMinio((_, res) => sendJson(res, 200, {}));
    await client(minio.endpoint).getGroupDescription("team:a b+c's");
    const [request] = minio.received;
    expect(request?.url).toBe('/minio/admin/v3/group?group=team%3Aa%20b%2Bc%27s');
    const headers = request?.headers ?? {};
    expect(headers['x-amz-content-sha256']).toBe(createHash('sha256').update('').digest('hex'));
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TEMPACCESS\/\d{8}\/us-east-1\/s3\/aws4_request, /,
    );
    const expected = signRequest({
      method: 'GET',
      url: new URL(`${minio.endpoint}${request?.url}`),
      headers: {},
      body: new Uint8Array(),
      credentials: CREDENTIALS,
      region: 'us-east-1',
      service: 's3',
      date: amzDateToDate(String(headers['x-amz-date'])),
    });
    expect(headers.authorization).toBe(expected.authorization);
  });

  it('sends paths starting with /minio/ as they are', async () => {
    const minio = await fakeMinio((_, res) => sendJson(res, 200, { name: 'kes', 'default-key-id': 'k1' }));
    expect(await client(minio.endpoint).kmsStatus()).toEqual({ name: 'kes', 'default-key-id': 'k1' });
    expect(minio.received[0]?.url).toBe('/minio/kms/v1/status');
  });

  it('returns null from kmsStatus when the server has no KMS (501)', async () => {
    const minio = await fakeMinio((_, res) =>
      sendJson(res, 501, {
        Code: 'NotImplemented',
        Message: 'Server side encryption specified but KMS is not configured',
      }),
    );
    expect(await client(minio.endpoint).kmsStatus()).toBeNull();
  });

  it.each([
    ['a self-revoke', {}, '/minio/admin/v3/revoke-tokens/builtin'],
    [
      'one user’s tokens of one type',
      { user: 'alice', tokenRevokeType: 'console-x' },
      '/minio/admin/v3/revoke-tokens/builtin?user=alice&tokenRevokeType=console-x',
    ],
    [
      'all of a directory user’s tokens',
      { userProvider: 'ldap' as const, user: 'uid=bob', fullRevoke: true },
      '/minio/admin/v3/revoke-tokens/ldap?user=uid%3Dbob&fullRevoke=true',
    ],
  ])('revokes tokens: %s', async (_case, options, url) => {
    const minio = await fakeMinio((_, res) => res.writeHead(200).end());
    await client(minio.endpoint).revokeTokens(options);
    expect(minio.received[0]).toMatchObject({ method: 'POST', url });
  });

  it('encrypts the addUser body with the signing secret', async () => {
    const minio = await fakeMinio((_, res) => res.end());
    await client(minio.endpoint).addUser('alice', 'alice-secret-1');
    const [request] = minio.received;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/minio/admin/v3/add-user?accessKey=alice');
    expect(request?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256')
        .update(request?.body ?? '')
        .digest('hex'),
    );
    const plaintext = await decryptData(CREDENTIALS.secretKey, request?.body ?? new Uint8Array());
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({
      secretKey: 'alice-secret-1',
      status: 'enabled',
    });
  });

  it('decrypts the listUsers answer', async () => {
    const users = {
      alice: { policyName: 'readwrite', status: 'enabled', memberOf: ['devs'] },
      bob: { status: 'disabled' },
    };
    const answer = await encryptData(CREDENTIALS.secretKey, new TextEncoder().encode(JSON.stringify(users)));
    const minio = await fakeMinio((_, res) => res.end(answer));
    expect(await client(minio.endpoint).listUsers()).toEqual(users);
  });

  it('parses accountInfo, including a Policy sent as a JSON string', async () => {
    const policy = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*'] }] };
    const minio = await fakeMinio((_, res) =>
      sendJson(res, 200, {
        AccountName: 'root',
        Server: { Type: 2 },
        Policy: JSON.stringify(policy),
        Buckets: null,
      }),
    );
    const info = await client(minio.endpoint).accountInfo();
    expect(info.Policy).toEqual(policy);
    expect(info.Server.Type).toBe(2);
  });

  it('rejects an answer of the wrong shape with a clear error', async () => {
    const minio = await fakeMinio((_, res) => sendJson(res, 200, { Server: {} }));
    await expect(client(minio.endpoint).accountInfo()).rejects.toThrow(
      /Unexpected answer to GET \/accountinfo/,
    );
  });
});

const NEW_TARGET: NewBucketTarget = {
  sourcebucket: 'photos',
  endpoint: '127.0.0.1:9000',
  credentials: { accessKey: 'remote', secretKey: 'remote-secret' },
  targetbucket: 'copies',
  secure: false,
  path: '',
  api: 's3v4',
  type: 'replication',
  region: '',
  replicationSync: false,
  bandwidthlimit: 0,
  healthCheckDuration: 0,
};

/** One admin operation: how it is called, what goes on the wire, and what MinIO answers it. */
interface OperationCase {
  call: (admin: AdminClient) => Promise<unknown>;
  method: string;
  url: string;
  /** The JSON body sent, after decryption when `encrypted`. */
  body?: unknown;
  encrypted?: boolean;
  answer?: unknown;
  encryptAnswer?: boolean;
  result?: unknown;
}

const OPERATIONS: Record<string, OperationCase> = {
  AccountInfo: {
    call: (admin) => admin.accountInfo(),
    method: 'GET',
    url: '/minio/admin/v3/accountinfo',
    answer: {
      AccountName: 'u',
      Server: {},
      Policy: null,
      Buckets: [{ name: 'b', details: { quota: null } }],
    },
  },
  ServerInfo: {
    call: async (admin) => (await admin.serverInfo()).sqsARN,
    method: 'GET',
    url: '/minio/admin/v3/info',
    answer: { mode: 'online', sqsARN: ['arn:minio:sqs::1:webhook'] },
    result: ['arn:minio:sqs::1:webhook'],
  },
  GetBucketQuota: {
    call: (admin) => admin.getBucketQuota('my bucket'),
    method: 'GET',
    url: '/minio/admin/v3/get-bucket-quota?bucket=my%20bucket',
    answer: { quota: 0, size: 1024, quotatype: 'hard' },
    result: { quota: 0, size: 1024, quotatype: 'hard' },
  },
  'GetBucketQuota, none set': {
    call: (admin) => admin.getBucketQuota('b'),
    method: 'GET',
    url: '/minio/admin/v3/get-bucket-quota?bucket=b',
    answer: null,
    result: null,
  },
  SetBucketQuota: {
    call: (admin) => admin.setBucketQuota('b', { quota: 5, quotatype: 'hard' }),
    method: 'PUT',
    url: '/minio/admin/v3/set-bucket-quota?bucket=b',
    body: { quota: 5, quotatype: 'hard' },
  },
  ListCannedPolicies: {
    call: (admin) => admin.listCannedPolicies(),
    method: 'GET',
    url: '/minio/admin/v3/list-canned-policies',
    answer: { readonly: { Version: '2012-10-17' } },
    result: { readonly: { Version: '2012-10-17' } },
  },
  'ListGroups, none': {
    call: (admin) => admin.listGroups(),
    method: 'GET',
    url: '/minio/admin/v3/groups',
    answer: null,
    result: [],
  },
  GetGroupDescription: {
    call: (admin) => admin.getGroupDescription('devs'),
    method: 'GET',
    url: '/minio/admin/v3/group?group=devs',
    answer: { name: 'devs', members: ['alice'], policy: 'readwrite' },
    result: { name: 'devs', members: ['alice'], policy: 'readwrite' },
  },
  'ListTiers, none': {
    call: (admin) => admin.listTiers(),
    method: 'GET',
    url: '/minio/admin/v3/tier',
    answer: null,
    result: [],
  },
  // Tiers
  AddTier: {
    call: (admin) =>
      admin.addTier({ type: 'minio', name: 'WARM', settings: { Endpoint: 'http://x:9000', Bucket: 'b' } }),
    method: 'PUT',
    url: '/minio/admin/v3/tier?force=false',
    body: { Version: 'v1', Type: 'minio', Name: 'WARM', MinIO: { Endpoint: 'http://x:9000', Bucket: 'b' } },
    encrypted: true,
  },
  EditTier: {
    call: (admin) => admin.editTier('WARM', { access: 'ak', secret: 'sk', creds: '' }),
    method: 'POST',
    url: '/minio/admin/v3/tier/WARM',
    body: { access: 'ak', secret: 'sk', awsrole: false },
    encrypted: true,
  },
  RemoveTier: {
    call: (admin) => admin.removeTier('WARM'),
    method: 'DELETE',
    url: '/minio/admin/v3/tier/WARM',
  },
  VerifyTier: {
    call: (admin) => admin.verifyTier('WARM'),
    method: 'GET',
    url: '/minio/admin/v3/tier/WARM',
  },
  'TierStats, none': {
    call: (admin) => admin.tierStats(),
    method: 'GET',
    url: '/minio/admin/v3/tier-stats',
    answer: null,
    result: [],
  },
  SetRemoteTarget: {
    call: (admin) => admin.setRemoteTarget(NEW_TARGET),
    method: 'PUT',
    url: '/minio/admin/v3/set-remote-target?bucket=photos',
    body: NEW_TARGET,
    encrypted: true,
    answer: 'arn:minio:replication::1:copies',
    result: 'arn:minio:replication::1:copies',
  },
  ListRemoteTargets: {
    call: (admin) => admin.listRemoteTargets(''),
    method: 'GET',
    url: '/minio/admin/v3/list-remote-targets?bucket=&type=replication',
    answer: null,
    result: [],
  },
  RemoveRemoteTarget: {
    call: (admin) => admin.removeRemoteTarget('photos', 'arn:minio:replication::1:copies'),
    method: 'DELETE',
    url: '/minio/admin/v3/remove-remote-target?bucket=photos&arn=arn%3Aminio%3Areplication%3A%3A1%3Acopies',
  },
  AddServiceAccount: {
    call: (admin) => admin.addServiceAccount({ name: 'sa', accessKey: '', description: undefined }),
    method: 'PUT',
    url: '/minio/admin/v3/add-service-account',
    body: { name: 'sa' },
    encrypted: true,
    answer: { credentials: { accessKey: 'k', secretKey: 's' } },
    encryptAnswer: true,
    result: { accessKey: 'k', secretKey: 's' },
  },
  DeleteServiceAccount: {
    call: (admin) => admin.deleteServiceAccount('k'),
    method: 'DELETE',
    url: '/minio/admin/v3/delete-service-account?accessKey=k',
  },
  ServiceRestart: {
    call: (admin) => admin.serviceRestart(),
    method: 'POST',
    url: '/minio/admin/v3/service?action=restart',
  },
  RemoveUser: {
    call: (admin) => admin.removeUser('alice'),
    method: 'DELETE',
    url: '/minio/admin/v3/remove-user?accessKey=alice',
  },
  GetUserInfo: {
    call: (admin) => admin.getUserInfo('alice'),
    method: 'GET',
    url: '/minio/admin/v3/user-info?accessKey=alice',
    answer: { policyName: 'readonly,diag', status: 'enabled', memberOf: ['devs'] },
    result: { policyName: 'readonly,diag', status: 'enabled', memberOf: ['devs'] },
  },
  SetUserStatus: {
    call: (admin) => admin.setUserStatus('alice', 'disabled'),
    method: 'PUT',
    url: '/minio/admin/v3/set-user-status?accessKey=alice&status=disabled',
  },
  UpdateGroupMembers: {
    call: (admin) => admin.updateGroupMembers({ group: 'devs', members: ['alice'], isRemove: true }),
    method: 'PUT',
    url: '/minio/admin/v3/update-group-members',
    body: { group: 'devs', members: ['alice'], isRemove: true, groupStatus: 'enabled' },
  },
  SetGroupStatus: {
    call: (admin) => admin.setGroupStatus('devs', 'disabled'),
    method: 'PUT',
    url: '/minio/admin/v3/set-group-status?group=devs&status=disabled',
  },
  InfoCannedPolicyV2: {
    call: (admin) => admin.infoCannedPolicy('read only'),
    method: 'GET',
    url: '/minio/admin/v3/info-canned-policy?name=read%20only&v=2',
    answer: { PolicyName: 'read only', Policy: { Version: '2012-10-17', Statement: [] } },
    result: { PolicyName: 'read only', Policy: { Version: '2012-10-17', Statement: [] } },
  },
  AddCannedPolicy: {
    call: (admin) => admin.addCannedPolicy('p', '{"Version":"2012-10-17","Statement":[]}'),
    method: 'PUT',
    url: '/minio/admin/v3/add-canned-policy?name=p',
    body: { Version: '2012-10-17', Statement: [] },
  },
  RemoveCannedPolicy: {
    call: (admin) => admin.removeCannedPolicy('p'),
    method: 'DELETE',
    url: '/minio/admin/v3/remove-canned-policy?name=p',
  },
  AttachPolicy: {
    call: (admin) => admin.attachPolicy({ policies: ['readonly'], user: 'alice' }),
    method: 'POST',
    url: '/minio/admin/v3/idp/builtin/policy/attach',
    body: { policies: ['readonly'], user: 'alice' },
    encrypted: true,
    answer: { policiesAttached: ['readonly'], updatedAt: '2025-01-01T00:00:00Z' },
    encryptAnswer: true,
    result: { policiesAttached: ['readonly'], updatedAt: '2025-01-01T00:00:00Z' },
  },
  'DetachPolicy, an older server answering no body': {
    call: (admin) => admin.detachPolicy({ policies: ['readonly'], group: 'devs' }),
    method: 'POST',
    url: '/minio/admin/v3/idp/builtin/policy/detach',
    body: { policies: ['readonly'], group: 'devs' },
    encrypted: true,
    result: null,
  },
  GetPolicyEntities: {
    call: (admin) => admin.getPolicyEntities({ policies: ['readonly', 'diag'] }),
    method: 'GET',
    url: '/minio/admin/v3/idp/builtin/policy-entities?policy=readonly&policy=diag',
    answer: { timestamp: 't', policyMappings: [{ policy: 'readonly', users: ['alice'], groups: null }] },
    encryptAnswer: true,
    result: { timestamp: 't', policyMappings: [{ policy: 'readonly', users: ['alice'], groups: null }] },
  },
  'AddServiceAccount, every option': {
    call: (admin) =>
      admin.addServiceAccount({
        policy: { Version: '2012-10-17', Statement: [] },
        targetUser: 'alice',
        accessKey: 'alice-key',
        secretKey: 'alice-secret',
        name: 'ci',
        description: 'for CI',
        expiration: '2030-01-01T00:00:00Z',
      }),
    method: 'PUT',
    url: '/minio/admin/v3/add-service-account',
    body: {
      policy: { Version: '2012-10-17', Statement: [] },
      targetUser: 'alice',
      accessKey: 'alice-key',
      secretKey: 'alice-secret',
      name: 'ci',
      description: 'for CI',
      expiration: '2030-01-01T00:00:00Z',
    },
    encrypted: true,
    answer: { credentials: { accessKey: 'alice-key', secretKey: 'alice-secret' } },
    encryptAnswer: true,
    result: { accessKey: 'alice-key', secretKey: 'alice-secret' },
  },
  ListServiceAccounts: {
    call: (admin) => admin.listServiceAccounts('alice'),
    method: 'GET',
    url: '/minio/admin/v3/list-service-accounts?user=alice',
    answer: { accounts: null },
    encryptAnswer: true,
    result: [],
  },
  InfoServiceAccount: {
    call: (admin) => admin.infoServiceAccount('k'),
    method: 'GET',
    url: '/minio/admin/v3/info-service-account?accessKey=k',
    answer: { parentUser: 'alice', accountStatus: 'on', impliedPolicy: true, policy: '{}' },
    encryptAnswer: true,
    result: { parentUser: 'alice', accountStatus: 'on', impliedPolicy: true, policy: '{}' },
  },
  UpdateServiceAccount: {
    call: (admin) => admin.updateServiceAccount('k', { newStatus: 'off', newSecretKey: '' }),
    method: 'POST',
    url: '/minio/admin/v3/update-service-account?accessKey=k',
    body: { newStatus: 'off' },
    encrypted: true,
  },
  ListIDPConfig: {
    call: (admin) => admin.listIDPConfig('openid'),
    method: 'GET',
    url: '/minio/admin/v3/idp-config/openid',
    answer: [{ type: 'openid', name: '_', enabled: false }],
    encryptAnswer: true,
    result: [{ type: 'openid', name: '_', enabled: false }],
  },
  GetIDPConfig: {
    call: (admin) => admin.getIDPConfig('ldap', '_'),
    method: 'GET',
    url: '/minio/admin/v3/idp-config/ldap/_',
    answer: {
      type: 'ldap',
      name: '_',
      info: [{ key: 'server_addr', value: 'ldap:636', isCfg: true, isEnv: false }],
    },
    encryptAnswer: true,
    result: {
      type: 'ldap',
      name: '_',
      info: [{ key: 'server_addr', value: 'ldap:636', isCfg: true, isEnv: false }],
    },
  },
};

describe('AdminClient operations', () => {
  it.each(Object.entries(OPERATIONS))('%s', async (_name, operation) => {
    const answer = operation.answer === undefined ? '' : JSON.stringify(operation.answer);
    const answerBytes = operation.encryptAnswer
      ? await encryptData(CREDENTIALS.secretKey, new TextEncoder().encode(answer))
      : answer;
    const minio = await fakeMinio((_, res) => res.writeHead(200).end(answerBytes));
    const result = await operation.call(client(minio.endpoint));
    const [request] = minio.received;
    expect(request).toMatchObject({ method: operation.method, url: operation.url });
    const sent = operation.encrypted
      ? await decryptData(CREDENTIALS.secretKey, request?.body ?? new Uint8Array())
      : request?.body;
    const sentText = new TextDecoder().decode(sent);
    expect(sentText === '' ? undefined : JSON.parse(sentText)).toEqual(operation.body);
    if ('result' in operation) expect(result).toEqual(operation.result);
  });
});

it('sends the policy attachment as application/octet-stream, as MinIO requires', async () => {
  const minio = await fakeMinio((_, res) => res.writeHead(204).end());
  await client(minio.endpoint).attachPolicy({ policies: ['readonly'], group: 'devs' });
  expect(minio.received[0]?.headers['content-type']).toBe('application/octet-stream');
});

describe('identity provider configuration changes', () => {
  it.each([
    ['creates with PUT', false, 'PUT'],
    ['updates with POST', true, 'POST'],
  ] as const)(
    '%s, the key=value text encrypted, and reports a change that waits for a restart',
    async (_, update, method) => {
      const minio = await fakeMinio((_request, res) => res.writeHead(200).end());
      const applied = await client(minio.endpoint).addOrUpdateIDPConfig(
        'openid',
        'corp',
        'client_id="c"',
        update,
      );
      const [request] = minio.received;
      expect(request).toMatchObject({ method, url: '/minio/admin/v3/idp-config/openid/corp' });
      expect(request?.headers['content-type']).toBe('application/octet-stream');
      expect(
        new TextDecoder().decode(await decryptData(CREDENTIALS.secretKey, request?.body ?? Buffer.alloc(0))),
      ).toBe('client_id="c"');
      expect(applied).toEqual({ applied: false });
    },
  );

  it('deletes with DELETE, reporting what MinIO applied live', async () => {
    const minio = await fakeMinio((_request, res) =>
      res.writeHead(200, { 'x-minio-config-applied': 'true' }).end(),
    );
    expect(await client(minio.endpoint).deleteIDPConfig('ldap', '_')).toEqual({ applied: true });
    expect(minio.received[0]).toMatchObject({ method: 'DELETE', url: '/minio/admin/v3/idp-config/ldap/_' });
  });
});

describe('AdminClient errors', () => {
  it('maps a JSON error to MinioApiError with MinIO’s code and message', async () => {
    const minio = await fakeMinio((_, res) =>
      sendJson(res, 404, {
        Code: 'XMinioAdminNoSuchUser',
        Message: 'The specified user does not exist.',
        RequestId: '1',
      }),
    );
    const error = await client(minio.endpoint)
      .removeUser('ghost')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MinioApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'XMinioAdminNoSuchUser',
      message: 'The specified user does not exist.',
    });
  });

  it('maps an XML (S3-style) error to MinioApiError', async () => {
    const minio = await fakeMinio((_, res) => {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access &amp; denied.</Message></Error>',
      );
    });
    await expect(client(minio.endpoint).serverInfo()).rejects.toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Access & denied.',
    });
  });

  it('keeps the status when the error body is not MinIO’s', async () => {
    const minio = await fakeMinio((_, res) => res.writeHead(502).end('Bad Gateway'));
    await expect(client(minio.endpoint).serverInfo()).rejects.toMatchObject({ status: 502, code: 'HTTP502' });
  });

  it('reports a refused connection as MinioUnreachableError', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const error = await client(endpoint)
      .serverInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MinioUnreachableError);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('reports a timeout as MinioUnreachableError', async () => {
    const minio = await fakeMinio(() => undefined);
    await expect(client(minio.endpoint, 200).serverInfo()).rejects.toThrow(MinioUnreachableError);
  });

  it('lets the caller’s own abort through unchanged', async () => {
    const minio = await fakeMinio(() => undefined);
    const controller = new AbortController();
    const pending = client(minio.endpoint).serverInfo(controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('AdminClient.stream', () => {
  async function writeSlowly(res: ServerResponse, pieces: string[]) {
    res.writeHead(200, { 'content-type': 'application/json' });
    for (const piece of pieces) {
      res.write(piece);
      await sleep(20);
    }
  }

  it('yields one value per line, skipping keep-alive whitespace and joining split lines', async () => {
    const minio = await fakeMinio(async (_, res) => {
      await writeSlowly(res, ['{"a":1}\n', ' {"a":2}\n', '  \n', '{"a"', ':3}\n', ' ']);
      res.end();
    });
    const values: unknown[] = [];
    for await (const value of client(minio.endpoint).serviceTrace()) values.push(value);
    expect(values).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
  });

  it('closes the connection when the consumer leaves the loop', async () => {
    let closed: Promise<unknown> = new Promise(() => undefined);
    const minio = await fakeMinio(async (_, res) => {
      closed = once(res, 'close');
      await writeSlowly(res, ['{"a":1}\n', ' {"a":2}\n']);
      // Then keep-alive spaces forever, as /trace does while idle.
      while (!res.destroyed) await writeSlowly(res, [' ']);
    });
    const values: unknown[] = [];
    for await (const value of client(minio.endpoint).serviceTrace()) {
      values.push(value);
      if (values.length === 2) break;
    }
    expect(values).toEqual([{ a: 1 }, { a: 2 }]);
    await expect(Promise.race([closed.then(() => 'closed'), sleep(2000, 'still open')])).resolves.toBe(
      'closed',
    );
  });

  it('throws MinioApiError when the stream request is refused', async () => {
    const minio = await fakeMinio((_, res) =>
      sendJson(res, 403, { Code: 'AccessDenied', Message: 'Access Denied.' }),
    );
    const iterate = async () => {
      for await (const _ of client(minio.endpoint).serviceTrace()) break;
    };
    await expect(iterate()).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});

function amzDateToDate(amzDate: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import { assumeRole, assumeRoleWithLdapIdentity, assumeRoleWithWebIdentity } from './sts.ts';

const SUCCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult><AssumedRoleUser><Arn></Arn><AssumeRoleId></AssumeRoleId></AssumedRoleUser><Credentials><AccessKeyId>TEMPKEY</AccessKeyId><SecretAccessKey>temp/secret+&amp;key</SecretAccessKey><SessionToken>eyJhbGciOi.token</SessionToken><Expiration>2030-01-01T12:00:00Z</Expiration></Credentials></AssumeRoleResult><ResponseMetadata><RequestId>17A</RequestId></ResponseMetadata></AssumeRoleResponse>`;

const ERROR_XML = `<?xml version="1.0" encoding="UTF-8"?>
<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type></Type><Code>AccessDenied</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message></Error><RequestId>17B</RequestId></ErrorResponse>`;

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function fakeSts(status: number, xml: string) {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method, url: req.url, headers: req.headers, body });
    res.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const LOGIN = { accessKey: 'minioadmin', secretKey: 'minioadmin', durationSeconds: 43200 };

describe('assumeRole', () => {
  it('posts a signed form to / and returns the temporary credentials', async () => {
    const sts = await fakeSts(200, SUCCESS_XML);
    const credentials = await assumeRole({ endpoint: sts.endpoint, ...LOGIN });
    expect(credentials).toEqual({
      accessKey: 'TEMPKEY',
      secretKey: 'temp/secret+&key',
      sessionToken: 'eyJhbGciOi.token',
      expiration: '2030-01-01T12:00:00Z',
    });
    const [request] = sts.received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/',
      body: 'Action=AssumeRole&Version=2011-06-15&DurationSeconds=43200',
    });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers['x-amz-content-sha256']).toBeUndefined();
    expect(request?.headers['x-amz-security-token']).toBeUndefined();
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=minioadmin\/\d{8}\/\/sts\/aws4_request, SignedHeaders=content-type;host;x-amz-date, /,
    );
  });

  it('asks for credentials of a TokenRevokeType of their own', async () => {
    const sts = await fakeSts(200, SUCCESS_XML);
    await assumeRole({ endpoint: sts.endpoint, ...LOGIN, tokenRevokeType: 'console-a_b-C' });
    expect(sts.received[0]?.body).toBe(
      'Action=AssumeRole&Version=2011-06-15&DurationSeconds=43200&TokenRevokeType=console-a_b-C',
    );
  });

  it('signs with the given region', async () => {
    const sts = await fakeSts(200, SUCCESS_XML);
    await assumeRole({ endpoint: sts.endpoint, ...LOGIN, region: 'eu-west-1' });
    expect(sts.received[0]?.headers.authorization).toMatch(/\/eu-west-1\/sts\/aws4_request/);
  });

  it('throws MinioApiError with the STS error code and message', async () => {
    const sts = await fakeSts(403, ERROR_XML);
    const error = await assumeRole({ endpoint: sts.endpoint, ...LOGIN }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MinioApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    });
  });

  it('rejects a success answer without credentials', async () => {
    const sts = await fakeSts(200, '<AssumeRoleResponse></AssumeRoleResponse>');
    await expect(assumeRole({ endpoint: sts.endpoint, ...LOGIN })).rejects.toThrow(
      'without complete credentials',
    );
  });

  it('throws MinioUnreachableError when nothing listens', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    server.close();
    await once(server, 'close');
    await expect(assumeRole({ endpoint: `http://127.0.0.1:${port}`, ...LOGIN })).rejects.toThrow(
      MinioUnreachableError,
    );
  });
});

describe('assumeRoleWithLdapIdentity', () => {
  const DIRECTORY_LOGIN = { username: 'alice', password: 'pa ss&word', durationSeconds: 3600 };

  it('posts an unsigned form with the directory credentials to / and returns the temporary credentials', async () => {
    const sts = await fakeSts(200, SUCCESS_XML.replaceAll('AssumeRole', 'AssumeRoleWithLDAPIdentity'));
    const credentials = await assumeRoleWithLdapIdentity({ endpoint: sts.endpoint, ...DIRECTORY_LOGIN });
    expect(credentials).toMatchObject({ accessKey: 'TEMPKEY', sessionToken: 'eyJhbGciOi.token' });
    const [request] = sts.received;
    expect(request).toMatchObject({ method: 'POST', url: '/' });
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      Action: 'AssumeRoleWithLDAPIdentity',
      Version: '2011-06-15',
      DurationSeconds: '3600',
      LDAPUsername: 'alice',
      LDAPPassword: 'pa ss&word',
    });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("throws MinIO's refusal as it is", async () => {
    const refusal = ERROR_XML.replace('AccessDenied', 'InvalidParameterValue');
    const sts = await fakeSts(400, refusal);
    await expect(
      assumeRoleWithLdapIdentity({ endpoint: sts.endpoint, ...DIRECTORY_LOGIN }),
    ).rejects.toMatchObject({ status: 400, code: 'InvalidParameterValue' });
  });
});

describe('assumeRoleWithWebIdentity', () => {
  const WEB_IDENTITY = { webIdentityToken: 'header.payload.signature', durationSeconds: 3600 };

  it.each([
    { provider: 'a claim-based provider', roleArn: undefined, sent: {} },
    {
      provider: 'a role-policy provider',
      roleArn: 'arn:minio:iam:::role/abc',
      sent: { RoleArn: 'arn:minio:iam:::role/abc' },
    },
  ])('posts the ID token unsigned to / for $provider', async ({ roleArn, sent }) => {
    const sts = await fakeSts(200, SUCCESS_XML.replaceAll('AssumeRole', 'AssumeRoleWithWebIdentity'));
    const credentials = await assumeRoleWithWebIdentity({ endpoint: sts.endpoint, ...WEB_IDENTITY, roleArn });
    expect(credentials).toMatchObject({ accessKey: 'TEMPKEY', sessionToken: 'eyJhbGciOi.token' });
    const [request] = sts.received;
    expect(request).toMatchObject({ method: 'POST', url: '/' });
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      Action: 'AssumeRoleWithWebIdentity',
      Version: '2011-06-15',
      DurationSeconds: '3600',
      WebIdentityToken: 'header.payload.signature',
      ...sent,
    });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("throws MinIO's refusal of the token as it is", async () => {
    const sts = await fakeSts(400, ERROR_XML.replace('AccessDenied', 'InvalidParameterValue'));
    await expect(
      assumeRoleWithWebIdentity({ endpoint: sts.endpoint, ...WEB_IDENTITY }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'InvalidParameterValue',
    });
  });
});

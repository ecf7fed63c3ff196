import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import { assumeRole } from './sts.ts';

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

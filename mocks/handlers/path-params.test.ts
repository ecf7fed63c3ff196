import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/api';
import { pathParamNames } from '../../src/contract/endpoint';
import { INVALID_BUCKET_NAME } from '../../src/contract/path-params';
import { logInAs, logOut, ROOT_USER } from '../model';
import { call } from './test-calls';

const BUCKET_PARAMS = ['bucket_name', 'source_bucket_name'];
const bucketRoutes = ENDPOINTS.filter((endpoint) =>
  pathParamNames(endpoint.path).some((param) => BUCKET_PARAMS.includes(param)),
).map((endpoint) => [endpoint.method, endpoint.path.slice(1)] as const);

const withParams = (path: string, bucketName: string) =>
  path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(BUCKET_PARAMS.includes(param) ? bucketName : param === 'part_number' ? '1' : 'x1'),
  );

describe('mock routes refuse path parameters as the console server does', () => {
  it.each(bucketRoutes)(
    '%s %s: a name no bucket can have is a 400, after the session',
    async (method, path) => {
      for (const name of ['a\u0000b', 'k'.repeat(1024), 'é'.repeat(512), 'Photos', 'a..b']) {
        logInAs(ROOT_USER);
        expect(await call(method, withParams(path, name))).toMatchObject({
          status: 400,
          body: { code: 400, message: INVALID_BUCKET_NAME },
        });
        logOut();
        expect((await call(method, withParams(path, name))).status).toBe(401);
      }
    },
  );

  it.each([
    ['GET', 'user/a%00b', 'The name has no control characters'],
    ['DELETE', `group/${'g'.repeat(1025)}`, 'The name has at most 1024 characters'],
    ['GET', 'policy/%20', 'Enter the name'],
    ['GET', `policies/${'p'.repeat(1025)}/users`, 'The name has at most 1024 characters'],
    ['GET', `service-accounts/${'K'.repeat(161)}`, 'The access key has at most 160 characters'],
    ['DELETE', `remote-buckets/photos/${'a'.repeat(1025)}`, 'The ARN has at most 1024 characters'],
    ['DELETE', 'buckets/photos/events/arn%0D%0Ax', 'The ARN has printable ASCII characters only'],
    ['GET', `buckets/photos/replication/${'r'.repeat(256)}`, 'The rule id has at most 255 characters'],
    ['DELETE', 'buckets/photos/lifecycle/%D7%A9', 'The rule id has printable ASCII characters only'],
  ])('%s %s is a 400', async (method, path, detail) => {
    logInAs(ROOT_USER);
    expect(await call(method, path)).toMatchObject({
      status: 400,
      body: { message: 'Invalid request', detailedMessage: detail },
    });
  });

  it.each([
    [
      'POST',
      'buckets/photos/uploads?prefix=a.bin',
      { size: 1, contentType: 'text/plain\r\nx-amz-acl: public' },
    ],
    ['POST', 'buckets/photos/uploads?prefix=a.bin', { size: 1, contentType: 'text/\u{1F600}' }],
    ['PUT', 'buckets/photos/quota', { enabled: true, quota_type: 'hard', amount: 1.5 }],
    ['POST', 'buckets/photos/delete-objects', [{ path: 'README.md', versionID: '..' }]],
  ])('%s %s refuses %j in the body', async (method, path, body) => {
    logInAs(ROOT_USER);
    expect(await call(method, path, body)).toMatchObject({
      status: 400,
      body: { message: 'Invalid request' },
    });
  });
});

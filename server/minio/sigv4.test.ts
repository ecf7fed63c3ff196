import { describe, expect, it } from 'vitest';
import { canonicalQuery, encodeRfc3986, presignUrl, signRequest } from './sigv4.ts';

// Known answers from AWS's SigV4 documentation and its published test suite.
const SUITE_CREDENTIALS = { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SUITE_DATE = new Date('2015-08-30T12:36:00Z');
const S3_DOC_CREDENTIALS = {
  accessKey: 'AKIAIOSFODNN7EXAMPLE',
  secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const S3_DOC_DATE = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function suiteRequest(method: string, url: string, headers: Record<string, string> = {}, body = '') {
  return signRequest({
    method,
    url: new URL(url),
    headers,
    body: new TextEncoder().encode(body),
    credentials: SUITE_CREDENTIALS,
    region: 'us-east-1',
    service: 'service',
    date: SUITE_DATE,
    contentSha256Header: false,
  });
}

function s3DocRequest(url: string, headers: Record<string, string> = {}) {
  return signRequest({
    method: 'GET',
    url: new URL(url),
    headers,
    body: new Uint8Array(),
    credentials: S3_DOC_CREDENTIALS,
    region: 'us-east-1',
    service: 's3',
    date: S3_DOC_DATE,
  });
}

describe('signRequest', () => {
  it('matches the test suite "get-vanilla"', () => {
    const headers = suiteRequest('GET', 'https://example.amazonaws.com/');
    expect(headers).toEqual({
      host: 'example.amazonaws.com',
      'x-amz-date': '20150830T123600Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    });
  });

  it('matches "get-vanilla-query-order-key-case" (query sorted before signing)', () => {
    const headers = suiteRequest('GET', 'https://example.amazonaws.com/?Param2=value2&Param1=value1');
    expect(headers.authorization).toMatch(
      /Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/,
    );
  });

  it('matches "post-x-www-form-urlencoded" (the body hash is signed)', () => {
    const headers = suiteRequest(
      'POST',
      'https://example.amazonaws.com/',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'Param1=value1',
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
    );
  });

  it('matches the IAM ListUsers example', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new Uint8Array(),
      credentials: SUITE_CREDENTIALS,
      region: 'us-east-1',
      service: 'iam',
      date: SUITE_DATE,
      contentSha256Header: false,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('matches the S3 documentation GET object example, with x-amz-content-sha256', () => {
    const headers = s3DocRequest('https://examplebucket.s3.amazonaws.com/test.txt', { Range: 'bytes=0-9' });
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the S3 documentation list-objects example (signed query)', () => {
    const headers = s3DocRequest('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J');
    expect(headers.authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('signs the session token and an empty region', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('http://127.0.0.1:9000/minio/admin/v3/info'),
      headers: {},
      body: new Uint8Array(),
      credentials: { ...SUITE_CREDENTIALS, sessionToken: 'token' },
      region: '',
      service: 's3',
      date: SUITE_DATE,
    });
    expect(headers.host).toBe('127.0.0.1:9000');
    expect(headers['x-amz-security-token']).toBe('token');
    expect(headers.authorization).toContain('Credential=AKIDEXAMPLE/20150830//s3/aws4_request');
    expect(headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
  });
});

describe('canonical query', () => {
  it('sorts keys, keeps empty values as k= and escapes as RFC 3986', () => {
    const params = new URLSearchParams();
    params.append('key', '');
    params.append('env', '');
    params.append('a b', "x*y~z!'()+/");
    expect(canonicalQuery(params)).toBe('a%20b=x%2Ay~z%21%27%28%29%2B%2F&env=&key=');
  });

  it('orders upper-case keys before lower-case ones', () => {
    expect(canonicalQuery(new URLSearchParams('b=2&a=1&A=0'))).toBe('A=0&a=1&b=2');
  });

  it('leaves only unreserved characters unescaped', () => {
    expect(encodeRfc3986('AZaz09-._~ é')).toBe('AZaz09-._~%20%C3%A9');
  });
});

describe('presigned URLs', () => {
  const presigned = (sessionToken?: string) =>
    presignUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials: { ...S3_DOC_CREDENTIALS, sessionToken },
      region: 'us-east-1',
      service: 's3',
      expiresSeconds: 86_400,
      date: S3_DOC_DATE,
    });

  it("signs S3's documented example", () => {
    expect(presigned().toString()).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('carries and signs a session token, never the secret key', () => {
    const url = presigned('the-token');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('the-token');
    expect(url.searchParams.get('X-Amz-Signature')).not.toBe(
      presigned('another').searchParams.get('X-Amz-Signature'),
    );
    expect(url.toString()).not.toContain(encodeURIComponent(S3_DOC_CREDENTIALS.secretKey));
  });
});

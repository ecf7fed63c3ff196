import { describe, expect, it } from 'vitest';
import { bucketAddressProblem, bucketNameProblem } from './bucket-rules';
import { mediaTypeProblem } from './media-type';
import { versionIdProblem } from './object-details';
import { pathParamsRefusal } from './path-params';

describe('mediaTypeProblem', () => {
  it.each([
    'text/plain',
    'application/octet-stream',
    'text/plain; charset=utf-8',
    'text/plain;charset="utf-8"',
    'application/vnd.example+json; q="a \\"b\\""; v=1',
    `text/${'x'.repeat(250)}`,
  ])('accepts %j', (value) => {
    expect(mediaTypeProblem(value)).toBeNull();
  });

  it.each([
    ['', 'A content type is a media type such as text/plain; charset=utf-8'],
    ['text', 'A content type is a media type such as text/plain; charset=utf-8'],
    [
      'text/plain\r\nx-amz-acl: public-read',
      'A content type is a media type such as text/plain; charset=utf-8',
    ],
    ['text/plain; charset=\u00e9', 'A content type is a media type such as text/plain; charset=utf-8'],
    ['text/\u{1F600}', 'A content type is a media type such as text/plain; charset=utf-8'],
    ['text/plain; a="\u0000"', 'A content type is a media type such as text/plain; charset=utf-8'],
    [`text/${'x'.repeat(251)}`, 'A content type has at most 255 characters'],
  ])('refuses %j: %s', (value, problem) => {
    expect(mediaTypeProblem(value)).toBe(problem);
  });
});

describe('versionIdProblem', () => {
  it.each(['null', '6f1c2a0e-9b7d-4c61-8e3f-0a9b8c7d6e5f', '6F1C2A0E-9B7D-4C61-8E3F-0A9B8C7D6E5F'])(
    'accepts %s',
    (versionId) => {
      expect(versionIdProblem(versionId)).toBeNull();
    },
  );

  it.each([
    '',
    'Null',
    '..',
    'v1',
    ' null',
    '6f1c2a0e-9b7d-4c61-8e3f-0a9b8c7d6e5f0',
    '{6f1c2a0e-9b7d-4c61-8e3f-0a9b8c7d6e5f}',
    'x'.repeat(70_000),
  ])('refuses %j', (versionId) => {
    expect(versionIdProblem(versionId)).toBe('A version id is a UUID, or "null" for an unversioned object');
  });
});

describe('bucket names a request may address', () => {
  it.each([
    ['xn--photos', 'A bucket name cannot start with "xn--"'],
    ['photos-s3alias', 'A bucket name cannot end with "-s3alias"'],
    ['photos--ol-s3', 'A bucket name cannot end with "--ol-s3"'],
  ])('addresses %s, which MinIO may hold, though no new bucket may take it', (name, creationProblem) => {
    expect(bucketAddressProblem(name)).toBeNull();
    expect(bucketNameProblem(name)).toBe(creationProblem);
  });

  it.each([
    ['a\u0000b', '"\u0000" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['k'.repeat(1024), 'A bucket name has at most 63 characters'],
    ['\u{1F600}ab', '"\u{1F600}" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['192.168.1.1', 'A bucket name cannot contain an IP address'],
  ])('refuses %j: %s', (name, problem) => {
    expect(bucketAddressProblem(name)).toBe(problem);
  });
});

describe('pathParamsRefusal', () => {
  it.each([
    [{ bucket_name: 'photos', arn: 'arn:minio:sqs::primary:webhook' }, null],
    [{ date: 'anything', url: 'checked by its route', part_number: 'x' }, null],
    [{ bucket_name: 'Photos' }, 'Invalid bucket name'],
    [{ name: 'cn=Ann Lee,ou=people,dc=example,dc=org' }, null],
    [{ name: 'ops\u0000' }, 'Invalid request'],
    [{ policy: 'p'.repeat(1025) }, 'Invalid request'],
    [{ access_key: 'key with space' }, null],
    [{ access_key: 'k\u007f' }, 'Invalid request'],
    [{ source: 'photos', arn: '' }, 'Invalid request'],
    [{ bucket_name: 'photos', rule_id: 'r'.repeat(256) }, 'Invalid request'],
    [{ bucket_name: 'photos', upload_id: 'u\u0000' }, 'Invalid request'],
  ])('%j → %s', (params, message) => {
    expect(pathParamsRefusal(params)?.message ?? null).toBe(message);
  });
});

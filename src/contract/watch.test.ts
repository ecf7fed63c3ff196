import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { TraceEntry } from './trace';
import { type WatchEvent, type WatchFilter, watchEventOf, watchMatches, watchQuerySchema } from './watch';

const ENDPOINT = 'http://127.0.0.1:9000/';

interface Traced {
  funcname: string;
  path?: string;
  status?: number;
  rawquery?: string;
  request?: Record<string, string>;
  response?: Record<string, string>;
  error?: string;
}

const headers = (plain: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(plain).map(([name, value]) => [name, [value]]));

const traced = (call: Traced): TraceEntry => ({
  nodename: '10.0.0.7:9000',
  funcname: call.funcname,
  time: '2026-11-24T05:00:00Z',
  error: call.error,
  http: {
    request: {
      path: call.path ?? '/photos/2026/a.jpg',
      rawquery: call.rawquery ?? '',
      client: '10.0.0.9',
      headers: headers({ 'User-Agent': 'mc', ...call.request }),
    },
    response: { statuscode: call.status ?? 200, headers: headers(call.response) },
  },
});

const eventOf = (call: Traced) => watchEventOf(traced(call), 'photos', ENDPOINT);

describe('the event each traced S3 call on the bucket makes', () => {
  it.each<[string, Traced, string | undefined]>([
    ['an upload', { funcname: 's3.PutObject' }, 's3:ObjectCreated:Put'],
    ['a copy', { funcname: 's3.CopyObject' }, 's3:ObjectCreated:Copy'],
    [
      'a completed multipart upload',
      { funcname: 's3.CompleteMultipartUpload', rawquery: 'uploadId=u1' },
      's3:ObjectCreated:CompleteMultipartUpload',
    ],
    ['tags set', { funcname: 's3.PutObjectTagging', rawquery: 'tagging=' }, 's3:ObjectCreated:PutTagging'],
    ['a retention set', { funcname: 's3.PutObjectRetention' }, 's3:ObjectCreated:PutRetention'],
    ['a delete', { funcname: 's3.DeleteObject', status: 204 }, 's3:ObjectRemoved:Delete'],
    [
      'a delete that leaves a marker',
      { funcname: 's3.DeleteObject', status: 204, response: { 'X-Amz-Delete-Marker': 'true' } },
      's3:ObjectRemoved:DeleteMarkerCreated',
    ],
    [
      'a delete of a marker by its version',
      {
        funcname: 's3.DeleteObject',
        status: 204,
        rawquery: 'versionId=v1',
        response: { 'X-Amz-Delete-Marker': 'true' },
      },
      's3:ObjectRemoved:Delete',
    ],
    ['a read', { funcname: 's3.GetObject' }, 's3:ObjectAccessed:Get'],
    ['a ranged read', { funcname: 's3.GetObject', status: 206 }, 's3:ObjectAccessed:Get'],
    ['a HEAD', { funcname: 's3.HeadObject' }, 's3:ObjectAccessed:Head'],
    ['a part of a multipart upload', { funcname: 's3.PutObjectPart', rawquery: 'partNumber=1' }, undefined],
    ['a multipart upload started', { funcname: 's3.NewMultipartUpload' }, undefined],
    ['a listing', { funcname: 's3.ListObjectsV2', path: '/photos/' }, undefined],
    ['a refused upload', { funcname: 's3.PutObject', status: 403 }, undefined],
    ['a missing object read', { funcname: 's3.GetObject', status: 404 }, undefined],
    ['an upload MinIO failed', { funcname: 's3.PutObject', error: 'disk full' }, undefined],
    ['an upload to another bucket', { funcname: 's3.PutObject', path: '/photos-old/a.jpg' }, undefined],
    ['a call on the bucket itself', { funcname: 's3.GetObject', path: '/photos/' }, undefined],
  ])('%s: %s', (_, call, type) => {
    expect(eventOf(call)?.Type).toBe(type);
  });

  it('takes the key, size, ETag, metadata, client and node of an upload', () => {
    const call = {
      funcname: 's3.PutObject',
      request: { 'X-Amz-Decoded-Content-Length': '6', 'Content-Length': '178', 'X-Amz-Meta-Owner': 'ana' },
      response: { ETag: '"b1946ac92492d2347c6235b4d2611184"' },
    };
    expect(eventOf(call)).toEqual<WatchEvent>({
      Time: '2026-11-24T05:00:00Z',
      Size: 6,
      UserMetadata: { 'X-Amz-Meta-Owner': 'ana' },
      Path: 'http://127.0.0.1:9000/photos/2026/a.jpg',
      Host: '10.0.0.9',
      Port: '',
      UserAgent: 'mc',
      Type: 's3:ObjectCreated:Put',
      Bucket: 'photos',
      Key: '2026/a.jpg',
      ETag: 'b1946ac92492d2347c6235b4d2611184',
      Node: '10.0.0.7:9000',
      SeveralObjects: false,
    });
  });

  it.each<[string, Traced, number]>([
    [
      'an upload signed in chunks',
      { funcname: 's3.PutObject', request: { 'Content-Length': '178', 'X-Amz-Decoded-Content-Length': '6' } },
      6,
    ],
    ['a plain upload', { funcname: 's3.PutObject', request: { 'Content-Length': '42' } }, 42],
    ['a read', { funcname: 's3.GetObject', response: { 'Content-Length': '900' } }, 900],
    [
      'a ranged read',
      {
        funcname: 's3.GetObject',
        status: 206,
        response: { 'Content-Length': '10', 'Content-Range': 'bytes 0-9/900' },
      },
      900,
    ],
    ['a copy, whose size the trace does not give', { funcname: 's3.CopyObject' }, 0],
  ])('the size of %s', (_, call, size) => {
    expect(eventOf(call)?.Size).toBe(size);
  });

  it('makes a multi-object delete one event of several objects', () => {
    const event = eventOf({ funcname: 's3.DeleteMultipleObjects', path: '/photos/', rawquery: 'delete=' });
    expect(event).toMatchObject({ Type: 's3:ObjectRemoved:Delete', Key: '', SeveralObjects: true });
  });
});

const filterOf = (query: Record<string, string>): WatchFilter => {
  const parsed = safeParse(watchQuerySchema, query);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
};

describe('the filters', () => {
  const upload = eventOf({ funcname: 's3.PutObject' }) as WatchEvent;
  const read = eventOf({ funcname: 's3.GetObject' }) as WatchEvent;
  const multiDelete = eventOf({ funcname: 's3.DeleteMultipleObjects', path: '/photos/' }) as WatchEvent;

  it.each<[string, Record<string, string>, WatchEvent, boolean]>([
    ['no filter', {}, upload, true],
    ['put only, an upload', { events: 'put' }, upload, true],
    ['put only, a read', { events: 'put' }, read, false],
    ['get and delete, a read', { events: 'get,delete' }, read, true],
    ['a matching prefix', { prefix: '2026/' }, upload, true],
    ['another prefix', { prefix: '2025/' }, upload, false],
    ['a matching suffix', { suffix: '.jpg' }, upload, true],
    ['another suffix', { suffix: '.png' }, upload, false],
    ['several objects, no key filter', { events: 'delete' }, multiDelete, true],
    ['several objects, a prefix', { prefix: '2026/' }, multiDelete, false],
  ])('%s', (_, query, event, passes) => {
    expect(watchMatches(filterOf(query), event)).toBe(passes);
  });

  it.each([
    ['events', 'put,rename'],
    ['events', 'PUT'],
    ['prefix', 'x'.repeat(1025)],
  ])('refuses %s=%s', (name, value) => {
    expect(safeParse(watchQuerySchema, { [name]: value }).success).toBe(false);
  });
});

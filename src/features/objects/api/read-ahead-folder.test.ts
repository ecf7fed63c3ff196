import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarly } from '@/lib/api/early-fetch';
import { EARLY_READS } from '@/lib/api/early-reads';
import { apiUrl } from '@/lib/api/endpoint-url';
import { server } from '../../../../mocks/node';
import { readAheadFolder } from './read-ahead-folder';

const SESSION_URL = apiUrl(EARLY_READS.session.path).toString();
const BUCKETS_URL = apiUrl(EARLY_READS.buckets.path).toString();

const mayListAll = { status: 'ok', permissions: { 'arn:aws:s3:::*': ['s3:*'] } };
const mayListOnly = { status: 'ok', permissions: { 'arn:aws:s3:::photos': ['s3:ListBucket'] } };
const versioned = { buckets: [{ name: 'photos', details: { versioning: true } }], total: 1 };
const suspended = { buckets: [{ name: 'photos', details: { versioningSuspended: true } }], total: 1 };
const unversioned = { buckets: [{ name: 'photos' }], total: 1 };

/**
 * Answers the session check and the bucket list as given and fetches them early; returns the listing URLs asked
 * for from then on (under /api/v1).
 */
function answerEarlyReads(session: () => Response, buckets: () => Response): string[] {
  server.use(http.get('*/api/v1/session', session), http.get('*/api/v1/buckets', buckets));
  fetchEarly(SESSION_URL);
  fetchEarly(BUCKETS_URL);
  const listings: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    listings.push(url.slice(apiUrl('').toString().length));
    return Promise.resolve(HttpResponse.json({ objects: [] }));
  });
  return listings;
}

const json = (body: JsonBodyType) => () => HttpResponse.json(body);

afterEach(() => {
  for (const url of [SESSION_URL, BUCKETS_URL]) takeEarly(url);
});

describe('reading a folder ahead of its page', () => {
  it.each([
    ['a versioned bucket', mayListAll, versioned, ['photos', 'large'], '&with_versions=true'],
    [
      'a bucket whose versioning is suspended',
      mayListAll,
      suspended,
      ['photos', 'large'],
      '&with_versions=true',
    ],
    ['a bucket without versions', mayListAll, unversioned, ['photos', 'large'], ''],
    ['a session that may not list versions', mayListOnly, versioned, ['photos', 'large'], ''],
  ])(
    'of %s asks for its first page as the page will',
    async (_case, session, buckets, [bucket, splat], versions) => {
      const listings = answerEarlyReads(json(session), json(buckets));

      await readAheadFolder(bucket ?? '', splat);

      const listing = `buckets/photos/objects?prefix=large%2F&limit=1000${versions}`;
      expect(listings).toEqual([listing]);
      takeEarly(apiUrl(listing).toString());
    },
  );

  it.each([
    [
      'no session',
      () => HttpResponse.json({ code: 401, message: 'expired' }, { status: 401 }),
      json(versioned),
    ],
    ['a session without status', json({ permissions: mayListAll.permissions }), json(versioned)],
    [
      'grants that are not lists of actions',
      json({ status: 'ok', permissions: { 'arn:aws:s3:::*': 's3:*' } }),
      json(versioned),
    ],
    ['grants that are not an object', json({ status: 'ok', permissions: ['s3:*'] }), json(versioned)],
    ['a bucket list that is not a list', json(mayListAll), json({ buckets: { name: 'photos' } })],
    ['a bucket list holding nulls', json(mayListAll), json({ buckets: [null] })],
    [
      'bucket details that are not an object',
      json(mayListAll),
      json({ buckets: [{ name: 'photos', details: 1 }] }),
    ],
    ['a bucket list that failed', json(mayListAll), () => HttpResponse.json({ code: 500 }, { status: 500 })],
    [
      'a session that may not list the bucket',
      json({ status: 'ok', permissions: { 'arn:aws:s3:::other': ['s3:*'] } }),
      json(versioned),
    ],
  ])('asks for nothing with %s', async (_case, session, buckets) => {
    const listings = answerEarlyReads(session, buckets);

    await readAheadFolder('photos', 'large');

    expect(listings).toEqual([]);
  });

  it('asks for nothing for a folder no URL names', async () => {
    const listings = answerEarlyReads(json(mayListAll), json(versioned));

    await readAheadFolder('photos', '%E0%A4%A');

    expect(listings).toEqual([]);
  });
});

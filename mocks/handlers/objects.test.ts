import { describe, expect, it } from 'vitest';
import {
  type BucketObject,
  listObjectsResponseSchema,
  rewindResponseSchema,
  SEARCH_WITHOUT_TEXT,
  searchBatchSchema,
} from '../../src/contract/objects';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { mockVersion, putVersion } from '../objects-model';
import { LARGE_FOLDER_SIZE, largeKey } from '../objects-seed';
import { MINIO_BUCKET_MESSAGES } from './buckets';

const get = async (path: string, query: Record<string, string> = {}) => {
  const url = new URL(`api/v1/${path}`, 'http://localhost:3000/');
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
};

async function list(query: Record<string, string>) {
  const { status, text } = await get('buckets/photos/objects', query);
  expect(status).toBe(200);
  return listObjectsResponseSchema.parse(JSON.parse(text));
}

const names = (objects: readonly BucketObject[] | null | undefined) =>
  (objects ?? []).map((object) => object.name);

describe('the object listing mocks answer as the console server does', () => {
  it('lists one folder level: sub-folders as entries ending with "/", full keys, 20 by default', async () => {
    logInAs(ROOT_USER);

    const root = await list({});

    expect(names(root.objects)).toEqual(['README.md', 'albums/', 'docs/', 'large/', 'odd names/', 'videos/']);
    expect(root.next_token).toBeUndefined();
    const docs = await list({ prefix: 'docs/' });
    expect(names(docs.objects)).toEqual(['docs/data.json', 'docs/notes.txt']);
    expect(docs.objects?.[1]).toEqual({
      name: 'docs/notes.txt',
      size: 43,
      last_modified: '2025-04-15T09:00:00Z',
      etag: expect.any(String),
    });
  });

  it('pages through the generated folder of a million objects with continuation tokens', async () => {
    logInAs(ROOT_USER);

    const first = await list({ prefix: 'large/', limit: '1000' });
    const second = await list({
      prefix: 'large/',
      limit: '1000',
      continuation_token: first.next_token ?? '',
    });

    expect(first.total).toBe(1000);
    expect(first.objects?.[0]?.name).toBe(largeKey(0));
    expect(second.objects?.[0]?.name).toBe(largeKey(1000));
    const last = await list({ prefix: `${largeKey(LARGE_FOLDER_SIZE - 2).slice(0, -4)}`, limit: '5' });
    expect(names(last.objects)).toEqual([largeKey(LARGE_FOLDER_SIZE - 2)]);
  });

  it('lists versions and delete markers, and folders that hold only deleted objects', async () => {
    logInAs(ROOT_USER);

    const root = await list({ with_versions: 'true', limit: '1000' });
    expect(names(root.objects)).toContain('drafts/');
    const docs = await list({ prefix: 'docs/', with_versions: 'true' });
    expect(docs.objects?.map((o) => [o.name, o.is_latest ?? false, o.is_delete_marker ?? false])).toEqual([
      ['docs/data.json', true, false],
      ['docs/notes.txt', true, false],
      ['docs/notes.txt', false, false],
      ['docs/notes.txt', false, false],
      ['docs/old-plan.txt', true, true],
      ['docs/old-plan.txt', false, false],
    ]);
  });

  it('continues a version listing in the middle of an object', async () => {
    logInAs(ROOT_USER);

    const first = await list({ prefix: 'docs/', with_versions: 'true', limit: '2' });
    const second = await list({
      prefix: 'docs/',
      with_versions: 'true',
      limit: '2',
      continuation_token: first.next_token ?? '',
    });

    expect(names(first.objects)).toEqual(['docs/data.json', 'docs/notes.txt']);
    expect(second.objects?.map((o) => [o.name, o.is_latest ?? false])).toEqual([
      ['docs/notes.txt', false],
      ['docs/notes.txt', false],
    ]);
  });

  it('lists everything under a prefix when recursive', async () => {
    logInAs(ROOT_USER);

    expect(names((await list({ prefix: 'albums/', recursive: 'true' })).objects)).toEqual([
      'albums/2023/party.png',
      'albums/2024/summer/beach.jpg',
      'albums/2024/summer/sunset.jpg',
      'albums/2024/winter/snow.jpg',
    ]);
  });

  it('adds the legal hold, retention and tags when listing a single object', async () => {
    logInAs(ROOT_USER);
    putVersion(
      'backups',
      'db.dump',
      mockVersion(new Uint8Array(3), {
        legalHold: 'ON',
        retention: { mode: 'GOVERNANCE', retainUntil: '2030-01-01T00:00:00Z' },
        tags: { kind: 'dump' },
      }),
    );

    const { text } = await get('buckets/backups/objects', { prefix: 'db.dump', with_versions: 'true' });

    expect(JSON.parse(text).objects[0]).toMatchObject({
      legal_hold_status: 'ON',
      retention_mode: 'GOVERNANCE',
      retention_until_date: '2030-01-01T00:00:00Z',
      tags: { kind: 'dump' },
    });
  });

  it.each([
    ['buckets/photos/objects', { limit: '0' }, 400, 'Invalid request'],
    ['buckets/photos/objects', { limit: '1001' }, 400, 'Invalid request'],
    ['buckets/photos/rewind/2026-01-01T00:00:00Z', { limit: '1000000' }, 400, 'Invalid request'],
    ['buckets/photos/objects', { with_versions: 'maybe' }, 400, 'Invalid request'],
    ['buckets/nope/objects', {}, 404, MINIO_BUCKET_MESSAGES.noSuchBucket],
    ['buckets/photos/objects/search', { query: '' }, 400, 'Invalid request'],
    ['buckets/photos/rewind/yesterday', {}, 400, 'Invalid request'],
  ])('GET %s %j answers %i %s', async (path, query, status, message) => {
    logInAs(ROOT_USER);
    const answer = await get(path, query);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text).message).toBe(message);
  });

  it('refuses a user who may not list the bucket', async () => {
    logInAs(READONLY_USER);
    const answer = await get('buckets/photos/objects');
    expect(answer).toEqual({
      status: 403,
      text: JSON.stringify({ code: 403, message: MINIO_MESSAGES.accessDenied }),
    });
  });

  it('streams search matches as NDJSON batches, in sub-folders too, ending with done', async () => {
    logInAs(ROOT_USER);

    const { status, text } = await get('buckets/photos/objects/search', { prefix: 'albums/', query: 'SUN' });

    expect(status).toBe(200);
    const batches = text
      .trim()
      .split('\n')
      .map((line) => searchBatchSchema.parse(JSON.parse(line)));
    expect(batches.flatMap((batch) => names(batch.objects))).toEqual(['albums/2024/summer/sunset.jpg']);
    expect(batches.at(-1)).toMatchObject({ done: true, scanned: 4 });
    const noText = await get('buckets/photos/objects/search', { query: '' });
    expect(JSON.parse(noText.text).detailedMessage).toBe(SEARCH_WITHOUT_TEXT);
  });

  it('rewinds a folder to a date: the versions then, delete markers flagged, later objects absent', async () => {
    logInAs(ROOT_USER);

    const { text } = await get('buckets/photos/rewind/2025-03-01T00:00:00Z', { prefix: 'docs/' });
    const rewound = rewindResponseSchema.parse(JSON.parse(text));
    expect(
      rewound.objects?.map((item) => [item.name, item.last_modified, item.delete_flag ?? false]),
    ).toEqual([
      ['docs/notes.txt', '2025-02-15T09:00:00Z', false],
      ['docs/old-plan.txt', '2025-01-20T10:00:00Z', false],
    ]);

    const later = rewindResponseSchema.parse(
      JSON.parse((await get('buckets/photos/rewind/2025-05-01T00:00:00Z', { prefix: 'docs/' })).text),
    );
    expect(later.objects?.find((item) => item.name === 'docs/old-plan.txt')).toMatchObject({
      delete_flag: true,
      action: 'DELETE',
      is_latest: true,
    });
  });
});

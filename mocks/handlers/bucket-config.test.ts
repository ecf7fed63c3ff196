import { beforeEach, describe, expect, it } from 'vitest';
import { arnsResponseSchema, listBucketEventsResponseSchema } from '../../src/contract/bucket-events';
import { bucketLifecycleResponseSchema, LIFECYCLE_MESSAGES } from '../../src/contract/bucket-lifecycle';
import {
  bucketReplicationResponseSchema,
  listRemoteBucketsResponseSchema,
  multiBucketResponseStateSchema,
  REPLICATION_MESSAGES,
} from '../../src/contract/bucket-replication';
import { MOCK_NOTIFICATION_ARNS, MOCK_REMOTE } from '../bucket-config-seed';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';

const call = (method: string, path: string, body?: unknown) =>
  fetch(new URL(`api/v1/${path}`, 'http://localhost:3000/'), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function expectEmpty(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(await response.text()).toBe('');
}

const WEBHOOK = MOCK_NOTIFICATION_ARNS[0] ?? '';

describe('mock events, replication and lifecycle, as the console server answers them', () => {
  beforeEach(() => logInAs(ROOT_USER));

  it('answers the event operations with their statuses and schemas', async () => {
    const arns = await (await call('GET', 'admin/arns')).json();
    expect(arnsResponseSchema.parse(arns).arns).toEqual(MOCK_NOTIFICATION_ARNS);

    const configuration = { arn: WEBHOOK, events: ['get'], prefix: 'a/', suffix: '' };
    await expectEmpty(await call('POST', 'buckets/public-assets/events', { configuration }), 201);
    const listed = listBucketEventsResponseSchema.parse(
      await (await call('GET', 'buckets/public-assets/events')).json(),
    );
    expect(listed).toEqual({ events: [{ id: '', ...configuration }], total: 1 });

    const again = await call('POST', 'buckets/public-assets/events', { configuration });
    expect(again.status).toBe(400);
    await expectEmpty(
      await call('POST', 'buckets/public-assets/events', { configuration, ignoreExisting: true }),
      201,
    );

    const remove = { events: ['get'], prefix: 'a/', suffix: '' };
    await expectEmpty(
      await call('DELETE', `buckets/public-assets/events/${encodeURIComponent(WEBHOOK)}`, remove),
      204,
    );
    expect(
      (await call('DELETE', `buckets/public-assets/events/${encodeURIComponent(WEBHOOK)}`, remove)).status,
    ).toBe(404);
  });

  it('answers 200 for a replication request, with each pair’s refusal in errorString', async () => {
    const request = {
      accessKey: MOCK_REMOTE.accessKey,
      secretKey: MOCK_REMOTE.secretKey,
      targetURL: `https://${MOCK_REMOTE.host}`,
      bucketsRelation: [
        { originBucket: 'backups', destinationBucket: 'backups-dr' },
        { originBucket: 'public-assets', destinationBucket: 'backups-dr' },
      ],
    };
    const response = await call('POST', 'buckets-replication', request);

    expect(response.status).toBe(200);
    expect(multiBucketResponseStateSchema.parse(await response.json()).replicationState).toEqual([
      { originBucket: 'backups', targetBucket: 'backups-dr' },
      {
        originBucket: 'public-assets',
        targetBucket: 'backups-dr',
        errorString: 'The replication source does not have versioning enabled',
      },
    ]);
    const rules = bucketReplicationResponseSchema.parse(
      await (await call('GET', 'buckets/backups/replication')).json(),
    );
    expect(rules.rules).toHaveLength(1);
    const targets = listRemoteBucketsResponseSchema.parse(await (await call('GET', 'remote-buckets')).json());
    expect(targets.buckets?.map((target) => target.sourceBucket).sort()).toEqual(['backups', 'photos']);

    expect(await (await call('GET', 'buckets/backups/replication/nope')).json()).toEqual({
      code: 404,
      message: REPLICATION_MESSAGES.noSuchRule,
    });
    await expectEmpty(await call('DELETE', 'buckets/backups/delete-all-replication-rules'), 204);
    const remaining = listRemoteBucketsResponseSchema.parse(
      await (await call('GET', 'remote-buckets')).json(),
    );
    expect(remaining.buckets?.map((target) => target.sourceBucket)).toEqual(['photos']);
  });

  it('answers the lifecycle operations with 201, 200 and 204, and 404 for an unknown rule', async () => {
    await expectEmpty(
      await call('POST', 'buckets/public-assets/lifecycle', { type: 'expiry', expiry_days: 3 }),
      201,
    );
    const listed = bucketLifecycleResponseSchema.parse(
      await (await call('GET', 'buckets/public-assets/lifecycle')).json(),
    );
    const id = listed.lifecycle?.[0]?.id ?? '';
    expect(listed.lifecycle?.[0]?.expiration?.days).toBe(3);

    await expectEmpty(
      await call('PUT', `buckets/public-assets/lifecycle/${id}`, { type: 'expiry', expiry_days: 9 }),
      200,
    );
    await expectEmpty(await call('DELETE', `buckets/public-assets/lifecycle/${id}`), 204);
    expect(await (await call('DELETE', `buckets/public-assets/lifecycle/${id}`)).json()).toEqual({
      code: 404,
      message: LIFECYCLE_MESSAGES.noSuchRule(id),
    });
    expect(
      await (
        await call('POST', 'buckets/public-assets/lifecycle', { type: 'transition', transition_days: 3 })
      ).json(),
    ).toEqual({
      code: 400,
      message: LIFECYCLE_MESSAGES.transitionWithoutTier,
    });
  });

  it.each([
    ['GET', 'buckets/photos/events'],
    ['GET', 'buckets/photos/replication'],
    ['GET', 'buckets/photos/lifecycle'],
    ['GET', 'admin/arns'],
  ])('refuses %s %s to a user without the right, with MinIO’s text', async (method, path) => {
    logInAs(READONLY_USER);
    const response = await call(method, path);

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 403, message: MINIO_MESSAGES.accessDenied });
  });

  // The console server reads the request before it asks MinIO anything: a request it cannot read is a 400,
  // whoever sends it and whichever bucket it names.
  it.each([
    ['POST', 'buckets/photos/events', { configuration: { arn: '' } }, 'Invalid request'],
    ['DELETE', 'buckets/photos/events/arn', { events: [] }, 'Invalid request'],
    ['PUT', 'buckets/photos/replication/rule-1', { arn: '' }, 'Invalid request'],
    ['DELETE', 'buckets/photos/delete-selected-replication-rules', { rules: 'all' }, 'Invalid request'],
    ['POST', 'remote-buckets', { accessKey: 'k' }, 'Invalid request'],
    ['POST', 'buckets/nosuch/lifecycle', { type: 'expiry' }, LIFECYCLE_MESSAGES.expiryWithoutAction],
    [
      'PUT',
      'buckets/nosuch/lifecycle/rule-1',
      { type: 'transition', transition_days: 3 },
      LIFECYCLE_MESSAGES.transitionWithoutTier,
    ],
  ])(
    'answers %s %s with a request it cannot use 400, before the user’s rights and the bucket',
    async (method, path, body, message) => {
      logInAs(READONLY_USER);
      const response = await call(method, path, body);

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, message });
    },
  );

  it('answers 404 with MinIO’s text for a bucket that does not exist', async () => {
    const response = await call('GET', 'buckets/nosuch/lifecycle');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'The specified bucket does not exist' });
  });
});

import { Hono } from 'hono';
import { z } from 'zod';
import {
  type CreateRemoteBucket,
  createRemoteBucketSchema,
  type ListRemoteBucketsResponse,
  REPLICATION_MESSAGES,
  type RemoteBucket,
  remoteEndpointOf,
} from '../../src/contract/bucket-replication.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import { requireSession } from '../session/middleware.ts';

/** MinIO's BucketTarget as list-remote-targets answers it (secrets are never returned). */
const bucketTargetSchema = z.looseObject({
  sourcebucket: z.string(),
  endpoint: z.string(),
  credentials: z.looseObject({ accessKey: z.string().optional() }).nullish(),
  targetbucket: z.string().optional(),
  secure: z.boolean().optional(),
  arn: z.string(),
  region: z.string().optional(),
  bandwidthlimit: z.number().optional(),
  replicationSync: z.boolean().optional(),
  /** Nanoseconds. */
  healthCheckDuration: z.number().optional(),
  isOnline: z.boolean().optional(),
});
export type BucketTarget = z.infer<typeof bucketTargetSchema>;

const NANOSECONDS_PER_SECOND = 1e9;

/** The BucketTarget that set-remote-target takes for a console request. */
export function bucketTargetFor(request: CreateRemoteBucket) {
  const { endpoint, secure } = remoteEndpointOf(request.targetURL);
  const sync = request.syncMode === 'sync';
  return {
    sourcebucket: request.sourceBucket,
    endpoint,
    credentials: { accessKey: request.accessKey, secretKey: request.secretKey },
    targetbucket: request.targetBucket,
    secure,
    path: '',
    api: 's3v4',
    type: 'replication',
    region: request.region ?? '',
    replicationSync: sync,
    // MinIO applies a bandwidth limit to asynchronous replication only.
    bandwidthlimit: sync ? 0 : (request.bandwidth ?? 0),
    healthCheckDuration: (request.healthCheckPeriod ?? 0) * NANOSECONDS_PER_SECOND,
  };
}

export function remoteBucketOf(target: BucketTarget): RemoteBucket {
  return {
    accessKey: target.credentials?.accessKey ?? '',
    sourceBucket: target.sourcebucket,
    targetURL: `${target.secure ? 'https' : 'http'}://${target.endpoint}`,
    targetBucket: target.targetbucket ?? '',
    remoteARN: target.arn,
    status: target.isOnline ? 'online' : 'offline',
    service: 'replication',
    syncMode: target.replicationSync ? 'sync' : 'async',
    bandwidth: target.bandwidthlimit ?? 0,
    healthCheckPeriod: Math.round((target.healthCheckDuration ?? 0) / NANOSECONDS_PER_SECOND),
  };
}

/** Adds a replication target to the source bucket; MinIO checks the keys and the bucket first. Its ARN. */
export function addRemoteTarget(admin: AdminClient, request: CreateRemoteBucket): Promise<string> {
  return admin.json(
    {
      method: 'PUT',
      path: '/set-remote-target',
      query: { bucket: request.sourceBucket },
      body: bucketTargetFor(request),
      encryptBody: true,
    },
    z.string(),
  );
}

/** The replication targets of one bucket, or of every bucket when `bucketName` is ''. */
export async function listRemoteTargets(admin: AdminClient, bucketName: string): Promise<BucketTarget[]> {
  const targets = await admin.json(
    { method: 'GET', path: '/list-remote-targets', query: { bucket: bucketName, type: 'replication' } },
    z.array(bucketTargetSchema).nullable(),
  );
  return targets ?? [];
}

export function removeRemoteTarget(admin: AdminClient, bucketName: string, arn: string): Promise<void> {
  return admin.send({ method: 'DELETE', path: '/remove-remote-target', query: { bucket: bucketName, arn } });
}

/** Removing a target that is already gone is not a failure. */
export async function removeRemoteTargetIfPresent(admin: AdminClient, bucketName: string, arn: string) {
  try {
    await removeRemoteTarget(admin, bucketName, arn);
  } catch (error) {
    if (!(error instanceof MinioApiError && error.code === 'XMinioAdminRemoteTargetNotFoundError'))
      throw error;
  }
}

async function listRemoteBuckets(admin: AdminClient): Promise<ListRemoteBucketsResponse> {
  const buckets = (await listRemoteTargets(admin, '')).map(remoteBucketOf);
  return { buckets, total: buckets.length };
}

async function remoteBucketDetails(admin: AdminClient, bucketName: string): Promise<RemoteBucket> {
  const [first] = await listRemoteTargets(admin, bucketName);
  if (!first) throw new ConsoleError(404, REPLICATION_MESSAGES.noRemoteTarget(bucketName));
  return remoteBucketOf(first);
}

/** GET/POST /remote-buckets, GET /remote-buckets/{name}, DELETE /remote-buckets/{source-bucket-name}/{arn}. */
export function remoteBucketRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/remote-buckets', session, async (c) => c.json(await listRemoteBuckets(c.get('admin'))));

  routes.post('/remote-buckets', session, async (c) => {
    await addRemoteTarget(c.get('admin'), await readJson(c, createRemoteBucketSchema));
    return c.body(null, 201);
  });

  routes.get('/remote-buckets/:name', session, async (c) =>
    c.json(await remoteBucketDetails(c.get('admin'), c.req.param('name'))),
  );

  routes.delete('/remote-buckets/:source/:arn', session, async (c) => {
    await removeRemoteTarget(c.get('admin'), c.req.param('source'), c.req.param('arn'));
    return c.body(null, 204);
  });

  return routes;
}

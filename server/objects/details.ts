import { type Context, Hono } from 'hono';
import {
  deleteMultipleObjectsRequestSchema,
  type MaxShareLinkExpResponse,
  type ObjectMetadataResponse,
  putObjectLegalHoldRequestSchema,
  putObjectRetentionRequestSchema,
  putObjectTagsRequestSchema,
} from '../../src/contract/object-details.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { apiErrorFromResponse, reachMinio } from '../minio/errors.ts';
import { s3 } from '../minio/s3.ts';
import { requireSession } from '../session/middleware.ts';
import { deleteFiles, deleteObjects } from './delete-objects.ts';
import {
  clearRetention,
  objectMetadata,
  replaceObjectTags,
  restoreVersion,
  setLegalHold,
  setRetention,
} from './details-calls.ts';
import { contentDisposition } from './download-headers.ts';
import {
  maxShareSeconds,
  sharedFileName,
  sharedObjectUrl,
  shareExpirySeconds,
  shareLink,
} from './share-link.ts';

/** A query parameter the contract requires: present and not empty (e.g. `version_id=null`). */
function requiredQuery(c: Context, name: string): string {
  const value = c.req.query(name);
  if (!value) throw new ConsoleError(400, 'Invalid request', `${name}: required in the query`);
  return value;
}

const flag = (c: Context, name: string) => c.req.query(name) === 'true';

/** Scheme and host as the browser reached the console (through a proxy, as the proxy says). */
function consoleOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const protocol = c.req.header('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return `${protocol}://${host}`;
}

/** The object's headers a shared download passes on to its recipient. */
const SHARED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];

/**
 * The single-object operations of the object details (console-api §3.3): metadata, tags, legal hold,
 * retention, restoring a version, deletes, and share links with their public download.
 */
export function objectDetailsRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/buckets/max-share-exp', session, (c) => {
    const answer: MaxShareLinkExpResponse = { exp: maxShareSeconds(c.get('session').expiresAt) };
    return c.json(answer);
  });

  routes.get('/buckets/:bucket_name/objects/metadata', session, async (c) => {
    const headers = await objectMetadata(
      c.get('s3'),
      c.req.param('bucket_name'),
      requiredQuery(c, 'prefix'),
      c.req.query('versionID') || undefined,
    );
    const answer: ObjectMetadataResponse = { objectMetadata: headers };
    return c.json(answer);
  });

  routes.put('/buckets/:bucket_name/objects/tags', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredQuery(c, 'version_id');
    const { tags } = await readJson(c, putObjectTagsRequestSchema);
    await replaceObjectTags(c.get('s3'), c.req.param('bucket_name'), key, versionId, tags ?? {});
    return c.body(null, 200);
  });

  routes.put('/buckets/:bucket_name/objects/legalhold', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredQuery(c, 'version_id');
    const { status } = await readJson(c, putObjectLegalHoldRequestSchema);
    await setLegalHold(c.get('s3'), c.req.param('bucket_name'), key, versionId, status);
    return c.body(null, 200);
  });

  routes.put('/buckets/:bucket_name/objects/retention', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredQuery(c, 'version_id');
    const request = await readJson(c, putObjectRetentionRequestSchema);
    await setRetention(c.get('s3'), c.req.param('bucket_name'), key, versionId, request);
    return c.body(null, 200);
  });

  routes.delete('/buckets/:bucket_name/objects/retention', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    await clearRetention(c.get('s3'), c.req.param('bucket_name'), key, requiredQuery(c, 'version_id'));
    return c.body(null, 200);
  });

  routes.put('/buckets/:bucket_name/objects/restore', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    await restoreVersion(c.get('s3'), c.req.param('bucket_name'), key, requiredQuery(c, 'version_id'));
    return c.body(null, 200);
  });

  routes.delete('/buckets/:bucket_name/objects', session, async (c) => {
    await deleteObjects(c.get('s3'), c.req.param('bucket_name'), {
      prefix: requiredQuery(c, 'prefix'),
      version_id: c.req.query('version_id') || undefined,
      recursive: flag(c, 'recursive'),
      all_versions: flag(c, 'all_versions'),
      non_current_versions: flag(c, 'non_current_versions'),
      bypass: flag(c, 'bypass'),
    });
    return c.body(null, 200);
  });

  routes.post('/buckets/:bucket_name/delete-objects', session, async (c) => {
    const files = await readJson(c, deleteMultipleObjectsRequestSchema);
    await deleteFiles(c.get('s3'), c.req.param('bucket_name'), files, {
      allVersions: flag(c, 'all_versions'),
      bypass: flag(c, 'bypass'),
    });
    return c.body(null, 200);
  });

  routes.get('/buckets/:bucket_name/objects/share', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredQuery(c, 'version_id');
    const seconds = shareExpirySeconds(c.req.query('expires'), maxShareSeconds(c.get('session').expiresAt));
    const presigned = await s3(() =>
      c.get('s3').presignedGetObject(c.req.param('bucket_name'), key, seconds, { versionId }),
    );
    return c.json(shareLink(consoleOrigin(c), deps.config.subPath, presigned));
  });

  // No session: whoever holds the link may download until the presigned URL expires.
  routes.get('/download-shared-object/:url', async (c) => {
    const url = sharedObjectUrl(c.req.param('url'), deps.config.minioServer);
    const range = c.req.header('range');
    const signal = c.req.raw.signal;
    const answer = await reachMinio(
      'Downloading the shared object',
      () => fetch(url, { headers: range ? { range } : {}, signal }),
      signal,
    );
    if (!answer.ok) throw await apiErrorFromResponse(answer);
    const headers = new Headers({
      'content-disposition': contentDisposition('attachment', sharedFileName(url)),
    });
    for (const name of SHARED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers });
  });

  return routes;
}

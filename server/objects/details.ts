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
import { BODY_LIMITS, readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { publicOrigin } from '../http/origin.ts';
import { requiredVersionIdQuery, versionIdQuery } from '../http/params.ts';
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
import {
  maxShareSeconds,
  sharedObject,
  sharedObjectDownload,
  shareExpirySeconds,
  shareLink,
} from './share-link.ts';
import { mintShareToken, shareTokenKey } from './share-token.ts';

/** A query parameter the contract requires: present and not empty (e.g. `version_id=null`). */
function requiredQuery(c: Context, name: string): string {
  const value = c.req.query(name);
  if (!value) throw new ConsoleError(400, 'Invalid request', `${name}: required in the query`);
  return value;
}

const flag = (c: Context, name: string) => c.req.query(name) === 'true';

/**
 * The single-object operations of the object details (console-api §3.3): metadata, tags, legal hold,
 * retention, restoring a version, deletes, and share links with their public download.
 */
export function objectDetailsRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);
  const shareKey = shareTokenKey(deps.sessionKey);

  routes.get('/buckets/max-share-exp', session, (c) => {
    const answer: MaxShareLinkExpResponse = { exp: maxShareSeconds(c.get('session').expiresAt) };
    return c.json(answer);
  });

  routes.get('/buckets/:bucket_name/objects/metadata', session, async (c) => {
    const headers = await objectMetadata(
      c.get('s3'),
      c.req.param('bucket_name'),
      requiredQuery(c, 'prefix'),
      versionIdQuery(c, 'versionID'),
    );
    const answer: ObjectMetadataResponse = { objectMetadata: headers };
    return c.json(answer);
  });

  routes.put('/buckets/:bucket_name/objects/tags', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredVersionIdQuery(c);
    const { tags } = await readJson(c, putObjectTagsRequestSchema);
    await replaceObjectTags(c.get('s3'), c.req.param('bucket_name'), key, versionId, tags ?? {});
    return c.body(null, 200);
  });

  routes.put('/buckets/:bucket_name/objects/legalhold', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredVersionIdQuery(c);
    const { status } = await readJson(c, putObjectLegalHoldRequestSchema);
    await setLegalHold(c.get('s3'), c.req.param('bucket_name'), key, versionId, status);
    return c.body(null, 200);
  });

  routes.put('/buckets/:bucket_name/objects/retention', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredVersionIdQuery(c);
    const request = await readJson(c, putObjectRetentionRequestSchema);
    await setRetention(c.get('s3'), c.req.param('bucket_name'), key, versionId, request);
    return c.body(null, 200);
  });

  routes.delete('/buckets/:bucket_name/objects/retention', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    await clearRetention(c.get('s3'), c.req.param('bucket_name'), key, requiredVersionIdQuery(c));
    return c.body(null, 200);
  });

  routes.put('/buckets/:bucket_name/objects/restore', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    await restoreVersion(c.get('s3'), c.req.param('bucket_name'), key, requiredVersionIdQuery(c));
    return c.body(null, 200);
  });

  routes.delete('/buckets/:bucket_name/objects', session, async (c) => {
    await deleteObjects(
      c.get('s3'),
      c.req.param('bucket_name'),
      {
        prefix: requiredQuery(c, 'prefix'),
        version_id: versionIdQuery(c, 'version_id'),
        recursive: flag(c, 'recursive'),
        all_versions: flag(c, 'all_versions'),
        non_current_versions: flag(c, 'non_current_versions'),
        bypass: flag(c, 'bypass'),
      },
      c.req.raw.signal,
    );
    return c.body(null, 200);
  });

  routes.post('/buckets/:bucket_name/delete-objects', session, async (c) => {
    const files = await readJson(c, deleteMultipleObjectsRequestSchema, {
      maxBytes: BODY_LIMITS.objectSelection,
    });
    await deleteFiles(
      c.get('s3'),
      c.req.param('bucket_name'),
      files,
      {
        allVersions: flag(c, 'all_versions'),
        bypass: flag(c, 'bypass'),
      },
      c.req.raw.signal,
    );
    return c.body(null, 200);
  });

  routes.get('/buckets/:bucket_name/objects/share', session, async (c) => {
    const key = requiredQuery(c, 'prefix');
    const versionId = requiredVersionIdQuery(c);
    const seconds = shareExpirySeconds(c.req.query('expires'), maxShareSeconds(c.get('session').expiresAt));
    const bucketName = c.req.param('bucket_name');
    const url = await s3(() => c.get('s3').presignedGetObject(bucketName, key, seconds, { versionId }));
    const expiresAt = Math.floor(Date.now() / 1000) + seconds;
    const token = await mintShareToken(await shareKey, { bucketName, key, versionId, expiresAt, url });
    return c.json(shareLink(publicOrigin(c, deps.config), deps.config.subPath, token));
  });

  // No session: whoever holds a link this console made may download its one object until the link expires.
  routes.get('/download-shared-object/:url', async (c) => {
    const object = await sharedObject(await shareKey, c.req.param('url'));
    return sharedObjectDownload(object, { range: c.req.header('range'), signal: c.req.raw.signal });
  });

  return routes;
}

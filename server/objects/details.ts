import * as objectDetails from '../../src/contract/object-details.ts';
import { mintShareToken, shareTokenKey } from '../../src/contract/share-token.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { publicOrigin } from '../http/origin.ts';
import { type Route, serve } from '../http/serve.ts';
import { deleteFiles, deleteObjects } from './delete-objects.ts';
import {
  clearRetention,
  objectMetadata,
  replaceObjectTags,
  setLegalHold,
  setRetention,
} from './details-calls.ts';
import { statObject } from './head.ts';
import {
  maxShareSeconds,
  sharedObject,
  sharedObjectDownload,
  shareExpirySeconds,
  shareLink,
} from './share-link.ts';

/**
 * The single-object operations of the object details (console-api §3.3): metadata, tags, legal hold,
 * retention, restoring a version, deletes, and share links with their public download.
 */
export function objectDetailsRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  const shareKey = shareTokenKey(deps.sessionKey);

  return [
    serve(objectDetails.getMaxShareLinkExp, (_, c) => ({ exp: maxShareSeconds(c.get('session').expiresAt) })),

    serve(objectDetails.getObjectMetadata, async ({ params, query }, c) => ({
      objectMetadata: await objectMetadata(c.get('s3'), params.bucket_name, query.prefix, query.versionID),
    })),

    serve(objectDetails.putObjectTags, ({ params, query, body }, c) =>
      replaceObjectTags(c.get('s3'), params.bucket_name, query.prefix, query.version_id, body.tags ?? {}),
    ),

    serve(objectDetails.putObjectLegalHold, ({ params, query, body }, c) =>
      setLegalHold(c.get('s3'), params.bucket_name, query.prefix, query.version_id, body.status),
    ),

    serve(objectDetails.putObjectRetention, ({ params, query, body }, c) =>
      setRetention(c.get('s3'), params.bucket_name, query.prefix, query.version_id, body),
    ),

    serve(objectDetails.deleteObjectRetention, ({ params, query }, c) =>
      clearRetention(c.get('s3'), params.bucket_name, query.prefix, query.version_id),
    ),

    serve(objectDetails.putObjectRestore, ({ params, query }, c) =>
      c.get('s3').restoreObjectVersion(params.bucket_name, query.prefix, query.version_id),
    ),

    serve(objectDetails.deleteObject, ({ params, query }, c) =>
      deleteObjects(c.get('s3'), params.bucket_name, query, c.req.raw.signal),
    ),

    serve(objectDetails.deleteMultipleObjects, ({ params, query, body }, c) =>
      deleteFiles(
        c.get('s3'),
        params.bucket_name,
        body,
        { allVersions: query.all_versions ?? false, bypass: query.bypass ?? false },
        c.req.raw.signal,
      ),
    ),

    serve(objectDetails.shareObject, async ({ params, query }, c) => {
      const { bucket_name: bucketName } = params;
      const { prefix: key, version_id: versionId } = query;
      const seconds = shareExpirySeconds(query.expires, maxShareSeconds(c.get('session').expiresAt));
      // Presigning asks MinIO nothing: a link to an object that is not there is refused here instead.
      await statObject(c.get('s3'), bucketName, key, versionId);
      const url = c.get('s3').presignedGetObject(bucketName, key, seconds, versionId);
      const expiresAt = Math.floor(Date.now() / 1000) + seconds;
      const token = await mintShareToken(await shareKey, { bucketName, key, versionId, expiresAt, url });
      return shareLink(publicOrigin(c, deps.config), deps.config.subPath, token);
    }),

    // No session: whoever holds a link this console made may download its one object until the link expires.
    serve(objectDetails.downloadSharedObject, async ({ params }, c) => {
      const object = await sharedObject(await shareKey, params.url);
      return sharedObjectDownload(object, { range: c.req.header('range'), signal: c.req.raw.signal });
    }),
  ];
}

import type { Context } from 'hono';
import { parse } from 'zod/mini';
import { BODY_LIMITS } from '../../src/contract/body-limits.ts';
import { baseName, selectionZipName } from '../../src/contract/download-headers.ts';
import * as objectTransfer from '../../src/contract/object-transfer.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readUrlEncodedForm } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { requestBodyStream } from '../http/node-body.ts';
import { type Route, serve } from '../http/serve.ts';
import type { S3Target } from '../minio/s3-direct.ts';
import { s3TargetFor } from '../session/middleware.ts';
import { objectDownload } from './download.ts';
import { formBoundary } from './form-data-stream.ts';
import {
  abandonUpload,
  declaredLength,
  finishUpload,
  partUploadUrl,
  startUpload,
  storedParts,
  storePart,
  type UploadRef,
  uploadFormFiles,
} from './upload.ts';
import { zipDownload } from './zip.ts';

type SessionContext = Context<SessionEnv>;

/** The multipart upload a call names: its bucket and upload id in the path, its key in the query. */
const uploadRef = (
  params: { bucket_name: string; upload_id: string },
  query: { prefix: string },
): UploadRef => ({ bucketName: params.bucket_name, key: query.prefix, uploadId: params.upload_id });

/** The same keys as the JSON array, posted by an HTML form (one `keys` field each). */
async function formKeys(c: SessionContext): Promise<objectTransfer.DownloadMultipleRequest> {
  const form = await readUrlEncodedForm(c, { maxBytes: BODY_LIMITS.objectSelection });
  return parse(objectTransfer.downloadMultipleRequestSchema, form.getAll(objectTransfer.DOWNLOAD_FORM_FIELD));
}

/**
 * Uploads and downloads (console-api §5 and our resumable multipart uploads; see src/contract/object-transfer.ts).
 * Every byte is streamed between the browser and MinIO with the session's own credentials, never held whole.
 */
export function objectTransferRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  const targetOf = (c: SessionContext): S3Target => s3TargetFor(deps, c.get('session'));

  return [
    serve(objectTransfer.uploadObject, async ({ params, query }, c) => {
      const boundary = formBoundary(c.req.header('content-type'));
      if (!boundary) throw new ConsoleError(400, 'Invalid request', 'The body must be multipart/form-data');
      const object = { bucketName: params.bucket_name, key: query.prefix };
      await uploadFormFiles(
        targetOf(c),
        object,
        { source: requestBodyStream(c), boundary },
        c.req.raw.signal,
      );
    }),

    serve(objectTransfer.createUpload, ({ params, query, body }, c) => {
      const direct = deps.config.minioPublicUrl !== undefined;
      return startUpload(targetOf(c), { bucketName: params.bucket_name, key: query.prefix, direct }, body);
    }),

    serve(objectTransfer.listUploadParts, async ({ params, query }, c) => ({
      parts: await storedParts(targetOf(c), uploadRef(params, query)),
    })),

    serve(objectTransfer.uploadPart, ({ params, query }, c) => {
      const upload = { ...uploadRef(params, query), partNumber: params.part_number };
      const body = { source: requestBodyStream(c), length: declaredLength(c.req.header('content-length')) };
      return storePart(targetOf(c), upload, body, c.req.raw.signal);
    }),

    serve(objectTransfer.presignUploadPart, ({ params, query }, c) => {
      const upload = { ...uploadRef(params, query), partNumber: params.part_number };
      return partUploadUrl(targetOf(c), deps.config.minioPublicUrl, upload);
    }),

    serve(objectTransfer.completeUpload, ({ params, query, body }, c) =>
      finishUpload(targetOf(c), uploadRef(params, query), body),
    ),

    serve(objectTransfer.abortUpload, ({ params, query }, c) =>
      abandonUpload(targetOf(c), uploadRef(params, query)),
    ),

    serve(objectTransfer.downloadObject, ({ params: { bucket_name: bucketName }, query }, c) => {
      const key = query.prefix;
      if (key.endsWith('/')) {
        const fileName = `${baseName(key) || bucketName}.zip`;
        return zipDownload(c.get('s3'), { bucketName, keys: [key], fileName, signal: c.req.raw.signal });
      }
      const download = {
        bucketName,
        key,
        versionId: query.version_id,
        preview: query.preview ?? false,
        overrideFileName: query.override_file_name || undefined,
        range: c.req.header('range'),
        ifRange: c.req.header('if-range'),
      };
      return objectDownload(targetOf(c), download, c.req.raw.signal);
    }),

    serve(objectTransfer.downloadMultipleObjects, async ({ params, body }, c) =>
      zipDownload(c.get('s3'), {
        bucketName: params.bucket_name,
        keys: body ?? (await formKeys(c)),
        fileName: selectionZipName(),
        signal: c.req.raw.signal,
      }),
    ),
  ];
}

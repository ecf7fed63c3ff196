import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { parse } from 'zod/mini';
import {
  completeUploadRequestSchema,
  createUploadRequestSchema,
  DOWNLOAD_FORM_FIELD,
  type DownloadMultipleRequest,
  downloadMultipleRequestSchema,
  type ListUploadPartsResponse,
} from '../../src/contract/object-transfer.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { BODY_LIMITS, readJson, readUrlEncodedForm } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { versionIdQuery } from '../http/params.ts';
import { requireSession } from '../session/middleware.ts';
import { objectDownload } from './download.ts';
import { baseName, selectionZipName } from './download-headers.ts';
import { formBoundary } from './form-data-stream.ts';
import type { S3Target } from './s3-direct.ts';
import {
  abandonUpload,
  checkPartNumber,
  declaredLength,
  finishUpload,
  startUpload,
  storedParts,
  storePart,
  type UploadRef,
  uploadFormFiles,
} from './upload.ts';
import { zipDownload } from './zip.ts';

type SessionContext = Context<SessionEnv>;

/** The object key of the call: the `prefix` query parameter (a leading "/" is dropped, as upstream does). */
function objectKey(c: SessionContext): string {
  const key = (c.req.query('prefix') ?? '').replace(/^\/+/, '');
  if (!key) throw new ConsoleError(400, 'Invalid request', 'prefix (the object key) is required');
  return key;
}

/**
 * The request body as a byte stream. Under @hono/node-server it is the socket's own request stream, read only
 * as fast as MinIO takes it (the web stream Hono would wrap it in queues without that back-pressure).
 */
function bodyStream(c: SessionContext): Readable {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
}

/**
 * Uploads and downloads (console-api §5 and our resumable multipart uploads; see src/contract/object-transfer.ts).
 * Every byte is streamed between the browser and MinIO with the session's own credentials, never held whole.
 */
export function objectTransferRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  const targetOf = (c: SessionContext): S3Target => {
    const claims = c.get('session');
    return {
      endpoint: deps.config.minioServer,
      region: deps.config.minioRegion,
      credentials: {
        accessKey: claims.accessKey,
        secretKey: claims.secretKey,
        sessionToken: claims.sessionToken,
      },
    };
  };
  const uploadOf = (c: SessionContext): UploadRef => ({
    bucketName: c.req.param('bucket_name') ?? '',
    key: objectKey(c),
    uploadId: c.req.param('upload_id') ?? '',
  });

  routes.post('/buckets/:bucket_name/objects/upload', session, async (c) => {
    const boundary = formBoundary(c.req.header('content-type'));
    if (!boundary) throw new ConsoleError(400, 'Invalid request', 'The body must be multipart/form-data');
    const object = { bucketName: c.req.param('bucket_name'), key: objectKey(c) };
    await uploadFormFiles(targetOf(c), object, { source: bodyStream(c), boundary }, c.req.raw.signal);
    return c.body(null, 200);
  });

  routes.post('/buckets/:bucket_name/uploads', session, async (c) => {
    const key = objectKey(c);
    const request = await readJson(c, createUploadRequestSchema);
    return c.json(await startUpload(targetOf(c), c.req.param('bucket_name'), key, request), 201);
  });

  routes.get('/buckets/:bucket_name/uploads/:upload_id/parts', session, async (c) => {
    const answer: ListUploadPartsResponse = { parts: await storedParts(targetOf(c), uploadOf(c)) };
    return c.json(answer);
  });

  routes.put('/buckets/:bucket_name/uploads/:upload_id/parts/:part_number', session, async (c) => {
    const upload = { ...uploadOf(c), partNumber: checkPartNumber(c.req.param('part_number')) };
    const body = { source: bodyStream(c), length: declaredLength(c.req.header('content-length')) };
    return c.json(await storePart(targetOf(c), upload, body, c.req.raw.signal));
  });

  routes.post('/buckets/:bucket_name/uploads/:upload_id/complete', session, async (c) => {
    const request = await readJson(c, completeUploadRequestSchema, { maxBytes: BODY_LIMITS.uploadParts });
    return c.json(await finishUpload(targetOf(c), uploadOf(c), request));
  });

  routes.delete('/buckets/:bucket_name/uploads/:upload_id', session, async (c) => {
    await abandonUpload(targetOf(c), uploadOf(c));
    return c.body(null, 204);
  });

  routes.get('/buckets/:bucket_name/objects/download', session, async (c) => {
    const bucketName = c.req.param('bucket_name');
    const key = c.req.query('prefix') ?? '';
    if (!key) throw new ConsoleError(400, 'Invalid request', 'prefix (the object key) is required');
    const versionId = versionIdQuery(c, 'version_id');
    if (key.endsWith('/')) {
      const fileName = `${baseName(key) || bucketName}.zip`;
      return zipDownload(c.get('s3'), {
        bucketName,
        keys: [key],
        fileName,
        signal: c.req.raw.signal,
      });
    }
    return objectDownload(c.get('s3'), {
      bucketName,
      key,
      versionId,
      preview: c.req.query('preview') === 'true',
      overrideFileName: c.req.query('override_file_name') || undefined,
      range: c.req.header('range'),
      ifRange: c.req.header('if-range'),
    });
  });

  routes.post('/buckets/:bucket_name/objects/download-multiple', session, async (c) => {
    const keys = await selectedKeys(c);
    return zipDownload(c.get('s3'), {
      bucketName: c.req.param('bucket_name'),
      keys,
      fileName: selectionZipName(),
      signal: c.req.raw.signal,
    });
  });

  return routes;
}

/** The contract's JSON array, or the same keys posted by an HTML form (one `keys` field each). */
async function selectedKeys(c: SessionContext): Promise<DownloadMultipleRequest> {
  const limit = { maxBytes: BODY_LIMITS.objectSelection };
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    return readJson(c, downloadMultipleRequestSchema, limit);
  const form = await readUrlEncodedForm(c, limit);
  return parse(downloadMultipleRequestSchema, form.getAll(DOWNLOAD_FORM_FIELD));
}

import { addAbortSignal, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ZipFile } from 'yazl';
import { contentDisposition, zipEntryPath } from '../../src/contract/download-headers.ts';
import { ConsoleError } from '../http/errors.ts';
import { webStreamOf } from '../lib/web-stream.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { ObjectBytes, S3Client } from '../minio/s3-client.ts';
import { listObjectsPage, S3_MAX_KEYS } from '../minio/s3-listing.ts';

export interface ZipLimits {
  /** The most entries: the archive's central directory is kept in memory until its end. */
  entries: number;
  /** The most object bytes. */
  bytes: number;
}

const GiB = 1024 ** 3;

export const ZIP_LIMITS: ZipLimits = { entries: 10_000, bytes: 10 * GiB };

export const ZIP_TOO_LARGE = 'The selection is too large for one zip';

const sizeText = (bytes: number) => (bytes % GiB === 0 ? `${bytes / GiB} GiB` : `${bytes} bytes`);

const tooManyEntries = (limits: ZipLimits) =>
  new ConsoleError(
    400,
    ZIP_TOO_LARGE,
    `A zip holds at most ${limits.entries.toLocaleString('en-US')} objects: download fewer at once`,
  );

const tooManyBytes = (limits: ZipLimits) =>
  new ConsoleError(
    400,
    ZIP_TOO_LARGE,
    `A zip holds at most ${sizeText(limits.bytes)}: download fewer objects at once`,
  );

/** What MinIO says of an object the zip leaves out: gone since it was named, or not the user's to read. */
const SKIPPED_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchVersion', 'AccessDenied']);

/**
 * The call's result, or undefined when MinIO says the object is gone or refused. Any other failure (MinIO
 * unreachable, or failing) is thrown: skipping it would make a truncated archive look whole.
 */
async function unlessGoneOrRefused<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MinioApiError && SKIPPED_CODES.has(error.code)) return undefined;
    throw error;
  }
}

interface ZipEntry {
  /** Where it goes in the archive. */
  path: string;
  key: string;
  mtime: Date;
  size: number;
  directory: boolean;
}

/**
 * The archive's entries in order: a folder key ("/" suffix) expands to everything under it, with paths starting at
 * the folder's own name; a plain key goes to the root under its last path element; missing or refused objects are
 * skipped.
 */
async function* zipEntries(
  client: S3Client,
  bucketName: string,
  keys: readonly string[],
): AsyncGenerator<ZipEntry> {
  for (const key of keys) {
    if (key.endsWith('/')) {
      yield* folderEntries(client, bucketName, key);
      continue;
    }
    const stat = await unlessGoneOrRefused(() => client.statObject(bucketName, key));
    const path = zipEntryPath(key, key);
    if (stat && path) yield { path, key, mtime: stat.lastModified, size: stat.size, directory: false };
  }
}

/** Everything under the folder, a listing page at a time, with paths starting at the folder's own name. */
async function* folderEntries(
  client: S3Client,
  bucketName: string,
  folder: string,
): AsyncGenerator<ZipEntry> {
  let continuationToken: string | undefined;
  do {
    const page = await listObjectsPage(client, bucketName, {
      prefix: folder,
      delimiter: '',
      maxKeys: S3_MAX_KEYS,
      continuationToken,
    });
    for (const object of page.entries) {
      const path = zipEntryPath(folder, object.key);
      const directory = object.key.endsWith('/');
      if (path) {
        yield { path, key: object.key, mtime: new Date(object.lastModified), size: object.size, directory };
      }
    }
    continuationToken = page.continuationToken;
  } while (continuationToken);
}

/**
 * Every entry, listed before the first byte is sent, so a selection past the caps is an ordinary error answer.
 * The listing stops at the first entry past a cap, however large the folder.
 */
async function listedEntries(
  client: S3Client,
  bucketName: string,
  keys: readonly string[],
  limits: ZipLimits,
  signal: AbortSignal,
): Promise<ZipEntry[]> {
  if (keys.length > limits.entries) throw tooManyEntries(limits);
  const entries: ZipEntry[] = [];
  let bytes = 0;
  // Leaving the loop ends the generator: no further page is listed.
  for await (const entry of zipEntries(client, bucketName, keys)) {
    signal.throwIfAborted();
    bytes += entry.size;
    if (entries.push(entry) > limits.entries) throw tooManyEntries(limits);
    if (bytes > limits.bytes) throw tooManyBytes(limits);
  }
  return entries;
}

/** The object's bytes, destroyed as soon as `signal` fires, or at once when it already has. */
async function openObject(
  client: S3Client,
  bucketName: string,
  key: string,
  signal: AbortSignal,
): Promise<ObjectBytes | undefined> {
  // The client's reads take no signal: a request under way when the signal fires is destroyed once it answers.
  const bytes = await unlessGoneOrRefused(() => client.getObject(bucketName, key));
  return bytes && addAbortSignal(signal, bytes);
}

/**
 * Adds the entries one at a time: each object is opened only when the previous one has been written out. An object
 * that has grown since it was listed cannot carry the zip past its cap: the archive is cut short instead.
 */
async function writeEntries(
  zip: ZipFile,
  client: S3Client,
  bucketName: string,
  entries: readonly ZipEntry[],
  limits: ZipLimits,
  signal: AbortSignal,
): Promise<void> {
  let written = 0;
  for (const entry of entries) {
    signal.throwIfAborted();
    if (entry.directory) {
      zip.addEmptyDirectory(entry.path, { mtime: entry.mtime });
      continue;
    }
    const bytes = await openObject(client, bucketName, entry.key, signal);
    if (!bytes) continue; // deleted since it was listed, or refused: skipped, as the contract says
    written += Number(bytes.headers['content-length'] ?? 0);
    if (written > limits.bytes) {
      bytes.destroy();
      throw tooManyBytes(limits);
    }
    zip.addReadStream(bytes, entry.path, { mtime: entry.mtime, compress: false });
    await finished(bytes);
  }
}

/** Fires when the stream closes, for whatever reason (read to its end, or destroyed by a reader that left). */
function closeSignal(stream: Readable): AbortSignal {
  const closed = new AbortController();
  stream.once('close', () => closed.abort());
  return closed.signal;
}

/**
 * The keys as a zip streamed while it is written (stored, not compressed: objects are mostly compressed
 * already and the CPU is better spent moving bytes; ZIP64 where sizes need it). The entries are listed first: a
 * failure or a selection past the caps is an ordinary error answer. A later failure cuts the archive short, which
 * the browser's download and unzip tools report. When the request is cancelled or the reader leaves, the object
 * being read and the archive are destroyed at once, so no connection to MinIO is left behind.
 */
export async function zipDownload(
  client: S3Client,
  request: { bucketName: string; keys: readonly string[]; fileName: string; signal: AbortSignal },
  limits = ZIP_LIMITS,
): Promise<Response> {
  const { bucketName, keys, signal } = request;
  const entries = await listedEntries(client, bucketName, keys, limits, signal);
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const stop = AbortSignal.any([signal, closeSignal(output)]);
  writeEntries(zip, client, bucketName, entries, limits, stop).then(
    () => zip.end(),
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return new Response(webStreamOf(output), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': contentDisposition('attachment', request.fileName),
      'cache-control': 'private, no-cache',
    },
  });
}

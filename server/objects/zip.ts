import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Client } from 'minio';
import { ZipFile } from 'yazl';
import { s3 } from '../minio/s3.ts';
import { contentDisposition, zipEntryPath } from './download-headers.ts';
import { listObjectsPage, S3_MAX_KEYS } from './s3-listing.ts';

interface ZipEntry {
  /** Where it goes in the archive. */
  path: string;
  key: string;
  mtime: Date;
  directory: boolean;
}

/**
 * The archive's entries in order: a folder key ("/" suffix) expands to everything under it, with paths starting at
 * the folder's own name; a plain key goes to the root under its last path element; missing objects are skipped.
 */
async function* zipEntries(
  client: Client,
  bucketName: string,
  keys: readonly string[],
): AsyncGenerator<ZipEntry> {
  for (const key of keys) {
    if (key.endsWith('/')) {
      yield* folderEntries(client, bucketName, key);
      continue;
    }
    const stat = await client.statObject(bucketName, key).catch(() => undefined);
    const path = zipEntryPath(key, key);
    if (stat && path) yield { path, key, mtime: stat.lastModified, directory: false };
  }
}

/** Everything under the folder, a listing page at a time, with paths starting at the folder's own name. */
async function* folderEntries(client: Client, bucketName: string, folder: string): AsyncGenerator<ZipEntry> {
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
      if (path) yield { path, key: object.key, mtime: new Date(object.lastModified), directory };
    }
    continuationToken = page.continuationToken;
  } while (continuationToken);
}

/** Adds the entries one at a time: each object is opened only when the previous one has been written out. */
async function writeEntries(
  zip: ZipFile,
  client: Client,
  bucketName: string,
  entries: AsyncIterator<ZipEntry>,
  first: IteratorResult<ZipEntry>,
  signal: AbortSignal,
): Promise<void> {
  for (let next = first; !next.done; next = await entries.next()) {
    const entry = next.value;
    if (entry.directory) {
      zip.addEmptyDirectory(entry.path, { mtime: entry.mtime });
      continue;
    }
    const bytes = await client.getObject(bucketName, entry.key).catch(() => undefined);
    if (!bytes) continue; // deleted since it was listed, or not readable: skipped, as the contract says
    zip.addReadStream(bytes, entry.path, { mtime: entry.mtime, compress: false });
    const stop = () => bytes.destroy(new Error('The download was cancelled'));
    signal.addEventListener('abort', stop, { once: true });
    try {
      await finished(bytes);
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }
}

/**
 * The keys as a zip streamed while it is written (stored, not compressed: objects are mostly compressed
 * already and the CPU is better spent moving bytes; ZIP64 where sizes need it). A failure before the first entry
 * is an ordinary error answer; a later one cuts the archive short, which unzip tools report.
 */
export async function zipDownload(
  client: Client,
  request: { bucketName: string; keys: readonly string[]; fileName: string; signal: AbortSignal },
): Promise<Response> {
  const stop = new AbortController();
  request.signal.addEventListener('abort', () => stop.abort(), { once: true });
  const entries = zipEntries(client, request.bucketName, request.keys);
  const first = await s3(() => entries.next());

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  output.once('close', () => stop.abort());
  writeEntries(zip, client, request.bucketName, entries, first, stop.signal).then(
    () => zip.end(),
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': contentDisposition('attachment', request.fileName),
      'cache-control': 'private, no-cache',
    },
  });
}

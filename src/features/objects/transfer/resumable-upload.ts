import {
  type CreateUploadRequest,
  type CreateUploadResponse,
  MIN_PART_SIZE,
  PARTS_IN_FLIGHT,
  partCountFor,
  partLength,
  type UploadedPart,
} from '@/contract/object-transfer';
import { ApiError } from '@/lib/api/errors';
import type { FileIdentity, ResumeStore } from './resume-store';
import { RETRY_DELAYS_MS, type Sleep, sleep, withRetry } from './retry';

export interface UploadTarget {
  bucketName: string;
  key: string;
}

/** Reports how many bytes of the request body have been sent so far. */
export type OnSent = (bytes: number) => void;

/** The console server's transfer operations, as the uploader needs them (faked in tests). */
export interface UploadTransport {
  /** The contract's single-request upload, for files of one part or less. */
  uploadWhole(target: UploadTarget, file: Blob, onSent: OnSent, signal: AbortSignal): Promise<void>;
  createUpload(target: UploadTarget, request: CreateUploadRequest): Promise<CreateUploadResponse>;
  listParts(target: UploadTarget, uploadId: string): Promise<UploadedPart[]>;
  /** A `direct` part goes to MinIO itself, at the URL the console presigns for it. */
  uploadPart(
    target: UploadTarget,
    part: { uploadId: string; partNumber: number; bytes: Blob; direct: boolean },
    onSent: OnSent,
    signal: AbortSignal,
  ): Promise<UploadedPart>;
  completeUpload(target: UploadTarget, uploadId: string, parts: UploadedPart[]): Promise<void>;
  abortUpload(target: UploadTarget, uploadId: string): Promise<void>;
}

export interface UploadJob {
  target: UploadTarget;
  file: File;
  transport: UploadTransport;
  store: ResumeStore;
  /** Aborting it cancels the upload: the multipart upload is aborted and its stored parts deleted. */
  signal: AbortSignal;
  /** The share of the file stored so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Parts sent at once for one file. */
  partConcurrency?: number;
  /**
   * Whether a stored part holds these bytes. Parts of an upload the server found (not one this browser started)
   * are only kept when it says so; without it they are all sent again.
   */
  verifyPart?: (bytes: Blob, etag: string) => Promise<boolean>;
  retryDelaysMs?: readonly number[];
  sleep?: Sleep;
  /** Files up to this size go in one request (default: one part's size). */
  singleRequestLimit?: number;
}

/** Sends a file: in one request when it fits in a part, else as a resumable multipart upload. */
export async function uploadFile(job: UploadJob): Promise<void> {
  const resumable = job.store.find(identityOf(job));
  if (job.file.size <= (job.singleRequestLimit ?? MIN_PART_SIZE) && !resumable) return uploadWhole(job);
  return uploadInParts(job);
}

const identityOf = (job: UploadJob): FileIdentity => ({
  ...job.target,
  name: job.file.name,
  size: job.file.size,
  lastModified: job.file.lastModified,
});

function retrying<T>(job: UploadJob, attempt: () => Promise<T>): Promise<T> {
  return withRetry(attempt, {
    signal: job.signal,
    delaysMs: job.retryDelaysMs ?? RETRY_DELAYS_MS,
    sleep: job.sleep ?? sleep,
  });
}

async function uploadWhole(job: UploadJob): Promise<void> {
  const total = Math.max(job.file.size, 1);
  job.onProgress(0);
  await retrying(job, () =>
    job.transport.uploadWhole(job.target, job.file, (sent) => job.onProgress(sent / total), job.signal),
  );
  job.onProgress(1);
}

interface OpenUpload {
  uploadId: string;
  partSize: number;
  direct: boolean;
  /** Parts already stored that belong to this file. */
  stored: UploadedPart[];
}

async function uploadInParts(job: UploadJob): Promise<void> {
  const upload = await openUpload(job);
  try {
    job.signal.throwIfAborted();
    const parts = await sendMissingParts(job, upload);
    await retrying(job, () => job.transport.completeUpload(job.target, upload.uploadId, parts));
    job.store.remove(upload.uploadId);
    job.onProgress(1);
  } catch (error) {
    if (job.signal.aborted) await abandon(job, upload.uploadId);
    throw error;
  }
}

/** The upload to go on with: this browser's own record, one the server found for the file, or a new one. */
async function openUpload(job: UploadJob): Promise<OpenUpload> {
  const record = job.store.find(identityOf(job));
  if (record) {
    const stored = await storedPartsOrGone(job, record.uploadId);
    if (stored) {
      return { uploadId: record.uploadId, partSize: record.partSize, direct: record.direct ?? false, stored };
    }
    job.store.remove(record.uploadId);
  }
  const request = { size: job.file.size, ...(job.file.type && { contentType: job.file.type }) };
  const created = await retrying(job, () => job.transport.createUpload(job.target, request));
  const opened = { uploadId: created.uploadId, partSize: created.partSize, direct: created.direct ?? false };
  job.store.save({ ...identityOf(job), ...opened });
  const found = created.resumed
    ? await retrying(job, () => job.transport.listParts(job.target, created.uploadId))
    : [];
  return { ...opened, stored: await verifiedParts(job, found, created.partSize) };
}

/** The stored parts, or undefined when the upload no longer exists (completed, aborted or expired). */
async function storedPartsOrGone(job: UploadJob, uploadId: string): Promise<UploadedPart[] | undefined> {
  try {
    return await retrying(job, () => job.transport.listParts(job.target, uploadId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

async function verifiedParts(
  job: UploadJob,
  parts: UploadedPart[],
  partSize: number,
): Promise<UploadedPart[]> {
  const { verifyPart } = job;
  if (!verifyPart) return [];
  const kept: UploadedPart[] = [];
  for (const part of parts) {
    if (await verifyPart(partBytes(job.file, part.partNumber, partSize), part.etag)) kept.push(part);
  }
  return kept;
}

const partBytes = (file: Blob, partNumber: number, partSize: number) =>
  file.slice(
    (partNumber - 1) * partSize,
    (partNumber - 1) * partSize + partLength(file.size, partNumber, partSize),
  );

/** Sends the parts not yet stored, a few at once, and returns every part in order. */
async function sendMissingParts(job: UploadJob, upload: OpenUpload): Promise<UploadedPart[]> {
  const { size } = job.file;
  const count = partCountFor(size, upload.partSize);
  const done = new Map<number, UploadedPart>();
  for (const part of upload.stored) {
    if (part.partNumber <= count && part.size === partLength(size, part.partNumber, upload.partSize)) {
      done.set(part.partNumber, part);
    }
  }
  const sending = new Map<number, number>();
  const report = () => {
    let bytes = 0;
    for (const part of done.values()) bytes += part.size;
    for (const sent of sending.values()) bytes += sent;
    job.onProgress(bytes / size);
  };
  report();

  const sendPart = async (partNumber: number, signal: AbortSignal) => {
    const bytes = partBytes(job.file, partNumber, upload.partSize);
    const onSent = (sent: number) => {
      sending.set(partNumber, sent);
      report();
    };
    const { uploadId, direct } = upload;
    const part = await retrying(job, () =>
      job.transport.uploadPart(job.target, { uploadId, direct, partNumber, bytes }, onSent, signal),
    );
    sending.delete(partNumber);
    done.set(partNumber, part);
    report();
  };
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
    (number) => !done.has(number),
  );
  await inPool(missing, job.partConcurrency ?? PARTS_IN_FLIGHT, job.signal, sendPart);
  return [...done.values()].sort((a, b) => a.partNumber - b.partNumber);
}

/** Runs `work` over the items, `concurrency` at a time; the first failure stops the others. */
async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  signal: AbortSignal,
  work: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  const stopAll = () => stop.abort(signal.reason);
  signal.addEventListener('abort', stopAll, { once: true });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item, stop.signal);
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, items.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  } finally {
    signal.removeEventListener('abort', stopAll);
  }
}

/** A cancelled upload leaves nothing behind: its parts are deleted, its record forgotten. */
async function abandon(job: UploadJob, uploadId: string): Promise<void> {
  job.store.remove(uploadId);
  await job.transport.abortUpload(job.target, uploadId).catch(() => undefined);
}

/** Aborts an upload recorded by an earlier visit, which nobody will resume (the user removed it). */
export async function abandonRecordedUpload(
  transport: UploadTransport,
  store: ResumeStore,
  record: UploadTarget & { uploadId: string },
): Promise<void> {
  store.remove(record.uploadId);
  await transport.abortUpload({ bucketName: record.bucketName, key: record.key }, record.uploadId);
}

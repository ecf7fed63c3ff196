import type { ManagedObject } from '@/features/objects/store/object-manager-slice';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import { toApiError } from '@/lib/api/errors';
import { httpTransport, partMatchesEtag } from './http-transport';
import {
  abandonRecordedUpload,
  type UploadTarget,
  type UploadTransport,
  uploadFile,
} from './resumable-upload';
import { type ResumeRecord, type ResumeStore, storageResumeStore } from './resume-store';

/** A file chosen for upload, with its path below the folder it goes to (`a.txt`, or `photos/2024/a.txt`). */
export interface SelectedFile {
  file: File;
  relativePath: string;
}

export interface EnqueueRequest {
  bucketName: string;
  /** The folder the files go to: '' or ending with "/". */
  prefix: string;
  files: readonly SelectedFile[];
  /** The session's `envConstants.maxConcurrentUploads`. */
  maxConcurrent?: number;
  /** Called once per stored object, to refresh what lists it. */
  onStored?: (target: UploadTarget) => void;
}

interface QueuedUpload {
  target: UploadTarget;
  /** Absent for an upload an earlier visit left unfinished, until the user chooses its file again. */
  file?: File;
  record?: ResumeRecord;
  controller?: AbortController;
  status: 'queued' | 'running' | 'failed' | 'done';
  onStored?: (target: UploadTarget) => void;
}

type ManagedUpload = Omit<ManagedObject, 'percentage' | 'waitingForFile' | 'done'>;

export const CANCELLED = 'Cancelled';
const DEFAULT_CONCURRENCY = 10;

/** A relative path as a key suffix: no leading slashes, `\` from Windows pickers as "/". */
export function keyFor(prefix: string, relativePath: string): string {
  return `${prefix}${relativePath.replace(/\\/g, '/').replace(/^\/+/, '')}`;
}

/**
 * The uploads of the object manager: at most `maxConcurrent` files at once, each resumable, each mirrored by a
 * managed object in the UI store (percentage, done, error). Cancelling or removing an unfinished upload aborts
 * it on the server, so no parts linger.
 */
export function createUploadQueue(transport: UploadTransport, store: ResumeStore) {
  const uploads = new Map<string, QueuedUpload>();
  /** Uploads waiting for a turn, in the order they were queued. */
  const waiting: string[] = [];
  /** Uploads an earlier visit left unfinished, by `bucket/key`, until their file is chosen again. */
  const paused = new Map<string, string>();
  let running = 0;
  let concurrency = DEFAULT_CONCURRENCY;
  const ui = () => useObjectsStore.getState();
  const placeOf = (target: UploadTarget) => `${target.bucketName}/${target.key}`;

  function queue(instanceID: string): void {
    waiting.push(instanceID);
    startNext();
  }

  function startNext(): void {
    while (running < concurrency && waiting.length > 0) {
      const instanceID = waiting.shift() as string;
      const upload = uploads.get(instanceID);
      if (upload?.status === 'queued' && upload.file) void run(instanceID, upload, upload.file);
    }
  }

  async function run(instanceID: string, upload: QueuedUpload, file: File): Promise<void> {
    const controller = new AbortController();
    Object.assign(upload, { controller, status: 'running' });
    running += 1;
    let shownPercent = -1;
    const onProgress = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      if (percent === shownPercent) return;
      shownPercent = percent;
      ui().updateProgress(instanceID, Math.min(percent, 99));
    };
    try {
      await uploadFile({
        target: upload.target,
        file,
        transport,
        store,
        signal: controller.signal,
        onProgress,
        verifyPart: partMatchesEtag,
      });
      upload.status = 'done';
      ui().completeObject(instanceID);
      upload.onStored?.(upload.target);
    } catch (error) {
      upload.status = 'failed';
      ui().failObject(instanceID, controller.signal.aborted ? CANCELLED : toApiError(error).errorMessage);
    } finally {
      upload.controller = undefined;
      running -= 1;
      startNext();
    }
  }

  /** A paused upload of an earlier visit for the same key gives way to the new one, which resumes it. */
  function dropPausedFor(target: UploadTarget): void {
    const instanceID = paused.get(placeOf(target));
    if (instanceID === undefined) return;
    paused.delete(placeOf(target));
    uploads.delete(instanceID);
    ui().deleteManagedObject(instanceID);
  }

  /** Queues one file; its managed object is added by the caller, in one store update for all the files. */
  function add(target: UploadTarget, file: File, onStored?: (target: UploadTarget) => void): ManagedUpload {
    dropPausedFor(target);
    const instanceID = crypto.randomUUID();
    uploads.set(instanceID, { target, file, status: 'queued', onStored });
    waiting.push(instanceID);
    return { instanceID, type: 'upload', bucketName: target.bucketName, name: target.key };
  }

  /** The resume record of an unfinished upload, to abort it. */
  const recordOf = (upload: QueuedUpload) =>
    upload.record ??
    (upload.file &&
      store.find({
        ...upload.target,
        name: upload.file.name,
        size: upload.file.size,
        lastModified: upload.file.lastModified,
      }));

  return {
    enqueue(request: EnqueueRequest): string[] {
      concurrency = request.maxConcurrent ?? DEFAULT_CONCURRENCY;
      const added = request.files.map(({ file, relativePath }) =>
        add(
          { bucketName: request.bucketName, key: keyFor(request.prefix, relativePath) },
          file,
          request.onStored,
        ),
      );
      // One store update for a whole folder, however many files it holds.
      ui().addManagedObjects(added);
      startNext();
      return added.map((object) => object.instanceID);
    },

    cancel(instanceID: string): void {
      uploads.get(instanceID)?.controller?.abort();
    },

    retry(instanceID: string): void {
      const upload = uploads.get(instanceID);
      if (!upload?.file || upload.status !== 'failed') return;
      upload.status = 'queued';
      ui().retryObject(instanceID);
      queue(instanceID);
    },

    /** Removes the item; an unfinished upload is aborted on the server first. */
    async remove(instanceID: string): Promise<void> {
      const upload = uploads.get(instanceID);
      uploads.delete(instanceID);
      ui().deleteManagedObject(instanceID);
      if (!upload || upload.status === 'done') return;
      paused.delete(placeOf(upload.target));
      if (upload.controller) return upload.controller.abort();
      const record = recordOf(upload);
      if (record) await abandonRecordedUpload(transport, store, record).catch(() => undefined);
    },

    /** Forgets finished uploads, as "Clean done" removes them from the list. */
    forgetDone(): void {
      for (const [instanceID, upload] of uploads) if (upload.status === 'done') uploads.delete(instanceID);
    },

    /** Lists the uploads an earlier visit left unfinished, each waiting for its file to be chosen again. */
    restorePaused(): void {
      const listed = new Set([...uploads.values()].map((upload) => placeOf(upload.target)));
      const restored = store.all().filter((record) => !listed.has(placeOf(record)));
      for (const record of restored) {
        const instanceID = `paused-${record.uploadId}`;
        const target = { bucketName: record.bucketName, key: record.key };
        uploads.set(instanceID, { target, record, status: 'failed' });
        paused.set(placeOf(target), instanceID);
      }
      if (restored.length === 0) return;
      ui().addManagedObjects(
        restored.map((record) => ({
          instanceID: `paused-${record.uploadId}`,
          type: 'upload',
          bucketName: record.bucketName,
          name: record.key,
        })),
      );
    },

    /** The file a paused upload needs, or undefined for any other item. */
    pausedFile(instanceID: string): Pick<ResumeRecord, 'name' | 'size'> | undefined {
      const upload = uploads.get(instanceID);
      return upload && !upload.file ? upload.record : undefined;
    },

    /** Goes on with a paused upload; refuses (with the reason) a file that is not the one it was sending. */
    resumeWith(instanceID: string, file: File): string | undefined {
      const upload = uploads.get(instanceID);
      const record = upload?.record;
      if (!upload || !record) return undefined;
      if (
        file.name !== record.name ||
        file.size !== record.size ||
        file.lastModified !== record.lastModified
      ) {
        return `This is not the file that was being uploaded (${record.name}).`;
      }
      paused.delete(placeOf(upload.target));
      upload.file = file;
      upload.status = 'queued';
      ui().retryObject(instanceID);
      queue(instanceID);
      return undefined;
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;

/** The app's one queue, over the console server and the browser's local storage. */
export const uploadQueue: UploadQueue = createUploadQueue(httpTransport, storageResumeStore());

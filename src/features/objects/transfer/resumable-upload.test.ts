import { describe, expect, it } from 'vitest';
import type { CreateUploadRequest, UploadedPart } from '@/contract/object-transfer';
import { ApiError } from '@/lib/api/errors';
import { type UploadJob, type UploadTarget, type UploadTransport, uploadFile } from './resumable-upload';
import { type ResumeRecord, storageResumeStore } from './resume-store';

const TARGET: UploadTarget = { bucketName: 'photos', key: 'albums/big.bin' };
const PART_SIZE = 4;
const networkDown = () => new ApiError('The console server could not be reached', undefined, undefined);
const refused = () => new ApiError('Access Denied.', undefined, 403);
const gone = () => new ApiError('The specified multipart upload does not exist.', undefined, 404);

type Failure = () => ApiError;

/**
 * An in-memory console server: uploads with their parts, every call recorded, and failures scripted per call
 * (`failures.part3 = [networkDown, networkDown]` fails the next two attempts of part 3).
 */
function fakeServer(
  options: { resumeOnCreate?: { uploadId: string; parts: UploadedPart[] }; direct?: boolean } = {},
) {
  const uploads = new Map<string, UploadedPart[]>();
  const calls: string[] = [];
  const failures: Record<string, Failure[]> = {};
  let inFlight = 0;
  let mostInFlight = 0;
  let created = 0;
  const failIfScripted = (call: string) => {
    const failure = failures[call]?.shift();
    if (failure) throw failure();
  };
  const transport: UploadTransport = {
    uploadWhole: async (_target, file, onSent) => {
      calls.push('whole');
      failIfScripted('whole');
      onSent(file.size);
    },
    createUpload: async (_target, request: CreateUploadRequest) => {
      calls.push(`create ${request.size}`);
      failIfScripted('create');
      if (options.resumeOnCreate) {
        uploads.set(options.resumeOnCreate.uploadId, [...options.resumeOnCreate.parts]);
        return { uploadId: options.resumeOnCreate.uploadId, partSize: PART_SIZE, resumed: true };
      }
      const uploadId = `u${++created}`;
      uploads.set(uploadId, []);
      return { uploadId, partSize: PART_SIZE, ...(options.direct && { direct: true }) };
    },
    listParts: async (_target, uploadId) => {
      calls.push(`list ${uploadId}`);
      failIfScripted('list');
      const parts = uploads.get(uploadId);
      if (!parts) throw gone();
      return [...parts];
    },
    uploadPart: async (_target, part, onSent, signal) => {
      calls.push(`part ${part.partNumber}${part.direct ? ' direct' : ''}`);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        signal.throwIfAborted();
        failIfScripted(`part${part.partNumber}`);
        onSent(part.bytes.size);
        const stored = { partNumber: part.partNumber, size: part.bytes.size, etag: `etag${part.partNumber}` };
        const parts = uploads.get(part.uploadId) ?? [];
        uploads.set(part.uploadId, [...parts.filter((p) => p.partNumber !== part.partNumber), stored]);
        return stored;
      } finally {
        inFlight -= 1;
      }
    },
    completeUpload: async (_target, uploadId, parts) => {
      calls.push(`complete ${uploadId} ${parts.map((part) => part.partNumber).join(',')}`);
      failIfScripted('complete');
      uploads.delete(uploadId);
    },
    abortUpload: async (_target, uploadId) => {
      calls.push(`abort ${uploadId}`);
      uploads.delete(uploadId);
    },
  };
  return { transport, calls, failures, uploads, mostInFlight: () => mostInFlight };
}

const fileOf = (size: number, name = 'big.bin') =>
  new File([new Uint8Array(size)], name, {
    type: 'application/octet-stream',
    lastModified: 1_700_000_000_000,
  });

function jobFor(
  server: ReturnType<typeof fakeServer>,
  file: File,
  overrides: Partial<UploadJob> = {},
): UploadJob & { progress: number[]; sleeps: number[] } {
  const progress: number[] = [];
  const sleeps: number[] = [];
  return {
    target: TARGET,
    file,
    transport: server.transport,
    store: storageResumeStore(localStorage),
    signal: new AbortController().signal,
    onProgress: (fraction) => progress.push(fraction),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    retryDelaysMs: [10, 20, 40],
    singleRequestLimit: PART_SIZE,
    partConcurrency: 2,
    progress,
    sleeps,
    ...overrides,
  };
}

const recordOf = (file: File, uploadId: string): ResumeRecord => ({
  ...TARGET,
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
  uploadId,
  partSize: PART_SIZE,
});

describe('the part plan', () => {
  it.each([
    [0, ['whole']],
    [4, ['whole']],
    [5, ['create 5', 'part 1', 'part 2', 'complete u1 1,2']],
    [8, ['create 8', 'part 1', 'part 2', 'complete u1 1,2']],
    [10, ['create 10', 'part 1', 'part 2', 'part 3', 'complete u1 1,2,3']],
  ])('a %i-byte file with 4-byte parts: %j', async (size, calls) => {
    const server = fakeServer();
    const job = jobFor(server, fileOf(size));
    await uploadFile(job);
    expect(server.calls).toEqual(calls);
    expect(job.progress.at(-1)).toBe(1);
    expect(job.store.all()).toEqual([]);
  });

  it('sends at most the part concurrency at once, and reports growing progress', async () => {
    const server = fakeServer();
    const job = jobFor(server, fileOf(40), { partConcurrency: 3 });
    await uploadFile(job);
    expect(server.mostInFlight()).toBe(3);
    expect(job.progress).toEqual([...job.progress].sort((a, b) => a - b));
    expect(job.progress.at(-1)).toBe(1);
  });
});

describe('retries with backoff', () => {
  it.each([
    ['a network drop on a part', 'part2', [networkDown, networkDown], [10, 20]],
    ['a failing server on a part', 'part1', [() => new ApiError('Bad gateway', undefined, 502)], [10]],
    ['a network drop when creating', 'create', [networkDown], [10]],
    ['a network drop when completing', 'complete', [networkDown, networkDown, networkDown], [10, 20, 40]],
    ['a network drop of a small file', 'whole', [networkDown], [10]],
  ])('%s: waits %j, then succeeds', async (_what, call, failures, expectedSleeps) => {
    const server = fakeServer();
    server.failures[call] = [...failures];
    const job = jobFor(server, fileOf(call === 'whole' ? 3 : 10));
    await uploadFile(job);
    expect(job.sleeps).toEqual(expectedSleeps);
    expect(job.progress.at(-1)).toBe(1);
  });

  it('gives up when the delays run out, and keeps the upload to resume later', async () => {
    const server = fakeServer();
    server.failures.part2 = [networkDown, networkDown, networkDown, networkDown];
    const job = jobFor(server, fileOf(10));
    await expect(uploadFile(job)).rejects.toMatchObject({ status: undefined });
    expect(job.sleeps).toEqual([10, 20, 40]);
    expect(server.calls).not.toContain('abort u1');
    expect(job.store.all()).toMatchObject([{ uploadId: 'u1', key: TARGET.key }]);
    expect(server.uploads.has('u1')).toBe(true);
  });

  it('does not retry a refusal', async () => {
    const server = fakeServer();
    server.failures.part1 = [refused];
    const job = jobFor(server, fileOf(10), { partConcurrency: 1 });
    await expect(uploadFile(job)).rejects.toMatchObject({ status: 403 });
    expect(job.sleeps).toEqual([]);
    expect(server.calls).toEqual(['create 10', 'part 1']);
  });
});

describe('direct uploads', () => {
  it('sends every part straight to MinIO when the console says so, and records it', async () => {
    const server = fakeServer({ direct: true });
    server.failures.part2 = [networkDown, networkDown, networkDown, networkDown];
    const job = jobFor(server, fileOf(10), { partConcurrency: 1 });
    await expect(uploadFile(job)).rejects.toMatchObject({ status: undefined });
    expect(server.calls.slice(0, 3)).toEqual(['create 10', 'part 1 direct', 'part 2 direct']);
    expect(job.store.all()).toMatchObject([{ uploadId: 'u1', direct: true }]);
  });

  it.each([
    ['a direct upload goes on directly', true, 'part 2 direct'],
    ['an upload through the console goes on through it', false, 'part 2'],
  ])('after a reload, %s', async (_what, direct, sent) => {
    const server = fakeServer();
    const file = fileOf(8);
    server.uploads.set('u-earlier', [{ partNumber: 1, size: 4, etag: 'etag1' }]);
    const job = jobFor(server, file);
    job.store.save({ ...recordOf(file, 'u-earlier'), direct });
    await uploadFile(job);
    expect(server.calls).toEqual(['list u-earlier', sent, 'complete u-earlier 1,2']);
  });
});

describe('resuming', () => {
  it('after a reload, sends only the parts the server does not have', async () => {
    const server = fakeServer();
    const file = fileOf(10);
    server.uploads.set('u-earlier', [
      { partNumber: 1, size: 4, etag: 'etag1' },
      { partNumber: 3, size: 2, etag: 'etag3' },
    ]);
    const job = jobFor(server, file);
    job.store.save(recordOf(file, 'u-earlier'));
    await uploadFile(job);
    expect(server.calls).toEqual(['list u-earlier', 'part 2', 'complete u-earlier 1,2,3']);
    expect(job.progress[0]).toBeCloseTo(0.6);
    expect(job.store.all()).toEqual([]);
  });

  it('resumes a small file too once it has a record', async () => {
    const server = fakeServer();
    const file = fileOf(3);
    server.uploads.set('u-earlier', []);
    const job = jobFor(server, file);
    job.store.save(recordOf(file, 'u-earlier'));
    await uploadFile(job);
    expect(server.calls).toEqual(['list u-earlier', 'part 1', 'complete u-earlier 1']);
  });

  it('starts over when the recorded upload is gone', async () => {
    const server = fakeServer();
    const file = fileOf(10);
    const job = jobFor(server, file);
    job.store.save(recordOf(file, 'u-expired'));
    await uploadFile(job);
    expect(server.calls).toEqual([
      'list u-expired',
      'create 10',
      'part 1',
      'part 2',
      'part 3',
      'complete u1 1,2,3',
    ]);
  });

  it('takes a recorded upload only for the same file (name, size and modification time)', async () => {
    const server = fakeServer();
    const job = jobFor(server, fileOf(10, 'other.bin'));
    job.store.save(recordOf(fileOf(10), 'u-earlier'));
    await uploadFile(job);
    expect(server.calls[0]).toBe('create 10');
    expect(job.store.all()).toMatchObject([{ uploadId: 'u-earlier' }]);
  });

  it.each([
    [
      'keeps the parts the check confirms',
      async (_bytes: Blob, etag: string) => etag === 'etag1',
      ['part 2', 'part 3'],
    ],
    ['sends every part again without a check', undefined, ['part 1', 'part 2', 'part 3']],
  ])('of an upload the server found: %s', async (_what, verifyPart, partsSent) => {
    const stored = [
      { partNumber: 1, size: 4, etag: 'etag1' },
      { partNumber: 2, size: 4, etag: 'not-this-file' },
    ];
    const server = fakeServer({ resumeOnCreate: { uploadId: 'u-found', parts: stored } });
    const job = jobFor(server, fileOf(10), { verifyPart });
    await uploadFile(job);
    expect(server.calls.filter((call) => call.startsWith('part')).sort()).toEqual(partsSent);
    expect(server.calls.at(-1)).toBe('complete u-found 1,2,3');
  });
});

describe('cancelling', () => {
  it('aborts the upload on the server and forgets it', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    const job = jobFor(server, fileOf(40), {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.2) controller.abort();
      },
    });
    await expect(uploadFile(job)).rejects.toThrow();
    expect(server.calls.at(-1)).toBe('abort u1');
    expect(server.calls.some((call) => call.startsWith('complete'))).toBe(false);
    expect(server.uploads.size).toBe(0);
    expect(job.store.all()).toEqual([]);
  });

  it('stops waiting for a retry', async () => {
    const server = fakeServer();
    server.failures.part1 = [networkDown, networkDown];
    const controller = new AbortController();
    const job = jobFor(server, fileOf(10), {
      signal: controller.signal,
      partConcurrency: 1,
      sleep: async () => {
        controller.abort();
        throw new DOMException('cancelled', 'AbortError');
      },
    });
    await expect(uploadFile(job)).rejects.toThrow('cancelled');
    expect(server.calls).toEqual(['create 10', 'part 1', 'abort u1']);
  });
});

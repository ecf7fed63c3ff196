import { describe, expect, it, vi } from 'vitest';
import type { MakeBucketRequest } from '../../src/contract/buckets.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import { type BucketCreationSteps, createBucket } from './create.ts';

/** Steps that all succeed and record their calls, unless one is given as failing. */
function recordingSteps(failing: Partial<Record<keyof BucketCreationSteps, Error>> = {}) {
  const calls: string[] = [];
  const step =
    (name: keyof BucketCreationSteps) =>
    async (..._args: unknown[]) => {
      calls.push(name);
      const failure = failing[name];
      if (failure) throw failure;
    };
  const steps: BucketCreationSteps = {
    makeBucket: vi.fn(step('makeBucket')),
    setVersioning: vi.fn(step('setVersioning')),
    setQuota: vi.fn(step('setQuota')),
    setRetention: vi.fn(step('setRetention')),
    removeBucket: vi.fn(step('removeBucket')),
  };
  return { steps, calls };
}

const EVERYTHING: MakeBucketRequest = {
  name: 'archive',
  locking: true,
  versioning: { enabled: true },
  quota: { enabled: true, quota_type: 'hard', amount: 1024 ** 4 },
  retention: { mode: 'compliance', unit: 'days', validity: 1 },
};

describe('createBucket', () => {
  it('creates a locked bucket (versioned by MinIO itself), then sets its quota and retention', async () => {
    const { steps, calls } = recordingSteps();
    await createBucket(steps, EVERYTHING);
    expect(calls).toEqual(['makeBucket', 'setQuota', 'setRetention']);
    expect(steps.makeBucket).toHaveBeenCalledWith('archive', true);
    expect(steps.setQuota).toHaveBeenCalledWith('archive', 1024 ** 4);
  });

  it('sets versioning with its exclusions on a bucket without locking', async () => {
    const { steps, calls } = recordingSteps();
    const versioning = { enabled: true, excludePrefixes: ['tmp/'], excludeFolders: true };
    await createBucket(steps, { name: 'work', versioning });
    expect(calls).toEqual(['makeBucket', 'setVersioning']);
    expect(steps.setVersioning).toHaveBeenCalledWith('work', versioning);
  });

  it.each<[keyof BucketCreationSteps, MakeBucketRequest]>([
    ['setVersioning', { name: 'work', versioning: { enabled: true } }],
    ['setQuota', EVERYTHING],
    ['setRetention', EVERYTHING],
  ])('removes the bucket again when %s fails, and answers with its error', async (failingStep, request) => {
    const refusal = new MinioApiError(400, 'InvalidRequest', 'MinIO says no');
    const { steps, calls } = recordingSteps({ [failingStep]: refusal });
    await expect(createBucket(steps, request)).rejects.toBe(refusal);
    expect(calls.at(-2)).toBe(failingStep);
    expect(calls.at(-1)).toBe('removeBucket');
  });

  it('says so when the bucket could not be removed after a failed step', async () => {
    const { steps } = recordingSteps({
      setQuota: new MinioApiError(400, 'InvalidRequest', 'MinIO says no'),
      removeBucket: new MinioApiError(403, 'AccessDenied', 'Access Denied.'),
    });
    const error = await createBucket(steps, EVERYTHING).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConsoleError);
    expect(error).toMatchObject({ status: 400, message: 'MinIO says no' });
    expect((error as ConsoleError).detailedMessage).toMatch(/could not be removed again: Access Denied\./);
  });

  it('answers 400 "Bucket already exists" with MinIO\'s text, and removes nothing', async () => {
    const taken = new MinioApiError(409, 'BucketAlreadyOwnedByYou', 'you already own it');
    const { steps, calls } = recordingSteps({ makeBucket: taken });
    await expect(createBucket(steps, { name: 'taken' })).rejects.toMatchObject({
      status: 400,
      message: 'Bucket already exists',
      detailedMessage: 'you already own it',
    });
    expect(calls).toEqual(['makeBucket']);
  });

  it.each<[string, MakeBucketRequest, string]>([
    ['an invalid name', { name: 'Photos' }, '"P" is not allowed'],
    [
      'a retention without locking',
      { name: 'work', retention: { mode: 'governance', unit: 'days', validity: 3 } },
      'A default retention needs object locking',
    ],
    [
      'exclusions with locking',
      { name: 'work', locking: true, versioning: { enabled: true, excludeFolders: true } },
      'not allowed on a bucket with object locking',
    ],
    [
      'exclusions without versioning',
      { name: 'work', versioning: { enabled: false, excludePrefixes: ['tmp/'] } },
      'turn on versioning to exclude them',
    ],
    ['a quota of 0 bytes', { name: 'work', quota: { enabled: true, amount: 0 } }, 'more than 0 bytes'],
  ])('refuses %s with 400 before creating anything', async (_, request, message) => {
    const { steps, calls } = recordingSteps();
    const error = await createBucket(steps, request).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toContain(message);
    expect(calls).toEqual([]);
  });
});

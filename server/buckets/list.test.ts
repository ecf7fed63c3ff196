import { describe, expect, it } from 'vitest';
import { listedBucket } from './list.ts';

describe('listedBucket', () => {
  it("maps MinIO's AccountInfo entry to the contract's bucket", () => {
    const bucket = listedBucket(
      {
        name: 'photos',
        size: 2048,
        objects: 3,
        created: '2025-03-14T09:26:53.123456789Z',
        access: { read: true, write: false },
        details: {
          versioning: true,
          versioningSuspended: false,
          locking: true,
          replication: false,
          quota: { quota: 1024, quotatype: 'hard' },
        },
      },
      { team: 'media' },
    );

    expect(bucket).toEqual({
      name: 'photos',
      size: 2048,
      objects: 3,
      creation_date: '2025-03-14T09:26:53Z',
      rw_access: { read: true, write: false },
      details: {
        versioning: true,
        versioningSuspended: false,
        locking: true,
        replication: false,
        tags: { team: 'media' },
        quota: { quota: 1024, type: 'hard' },
      },
    });
  });

  it('leaves out a zero quota, which MinIO reports for a bucket without one', () => {
    const bucket = listedBucket({ name: 'logs', details: { quota: { quota: 0 } } }, undefined);

    expect(bucket.details?.quota).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { RewindState } from '@/features/objects/store/rewind-slice';
import { S3 } from '@/lib/permissions/scopes';
import { globallyGranted, READONLY, ROOT, sessionWith } from '@/lib/permissions/test-sessions';
import { uploadRefusal } from './upload-access';

const NO_REWIND: RewindState = { rewindEnabled: false, bucketToRewind: '', dateToRewind: null };
const REWOUND: RewindState = {
  rewindEnabled: true,
  bucketToRewind: 'photos',
  dateToRewind: '2025-01-01T00:00:00Z',
};

const LIST_ONLY = sessionWith(globallyGranted(S3.ListBucket, S3.GetObject));
const ONE_BUCKET = sessionWith({
  'arn:aws:s3:::photos/*': [S3.PutObject],
  'arn:aws:s3:::photos': [S3.ListBucket],
});
const ONE_FOLDER = sessionWith({ 'arn:aws:s3:::photos/albums/*': [S3.PutObject] });

describe('who may upload where', () => {
  it.each([
    ['root', ROOT, 'photos', '', NO_REWIND, true],
    ['root, in a folder', ROOT, 'photos', 'albums/2024/', NO_REWIND, true],
    ['a read-only user', READONLY, 'photos', '', NO_REWIND, false],
    ['a user who may only list', LIST_ONLY, 'photos', 'albums/', NO_REWIND, false],
    ['a writer of the bucket', ONE_BUCKET, 'photos', 'albums/', NO_REWIND, true],
    ['a writer of the bucket, in another one', ONE_BUCKET, 'backups', '', NO_REWIND, false],
    ['a writer of one folder, in it', ONE_FOLDER, 'photos', 'albums/2024/', NO_REWIND, true],
    ['a writer of one folder, above it', ONE_FOLDER, 'photos', '', NO_REWIND, false],
    ['root, while the bucket is rewound', ROOT, 'photos', '', REWOUND, false],
    ['root, while another bucket is rewound', ROOT, 'backups', '', REWOUND, true],
  ])('%s: %s/%s → %s', (_who, session, bucketName, prefix, rewind, allowed) => {
    expect(uploadRefusal(session, bucketName, prefix, rewind) === undefined).toBe(allowed);
  });

  it('names the place and the missing permission', () => {
    expect(uploadRefusal(LIST_ONLY, 'photos', 'albums/', NO_REWIND)).toBe(
      'You cannot upload to photos/albums/: your policy does not allow s3:PutObject there.',
    );
  });
});

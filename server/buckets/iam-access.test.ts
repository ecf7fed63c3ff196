import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { policiesNamingBucket, usersReachingBucket } from '../../src/contract/iam-access.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MAX_GROUPS, usersWithAccessToBucket } from './iam-access.ts';

const policy = (...Statement: object[]) => ({ Version: '2012-10-17', Statement });
const allow = (Resource: string[] | string, Action: string[] = ['s3:GetObject']) => ({
  Effect: 'Allow',
  Action,
  Resource,
});

const POLICIES: Record<string, unknown> = {
  everything: policy(allow(['arn:aws:s3:::*'], ['s3:*'])),
  photosObjects: policy(allow('arn:aws:s3:::photos/*')),
  photosBucket: policy(allow(['arn:aws:s3:::photos'], ['s3:ListBucket'])),
  photoPrefixWildcard: policy(allow(['arn:aws:s3:::photo*'])),
  photosSubfolder: policy(allow(['arn:aws:s3:::photos/2024/*'])),
  otherBucket: policy(allow(['arn:aws:s3:::backups/*'])),
  adminOnly: policy({ Effect: 'Allow', Action: ['admin:*'] }),
  denyPhotos: policy({ Effect: 'Deny', Action: ['s3:*'], Resource: ['arn:aws:s3:::photos/*'] }),
};

describe('policiesNamingBucket', () => {
  it('keeps the policies with a statement on the bucket or all of its objects, by name', () => {
    const { policies, total } = policiesNamingBucket('photos', POLICIES);

    expect(policies?.map((named) => named.name)).toEqual([
      'denyPhotos',
      'everything',
      'photoPrefixWildcard',
      'photosBucket',
      'photosObjects',
    ]);
    expect(total).toBe(5);
    expect(JSON.parse(policies?.[0]?.policy ?? '')).toEqual(POLICIES.denyPhotos);
  });

  it('answers an empty list when no policy names the bucket', () => {
    expect(policiesNamingBucket('nobody-uses-this', { adminOnly: POLICIES.adminOnly })).toEqual({
      policies: [],
      total: 0,
    });
  });
});

describe('usersReachingBucket', () => {
  it.each([
    ['a policy of their own', { alice: { policy: 'photosObjects' } }, [], ['alice']],
    [
      'one of several comma-separated policies',
      { alice: { policy: 'adminOnly, photosBucket' } },
      [],
      ['alice'],
    ],
    ['a group they are in', {}, [{ members: ['bob', 'carol'], policy: 'everything' }], ['bob', 'carol']],
    [
      'both, counted once',
      { bob: { policy: 'everything' } },
      [{ members: ['bob'], policy: 'everything' }],
      ['bob'],
    ],
    ['a policy on another bucket only', { dave: { policy: 'otherBucket' } }, [], []],
    ['a policy that only denies', { erin: { policy: 'denyPhotos' } }, [], []],
    ['a policy that does not exist', { frank: { policy: 'missing' } }, [], []],
    ['no policy at all', { grace: {} }, [{ members: null }], []],
  ])('finds users through %s', (_case, users, groups, expected) => {
    expect(usersReachingBucket('photos', POLICIES, users, groups)).toEqual(expected);
  });

  it('sorts the access keys', () => {
    const users = { zoe: { policy: 'everything' }, adam: { policy: 'everything' } };
    expect(
      usersReachingBucket('photos', POLICIES, users, [{ members: ['mia'], policy: 'everything' }]),
    ).toEqual(['adam', 'mia', 'zoe']);
  });
});

/** An admin client with `groupCount` groups, each of one member under the policy `everything`. */
function adminWithGroups(groupCount: number) {
  const reads = { running: 0, most: 0, total: 0 };
  const admin = {
    listUsers: async () => ({}),
    listCannedPolicies: async () => POLICIES,
    listGroups: async () => Array.from({ length: groupCount }, (_, index) => `group-${index}`),
    getGroupDescription: async (group: string) => {
      reads.total++;
      reads.most = Math.max(reads.most, ++reads.running);
      await sleep(1);
      reads.running--;
      return { members: [`member-of-${group}`], policy: 'everything' };
    },
  };
  return { admin: admin as unknown as AdminClient, reads };
}

describe('usersWithAccessToBucket', () => {
  it.each([1, 8, 50])('reads the details of %i groups at most 8 at a time', async (groupCount) => {
    const { admin, reads } = adminWithGroups(groupCount);
    const users = await usersWithAccessToBucket(admin, 'photos');
    expect(users).toHaveLength(groupCount);
    expect(reads.total).toBe(groupCount);
    expect(reads.most).toBe(Math.min(groupCount, 8));
  });

  it('refuses, before reading any group, when there are more groups than it looks through', async () => {
    const { admin, reads } = adminWithGroups(MAX_GROUPS + 1);
    await expect(usersWithAccessToBucket(admin, 'photos')).rejects.toMatchObject({
      status: 422,
      message: 'Too many groups to find the users with access',
    });
    expect(reads.total).toBe(0);
  });
});

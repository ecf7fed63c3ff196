/** Which IAM policies, and through them which users, reach a bucket (the Access tab), read from MinIO. */

import type { BucketIamPoliciesResponse } from '../../src/contract/bucket-settings.ts';
import { policiesNamingBucket, usersReachingBucket } from '../../src/contract/iam-access.ts';
import { ConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { AdminClient } from '../minio/admin-client.ts';

/** Group details read from MinIO at once. */
const GROUP_READS_AT_ONCE = 8;
/** The most groups whose members are looked through: past it the answer would take too long to be of use. */
export const MAX_GROUPS = 2000;

/** GET /bucket-policy/{bucket}. */
export async function iamPoliciesOfBucket(
  admin: AdminClient,
  bucketName: string,
): Promise<BucketIamPoliciesResponse> {
  return policiesNamingBucket(bucketName, await admin.listCannedPolicies());
}

/** GET /bucket-users/{bucket}: from every user, group and policy. */
export async function usersWithAccessToBucket(admin: AdminClient, bucketName: string): Promise<string[]> {
  const [policies, users, groupNames] = await Promise.all([
    admin.listCannedPolicies(),
    admin.listUsers(),
    admin.listGroups(),
  ]);
  if (groupNames.length > MAX_GROUPS) {
    throw new ConsoleError(
      422,
      'Too many groups to find the users with access',
      `Only up to ${MAX_GROUPS.toLocaleString('en-US')} groups are looked through; MinIO has ${groupNames.length.toLocaleString('en-US')}`,
    );
  }
  const groups = await mapConcurrently(groupNames, GROUP_READS_AT_ONCE, (group) =>
    admin.getGroupDescription(group),
  );
  const userPolicies = Object.fromEntries(
    Object.entries(users).map(([accessKey, user]) => [accessKey, { policy: user.policyName }]),
  );
  return usersReachingBucket(bucketName, policies, userPolicies, groups);
}

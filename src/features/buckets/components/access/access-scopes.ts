import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';

/** Listing the policies that name a bucket reads every IAM policy. */
export const POLICY_LIST_SCOPES = [ADMIN.ListUserPolicies, ADMIN.GetPolicy];

/** Finding the users with access reads every user, group and policy: all of these are needed. */
export const USER_LIST_SCOPES = [ADMIN.ListUsers, ADMIN.ListGroups, ADMIN.GetGroup, ADMIN.ListUserPolicies];

export const canListBucketPolicies = (session: SessionResponse, bucketName: string) =>
  hasPermission(session.permissions, bucketName, POLICY_LIST_SCOPES);

export const canListBucketUsers = (session: SessionResponse, bucketName: string) =>
  hasPermission(session.permissions, bucketName, USER_LIST_SCOPES, { matchAll: true });

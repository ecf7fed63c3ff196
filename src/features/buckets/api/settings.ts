import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnonymousAccess,
  type BucketEncryptionRequest,
  deleteAccessRuleWithBucket,
  disableBucketEncryption,
  ENCRYPTION_NOT_CONFIGURED,
  enableBucketEncryption,
  getBucketEncryptionInfo,
  getBucketQuota,
  getBucketRetentionConfig,
  listAccessRulesWithBucket,
  listPoliciesWithBucket,
  listUsersWithAccessToBucket,
  putBucketTags,
  type SetBucketPolicyRequest,
  setAccessRuleWithBucket,
  setBucketPolicy,
  setBucketQuota,
  setBucketRetentionConfig,
  setBucketVersioning,
} from '@/contract/bucket-settings';
import type {
  BucketInfo,
  PutBucketRetentionRequest,
  SetBucketQuota,
  SetBucketVersioning,
} from '@/contract/buckets';
import { call } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { bucketKeys } from '@/lib/resources/buckets';

/** The path parameter of every setting of the bucket. */
const bucketParams = (bucketName: string) => ({ bucket_name: bucketName });

export const bucketQuotaQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.quota(bucketName),
    queryFn: ({ signal }) => call(getBucketQuota, { params: bucketParams(bucketName) }, signal),
  });

export const bucketRetentionQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.retention(bucketName),
    queryFn: ({ signal }) => call(getBucketRetentionConfig, { params: bucketParams(bucketName) }, signal),
  });

const isEncryptionNotConfigured = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 404 &&
  error.errorMessage.toLowerCase() === ENCRYPTION_NOT_CONFIGURED;

/** The bucket's default encryption; null when it has none (the server's 404 for that case). */
export const bucketEncryptionQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.encryption(bucketName),
    queryFn: async ({ signal }) => {
      try {
        return await call(getBucketEncryptionInfo, { params: bucketParams(bucketName) }, signal);
      } catch (error) {
        if (isEncryptionNotConfigured(error)) return null;
        throw error;
      }
    },
  });

export const bucketIamPoliciesQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.iamPolicies(bucketName),
    queryFn: async ({ signal }) => {
      const answer = await call(listPoliciesWithBucket, { params: bucketParams(bucketName) }, signal);
      return [...(answer.policies ?? [])].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    },
  });

export const bucketUsersQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.users(bucketName),
    queryFn: async ({ signal }) => {
      const users = await call(listUsersWithAccessToBucket, { params: bucketParams(bucketName) }, signal);
      return [...(users ?? [])].sort();
    },
  });

export const bucketAccessRulesQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.accessRules(bucketName),
    queryFn: async ({ signal }) => {
      const answer = await call(listAccessRulesWithBucket, { params: bucketParams(bucketName) }, signal);
      return [...(answer.accessRules ?? [])].sort((a, b) => (a.prefix ?? '').localeCompare(b.prefix ?? ''));
    },
  });

/** A write that, once it succeeded, refetches exactly the queries showing what it changed. */
function useSettingMutation<T>(send: (request: T) => Promise<unknown>, changes: () => QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all(changes().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The list shows the versioning badge: it is refetched too. */
export const useSetBucketVersioning = (bucketName: string) =>
  useSettingMutation(
    (request: SetBucketVersioning) =>
      call(setBucketVersioning, { params: bucketParams(bucketName), body: request }),
    () => [bucketKeys.versioning(bucketName), bucketKeys.list()],
  );

/** The list shows the quota badge: it is refetched too. */
export const useSetBucketQuota = (bucketName: string) =>
  useSettingMutation(
    (request: SetBucketQuota) => call(setBucketQuota, { params: bucketParams(bucketName), body: request }),
    () => [bucketKeys.quota(bucketName), bucketKeys.list()],
  );

export const useSetBucketRetention = (bucketName: string) =>
  useSettingMutation(
    (request: PutBucketRetentionRequest) =>
      call(setBucketRetentionConfig, { params: bucketParams(bucketName), body: request }),
    () => [bucketKeys.retention(bucketName)],
  );

/** `null` turns the default encryption off. */
export const useSetBucketEncryption = (bucketName: string) =>
  useSettingMutation(
    (request: BucketEncryptionRequest | null) =>
      request
        ? call(enableBucketEncryption, { params: bucketParams(bucketName), body: request })
        : call(disableBucketEncryption, { params: bucketParams(bucketName) }),
    () => [bucketKeys.encryption(bucketName)],
  );

/** Tags are read from the bucket's info, and the list shows them. */
export const useSetBucketTags = (bucketName: string) =>
  useSettingMutation(
    (tags: Record<string, string>) =>
      call(putBucketTags, { params: bucketParams(bucketName), body: { tags } }),
    () => [bucketKeys.info(bucketName), bucketKeys.list()],
  );

/** The answer is the bucket's new info; the anonymous rules come from the same policy. */
export function useSetBucketPolicy(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetBucketPolicyRequest) =>
      call(setBucketPolicy, { params: bucketParams(bucketName), body: request }),
    onSuccess: (info: BucketInfo) => {
      queryClient.setQueryData(bucketKeys.info(bucketName), info);
      return queryClient.invalidateQueries({ queryKey: bucketKeys.accessRules(bucketName) });
    },
  });
}

/** A rule is part of the bucket policy, which the bucket's info shows. */
const accessRuleChanges = (bucketName: string) => () => [
  bucketKeys.accessRules(bucketName),
  bucketKeys.info(bucketName),
];

/** Adds the prefix's rule, or replaces the one it has. */
export const useSetAccessRule = (bucketName: string) =>
  useSettingMutation(
    (rule: { prefix: string; access: AnonymousAccess }) =>
      call(setAccessRuleWithBucket, { params: bucketParams(bucketName), body: rule }),
    accessRuleChanges(bucketName),
  );

export const useDeleteAccessRule = (bucketName: string) =>
  useSettingMutation(
    (prefix: string) =>
      call(deleteAccessRuleWithBucket, { params: bucketParams(bucketName), body: { prefix } }),
    accessRuleChanges(bucketName),
  );

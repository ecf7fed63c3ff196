import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnonymousAccess,
  accessRuleChangedSchema,
  accessRulesResponseSchema,
  type BucketEncryptionRequest,
  bucketEncryptionInfoSchema,
  bucketIamPoliciesResponseSchema,
  bucketObjectLockingResponseSchema,
  bucketRetentionConfigSchema,
  bucketUsersResponseSchema,
  bucketVersioningResponseSchema,
  ENCRYPTION_NOT_CONFIGURED,
  type SetBucketPolicyRequest,
} from '@/contract/bucket-settings';
import {
  type BucketInfo,
  bucketInfoSchema,
  bucketQuotaSchema,
  type PutBucketRetentionRequest,
  type SetBucketQuota,
  type SetBucketVersioning,
} from '@/contract/buckets';
import { apiGet, apiSend } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { bucketKeys } from './keys';

const bucketPath = (bucketName: string) => `buckets/${encodeURIComponent(bucketName)}`;
const accessRulesPath = (bucketName: string) => `bucket/${encodeURIComponent(bucketName)}/access-rules`;

export const bucketVersioningQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.versioning(bucketName),
    queryFn: ({ signal }) =>
      apiGet(`${bucketPath(bucketName)}/versioning`, bucketVersioningResponseSchema, { signal }),
  });

export const bucketQuotaQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.quota(bucketName),
    queryFn: ({ signal }) => apiGet(`${bucketPath(bucketName)}/quota`, bucketQuotaSchema, { signal }),
  });

export const bucketObjectLockingQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.objectLocking(bucketName),
    queryFn: ({ signal }) =>
      apiGet(`${bucketPath(bucketName)}/object-locking`, bucketObjectLockingResponseSchema, { signal }),
  });

export const bucketRetentionQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.retention(bucketName),
    queryFn: ({ signal }) =>
      apiGet(`${bucketPath(bucketName)}/retention`, bucketRetentionConfigSchema, { signal }),
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
        return await apiGet(`${bucketPath(bucketName)}/encryption/info`, bucketEncryptionInfoSchema, {
          signal,
        });
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
      const answer = await apiGet(
        `bucket-policy/${encodeURIComponent(bucketName)}`,
        bucketIamPoliciesResponseSchema,
        { signal },
      );
      return [...(answer.policies ?? [])].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    },
  });

export const bucketUsersQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.users(bucketName),
    queryFn: async ({ signal }) => {
      const users = await apiGet(
        `bucket-users/${encodeURIComponent(bucketName)}`,
        bucketUsersResponseSchema,
        {
          signal,
        },
      );
      return [...(users ?? [])].sort();
    },
  });

export const bucketAccessRulesQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.accessRules(bucketName),
    queryFn: async ({ signal }) => {
      const answer = await apiGet(accessRulesPath(bucketName), accessRulesResponseSchema, { signal });
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
    (request: SetBucketVersioning) => apiSend('put', `${bucketPath(bucketName)}/versioning`, request),
    () => [bucketKeys.versioning(bucketName), bucketKeys.list()],
  );

/** The list shows the quota badge: it is refetched too. */
export const useSetBucketQuota = (bucketName: string) =>
  useSettingMutation(
    (request: SetBucketQuota) => apiSend('put', `${bucketPath(bucketName)}/quota`, request),
    () => [bucketKeys.quota(bucketName), bucketKeys.list()],
  );

export const useSetBucketRetention = (bucketName: string) =>
  useSettingMutation(
    (request: PutBucketRetentionRequest) => apiSend('put', `${bucketPath(bucketName)}/retention`, request),
    () => [bucketKeys.retention(bucketName)],
  );

/** `null` turns the default encryption off. */
export const useSetBucketEncryption = (bucketName: string) =>
  useSettingMutation(
    (request: BucketEncryptionRequest | null) =>
      request
        ? apiSend('post', `${bucketPath(bucketName)}/encryption/enable`, request)
        : apiSend('post', `${bucketPath(bucketName)}/encryption/disable`, {}),
    () => [bucketKeys.encryption(bucketName)],
  );

/** Tags are read from the bucket's info, and the list shows them. */
export const useSetBucketTags = (bucketName: string) =>
  useSettingMutation(
    (tags: Record<string, string>) => apiSend('put', `${bucketPath(bucketName)}/tags`, { tags }),
    () => [bucketKeys.info(bucketName), bucketKeys.list()],
  );

/** The answer is the bucket's new info; the anonymous rules come from the same policy. */
export function useSetBucketPolicy(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetBucketPolicyRequest) =>
      apiSend('put', `${bucketPath(bucketName)}/set-policy`, request, bucketInfoSchema),
    onSuccess: (info: BucketInfo | undefined) => {
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
      apiSend('put', accessRulesPath(bucketName), rule, accessRuleChangedSchema),
    accessRuleChanges(bucketName),
  );

export const useDeleteAccessRule = (bucketName: string) =>
  useSettingMutation(
    (prefix: string) => apiSend('delete', accessRulesPath(bucketName), { prefix }, accessRuleChangedSchema),
    accessRuleChanges(bucketName),
  );

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  kmsApis,
  kmsCreateKey,
  kmsKeyStatus,
  kmsListKeys,
  kmsMetrics,
  kmsStatus,
  kmsVersion,
} from '@/contract/kms';
import { call } from '@/lib/api/client';

export const kmsKeys = {
  all: () => ['kms'] as const,
  status: () => [...kmsKeys.all(), 'status'] as const,
  version: () => [...kmsKeys.all(), 'version'] as const,
  metrics: () => [...kmsKeys.all(), 'metrics'] as const,
  apis: () => [...kmsKeys.all(), 'apis'] as const,
  keyList: () => [...kmsKeys.all(), 'keys'] as const,
  key: (name: string) => [...kmsKeys.keyList(), name] as const,
};

export const kmsStatusQuery = () =>
  queryOptions({ queryKey: kmsKeys.status(), queryFn: ({ signal }) => call(kmsStatus, {}, signal) });

export const kmsVersionQuery = () =>
  queryOptions({ queryKey: kmsKeys.version(), queryFn: ({ signal }) => call(kmsVersion, {}, signal) });

export const kmsMetricsQuery = () =>
  queryOptions({ queryKey: kmsKeys.metrics(), queryFn: ({ signal }) => call(kmsMetrics, {}, signal) });

export const kmsApisQuery = () =>
  queryOptions({ queryKey: kmsKeys.apis(), queryFn: ({ signal }) => call(kmsApis, {}, signal) });

/** Every key of the KMS, by name. */
export const kmsKeyListQuery = () =>
  queryOptions({
    queryKey: kmsKeys.keyList(),
    queryFn: async ({ signal }) => (await call(kmsListKeys, { query: { pattern: '*' } }, signal)).results,
  });

export const kmsKeyStatusQuery = (name: string) =>
  queryOptions({
    queryKey: kmsKeys.key(name),
    queryFn: ({ signal }) => call(kmsKeyStatus, { params: { name } }, signal),
  });

export function useCreateKmsKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(kmsCreateKey, { body: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kmsKeys.keyList() }),
  });
}

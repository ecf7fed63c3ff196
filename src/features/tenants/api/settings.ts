import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  disableTenantLogging,
  enableTenantLogging,
  getTenantLogs,
  getTenantMonitoring,
  setTenantLogs,
  setTenantMonitoring,
  subscriptionInfo,
  type TenantLogs,
  type TenantMonitoring,
  tenantConfiguration,
  type UpdateTenantConfigurationRequest,
  updateTenantConfiguration,
} from '@/contract/operator/tenant-settings';
import { call } from '@/lib/api/client';
import { type TenantRef, tenantKeys } from './tenants';

export const tenantSettingsKeys = {
  monitoring: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'monitoring'] as const,
  logs: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'logs'] as const,
  configuration: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'configuration'] as const,
  subscription: () => ['subscription', 'info'] as const,
};

export const tenantMonitoringQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantSettingsKeys.monitoring(ref),
    queryFn: ({ signal }) => call(getTenantMonitoring, { params: ref }, signal),
  });

export const tenantLogsQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantSettingsKeys.logs(ref),
    queryFn: ({ signal }) => call(getTenantLogs, { params: ref }, signal),
  });

export const tenantConfigurationQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantSettingsKeys.configuration(ref),
    queryFn: async ({ signal }) =>
      (await call(tenantConfiguration, { params: ref }, signal)).environmentVariables,
  });

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: tenantSettingsKeys.subscription(),
    queryFn: ({ signal }) => call(subscriptionInfo, {}, signal),
    retry: false,
  });

export function useSetMonitoring(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantMonitoring) => call(setTenantMonitoring, { params: ref, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantSettingsKeys.monitoring(ref) }),
  });
}

export function useSetLogs(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantLogs) => call(setTenantLogs, { params: ref, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantSettingsKeys.logs(ref) }),
  });
}

export function useSwitchLogging(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call(on ? enableTenantLogging : disableTenantLogging, { params: ref }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantSettingsKeys.logs(ref) }),
  });
}

export function useUpdateConfiguration(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantConfigurationRequest) =>
      call(updateTenantConfiguration, { params: ref, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantSettingsKeys.configuration(ref) }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { resetConfig } from '@/contract/configs';
import {
  type AddNotificationEndpointRequest,
  addNotificationEndpoint,
  listNotificationEndpoints,
  type NotificationService,
  notificationSubsystem,
} from '@/contract/notification-endpoints';
import { call } from '@/lib/api/client';
import { configKeys } from '@/lib/resources/configs';
import { useUiStore } from '@/lib/store/ui-store';

export const notificationEndpointKeys = {
  all: () => ['notification-endpoints'] as const,
  list: () => [...notificationEndpointKeys.all(), 'list'] as const,
};

/** The targets MinIO runs, with their state, and those it runs once restarted. */
export const notificationEndpointListQuery = () =>
  queryOptions({
    queryKey: notificationEndpointKeys.list(),
    queryFn: async ({ signal }) =>
      (await call(listNotificationEndpoints, {}, signal)).notification_endpoints ?? [],
  });

/** A target changes the list and its service's configuration (MinIO shows both once restarted). */
function useInvalidateTargets() {
  const queryClient = useQueryClient();
  return (service: NotificationService) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationEndpointKeys.list() }),
      queryClient.invalidateQueries({ queryKey: configKeys.values(notificationSubsystem(service)) }),
    ]);
}

const askForRestart = () => useUiStore.getState().setServerNeedsRestart(true);

export function useAddNotificationEndpoint() {
  const invalidate = useInvalidateTargets();
  return useMutation({
    mutationFn: (request: AddNotificationEndpointRequest) => call(addNotificationEndpoint, { body: request }),
    onSuccess: (answer, request) => {
      if (answer.restart) askForRestart();
      return invalidate(request.service);
    },
  });
}

/** Removes the target `notify_<service>:<accountId>`; MinIO stops using it once restarted. */
export function useRemoveNotificationEndpoint(service: NotificationService, accountId: string) {
  const invalidate = useInvalidateTargets();
  return useMutation({
    mutationFn: () =>
      call(resetConfig, { params: { name: `${notificationSubsystem(service)}:${accountId}` } }),
    onSuccess: () => {
      askForRestart();
      return invalidate(service);
    },
  });
}

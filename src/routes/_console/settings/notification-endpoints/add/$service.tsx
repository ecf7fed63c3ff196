import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { isNotificationService, notificationSubsystem } from '@/contract/notification-endpoints';
import {
  AddNotificationEndpointPage,
  UnknownServicePage,
} from '@/features/notification-endpoints/components/AddNotificationEndpointPage';
import { configHelpQuery } from '@/lib/resources/configs';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/notification-endpoints/add/$service')({
  beforeLoad: guardRoute('/settings/notification-endpoints/add/$service'),
  // Typed here: inferred, the loader's types would depend on this route's own through the guard's RoutePath.
  loader: ({ context, params }: { context: { queryClient: QueryClient }; params: { service: string } }) =>
    isNotificationService(params.service)
      ? loadPageQuery(context.queryClient, configHelpQuery(notificationSubsystem(params.service)))
      : undefined,
  component: function AddNotificationEndpointRoute() {
    const { service } = Route.useParams();
    // Keyed by service, so choosing another starts a fresh form.
    return isNotificationService(service) ? (
      <AddNotificationEndpointPage key={service} service={service} />
    ) : (
      <UnknownServicePage service={service} />
    );
  },
});

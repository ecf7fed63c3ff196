import { createFileRoute } from '@tanstack/react-router';
import { notificationEndpointListQuery } from '@/features/notification-endpoints/api/notification-endpoints';
import { notificationEndpointControls } from '@/features/notification-endpoints/components/access';
import { NotificationEndpointsPage } from '@/features/notification-endpoints/components/NotificationEndpointsPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/notification-endpoints/')({
  beforeLoad: guardRoute('/settings/notification-endpoints'),
  loader: async ({ context }) => {
    if (notificationEndpointControls(context.session).list)
      await loadPageQuery(context.queryClient, notificationEndpointListQuery());
  },
  component: function NotificationEndpointsRoute() {
    return <NotificationEndpointsPage session={Route.useRouteContext().session} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { ChooseServicePage } from '@/features/notification-endpoints/components/AddNotificationEndpointPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/settings/notification-endpoints/add/')({
  beforeLoad: guardRoute('/settings/notification-endpoints/add'),
  component: ChooseServicePage,
});

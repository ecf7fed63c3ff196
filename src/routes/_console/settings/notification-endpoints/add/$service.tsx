import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/notification-endpoints/add/$service')(
  placeholderRoute('/settings/notification-endpoints/add/$service', 'Add Notification Endpoint'),
);

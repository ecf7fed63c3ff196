import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/notification-endpoints/add/')(
  placeholderRoute('/settings/notification-endpoints/add', 'Add Notification Endpoint'),
);

import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/notification-endpoints/')(
  placeholderRoute('/settings/notification-endpoints', 'Notification Endpoints'),
);

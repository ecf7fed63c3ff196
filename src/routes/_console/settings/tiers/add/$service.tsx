import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/tiers/add/$service')(
  placeholderRoute('/settings/tiers/add/$service', 'Add Tier'),
);

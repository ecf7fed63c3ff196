import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/tiers/add/')(
  placeholderRoute('/settings/tiers/add', 'Add Tier'),
);

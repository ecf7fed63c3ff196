import type { NotificationEventType } from '@/contract/bucket-events';

/** How each event type reads in the tab, with what it covers. */
export const EVENT_TYPE_LABELS: Record<NotificationEventType, { name: string; covers: string }> = {
  put: { name: 'PUT', covers: 'objects created or overwritten' },
  get: { name: 'GET', covers: 'objects read' },
  delete: { name: 'DELETE', covers: 'objects removed' },
  replica: { name: 'REPLICA', covers: 'replication results' },
  ilm: { name: 'ILM', covers: 'objects transitioned or restored' },
  scanner: { name: 'SCANNER', covers: 'too many versions or a very large prefix' },
};

import { Link } from '@tanstack/react-router';
import type { NotificationConfig } from '@/contract/bucket-events';
import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmDialog, SettingDialog } from '@/ui/dialogs';
import { useBucketEvents, useDeleteBucketEvent } from '../../api/events';
import { TabHeader } from '../tab-parts';
import { EVENT_TYPE_LABELS } from './event-types';
import { SubscribeEventForm } from './SubscribeEventForm';

const eventKey = (event: NotificationConfig) =>
  [event.arn, ...(event.events ?? []), event.prefix, event.suffix].join('|');

const eventNames = (event: NotificationConfig) =>
  (event.events ?? []).map((type) => EVENT_TYPE_LABELS[type].name).join(', ');

/** /buckets/{bucketName}/admin/events: where the bucket's object events are sent. */
export function BucketEventsTab({ bucketName, session }: { bucketName: string; session: SessionResponse }) {
  const events = useBucketEvents(bucketName);
  const remove = useDeleteBucketEvent(bucketName);
  const canEdit = hasPermission(session.permissions, bucketName, [S3.PutBucketNotification, S3.AnyPut]);

  return (
    <>
      <TabHeader
        title="Events"
        description="Notifications MinIO sends to a target (webhook, queue, database…) when objects of this bucket change."
        actions={
          canEdit && (
            <SettingDialog
              title="Subscribe to bucket events"
              trigger={
                <button type="button" className="btn-primary">
                  Subscribe to Event
                </button>
              }
            >
              {(close) => <SubscribeEventForm bucketName={bucketName} onDone={close} />}
            </SettingDialog>
          )
        }
      />
      {events.length === 0 ? (
        <EmptyState title="No event notifications">
          Events go to a notification target configured on the server. Add one under{' '}
          <Link to="/settings/notification-endpoints" className="underline">
            Settings → Notifications
          </Link>{' '}
          first, then subscribe this bucket to it.
        </EmptyState>
      ) : (
        <DataTable label="Event notifications" headers={['Target (ARN)', 'Events', 'Prefix', 'Suffix', '']}>
          {events.map((event) => (
            <tr key={eventKey(event)}>
              <td className={`${CELL} font-mono text-xs break-all`}>{event.arn}</td>
              <td className={CELL}>{eventNames(event)}</td>
              <td className={CELL}>{event.prefix || '—'}</td>
              <td className={CELL}>{event.suffix || '—'}</td>
              <td className={`${CELL} text-right`}>
                {canEdit && (
                  <ConfirmDialog
                    title="Delete event notification?"
                    confirmLabel="Delete"
                    onConfirm={() => remove.mutateAsync(event)}
                    trigger={
                      <button
                        type="button"
                        className="btn-secondary px-2 py-1"
                        aria-label={`Delete the ${eventNames(event)} notification to ${event.arn}`}
                      >
                        Delete
                      </button>
                    }
                  >
                    <p>
                      MinIO stops sending {eventNames(event)} events of <strong>{bucketName}</strong> to{' '}
                      <span className="font-mono break-all">{event.arn}</span>.
                    </p>
                  </ConfirmDialog>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

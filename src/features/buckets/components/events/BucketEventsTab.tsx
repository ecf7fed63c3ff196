import { Link } from '@tanstack/react-router';
import type { NotificationConfig } from '@/contract/bucket-events';
import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { CopyableText } from '@/ui/CopyButton';
import { CELL } from '@/ui/data-table';
import { DialogButton } from '@/ui/dialogs';
import { useBucketEvents, useDeleteBucketEvent } from '../../api/events';
import { DeleteRuleButton, RuleTable, TabHeader } from '../tab-parts';
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
            <DialogButton
              className="btn-primary"
              label="Subscribe to Event"
              title="Subscribe to bucket events"
            >
              {(close) => <SubscribeEventForm bucketName={bucketName} onDone={close} />}
            </DialogButton>
          )
        }
      />
      <RuleTable
        label="Event notifications"
        headers={['Target (ARN)', 'Events', 'Prefix', 'Suffix']}
        rules={events}
        keyOf={eventKey}
        cells={(event) => (
          <>
            <td className={CELL}>
              <CopyableText value={event.arn} what="ARN" />
            </td>
            <td className={CELL}>{eventNames(event)}</td>
            <td className={CELL}>{event.prefix || '—'}</td>
            <td className={CELL}>{event.suffix || '—'}</td>
          </>
        )}
        actions={
          canEdit &&
          ((event) => (
            <DeleteRuleButton
              title="Delete event notification?"
              aria-label={`Delete the ${eventNames(event)} notification to ${event.arn}`}
              onConfirm={() => remove.mutateAsync(event)}
            >
              <p>
                MinIO stops sending {eventNames(event)} events of <strong>{bucketName}</strong> to{' '}
                <span className="font-mono break-all">{event.arn}</span>.
              </p>
            </DeleteRuleButton>
          ))
        }
        emptyTitle="No event notifications"
        empty={
          <>
            Events go to a notification target configured on the server. Add one under{' '}
            <Link to="/settings/notification-endpoints" className="underline">
              Settings → Notifications
            </Link>{' '}
            first, then subscribe this bucket to it.
          </>
        }
      />
    </>
  );
}

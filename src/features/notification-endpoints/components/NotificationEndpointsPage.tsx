import { Link } from '@tanstack/react-router';
import {
  isNotificationService,
  NOTIFICATION_SERVICE_TITLES,
  type NotificationEndpoint,
  type NotificationService,
  notificationArn,
} from '@/contract/notification-endpoints';
import type { SessionResponse } from '@/contract/session';
import { PageHeader } from '@/shell/PageHeader';
import { CopyableText } from '@/ui/CopyButton';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { NoneYet } from '@/ui/ListToolbar';
import type { Noun } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { notificationEndpointListQuery, useRemoveNotificationEndpoint } from '../api/notification-endpoints';
import { notificationEndpointControls } from './access';

const TARGET_NOUN: Noun = { one: 'notification target', many: 'notification targets' };

const HEADERS = [
  'Service',
  'Name',
  'ARN',
  'Status',
  <span key="actions" className="sr-only">
    Actions
  </span>,
];

const STATUS_LABELS: Record<string, { text: string; tone: string }> = {
  online: { text: 'Online', tone: 'bg-brand-50 text-brand-700' },
  offline: { text: 'Offline', tone: 'bg-danger-50 text-danger-700' },
  restart_needed: { text: 'Restart needed', tone: 'bg-amber-100 text-amber-800' },
};

/** /settings/notification-endpoints: where MinIO sends bucket events, and whether it reaches them. */
export function NotificationEndpointsPage({ session }: { session: SessionResponse }) {
  const may = notificationEndpointControls(session);
  const list = usePageQuery({ ...notificationEndpointListQuery(), enabled: may.list });
  const addButton = may.change && (
    <Link to="/settings/notification-endpoints/add" className="btn-primary">
      Add Notification Target
    </Link>
  );
  return (
    <>
      <PageHeader title="Notification Endpoints" actions={addButton} />
      <div className="flex flex-col gap-4 p-6">
        {may.list ? (
          <QueryContent query={list} retry>
            {(endpoints) =>
              endpoints.length === 0 ? (
                <NoneYet
                  noun={TARGET_NOUN}
                  heading
                  purpose="A notification target receives the events of the buckets subscribed to it: a webhook, a queue (AMQP, Kafka, MQTT, NATS, NSQ), a database (MySQL, PostgreSQL, Elasticsearch) or Redis."
                  add={addButton}
                />
              ) : (
                <DataTable label="Notification endpoints" headers={HEADERS}>
                  {endpoints.map((target) => (
                    <EndpointRow
                      key={`${target.service}:${target.account_id}`}
                      target={target}
                      mayChange={may.change}
                    />
                  ))}
                </DataTable>
              )
            }
          </QueryContent>
        ) : (
          <EmptyState title="Notification targets cannot be listed" heading>
            Listing them needs the admin:ServerInfo permission. You may still add one.
          </EmptyState>
        )}
      </div>
    </>
  );
}

function EndpointRow({ target, mayChange }: { target: NotificationEndpoint; mayChange: boolean }) {
  const service = isNotificationService(target.service) ? target.service : undefined;
  const status = STATUS_LABELS[target.status] ?? { text: target.status, tone: 'bg-slate-200 text-slate-700' };
  return (
    <tr>
      <td className={CELL}>{service ? NOTIFICATION_SERVICE_TITLES[service] : target.service}</td>
      <th scope="row" className={`${CELL} text-left font-medium break-all`}>
        {target.account_id}
      </th>
      <td className={CELL}>
        {service ? <CopyableText value={notificationArn(service, target.account_id)} what="ARN" /> : '-'}
      </td>
      <td className={CELL}>
        <span className={`rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${status.tone}`}>
          {status.text}
        </span>
      </td>
      <td className={CELL}>
        {mayChange && service && <RemoveButton service={service} accountId={target.account_id} />}
      </td>
    </tr>
  );
}

function RemoveButton({ service, accountId }: { service: NotificationService; accountId: string }) {
  const remove = useRemoveNotificationEndpoint(service, accountId);
  const label = `${NOTIFICATION_SERVICE_TITLES[service]} target ${accountId}`;
  return (
    <ConfirmButton
      label="Remove"
      aria-label={`Remove ${label}`}
      className={SMALL_BUTTON}
      title={`Remove ${label}`}
      confirmLabel="Remove"
      onConfirm={() => remove.mutateAsync()}
    >
      MinIO stops sending events to {label} once it restarts. Buckets subscribed to{' '}
      {notificationArn(service, accountId)} should be unsubscribed first.
    </ConfirmButton>
  );
}

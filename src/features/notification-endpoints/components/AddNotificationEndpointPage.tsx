import { Link, useNavigate } from '@tanstack/react-router';
import type { ConfigKeyHelp } from '@/contract/config-values';
import {
  NOTIFICATION_SERVICE_TITLES,
  NOTIFICATION_SERVICES,
  type NotificationService,
  notificationSubsystem,
} from '@/contract/notification-endpoints';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { configHelpQuery } from '@/lib/resources/configs';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { ConfigFields } from '@/ui/config-fields/ConfigFields';
import { EmptyState } from '@/ui/data-table';
import { TextField } from '@/ui/fields';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { useAddNotificationEndpoint } from '../api/notification-endpoints';
import {
  ACCOUNT_ID,
  addEndpointRequest,
  endpointFieldSpecs,
  endpointFormProblems,
  newEndpointForm,
} from './endpoint-form';

const SERVICE_DESCRIPTIONS: Record<NotificationService, string> = {
  webhook: 'POSTs each event as JSON to an HTTP(S) endpoint.',
  amqp: 'Publishes to an exchange of RabbitMQ or another AMQP 0-9-1 broker.',
  kafka: 'Publishes to a topic of a Kafka cluster.',
  mqtt: 'Publishes to a topic of an MQTT broker.',
  nats: 'Publishes to a subject of a NATS server (JetStream optional).',
  nsq: 'Publishes to a topic of an NSQ daemon.',
  mysql: 'Writes each event (or the bucket listing) to a MySQL or MariaDB table.',
  postgres: 'Writes each event (or the bucket listing) to a PostgreSQL table.',
  elasticsearch: 'Indexes each event (or the bucket listing) in Elasticsearch.',
  redis: 'Keeps each event (or the bucket listing) under a Redis key.',
};

const NAME_HINT =
  'Names the target in its ARN (arn:minio:sqs::<name>:<service>): letters, digits, ".", "-" and "_", up to 64.';

/** /settings/notification-endpoints/add: the kinds of target, each leading to its form. */
export function ChooseServicePage() {
  return (
    <>
      <PageHeader title="Add Notification Target" />
      <nav
        aria-label="Notification services"
        className="grid max-w-4xl gap-4 p-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {NOTIFICATION_SERVICES.map((service) => (
          <Link
            key={service}
            to="/settings/notification-endpoints/add/$service"
            params={{ service }}
            className="rounded-md border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:border-brand-600"
          >
            <span className="block font-medium text-slate-900">{NOTIFICATION_SERVICE_TITLES[service]}</span>
            <span className="block text-sm text-slate-600">{SERVICE_DESCRIPTIONS[service]}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}

/** /settings/notification-endpoints/add/{service} for a service MinIO cannot notify. */
export function UnknownServicePage({ service }: { service: string }) {
  return (
    <>
      <PageHeader title="Add Notification Target" />
      <div className="p-6">
        <EmptyState title="No such notification service" heading>
          <p className="mb-3">{`"${service.slice(0, 64)}" is not a service MinIO sends events to.`}</p>
          <Link to="/settings/notification-endpoints/add" className="btn-secondary">
            Choose a service
          </Link>
        </EmptyState>
      </div>
    </>
  );
}

/** /settings/notification-endpoints/add/{service}: the form MinIO's help for `notify_<service>` describes. */
export function AddNotificationEndpointPage({ service }: { service: NotificationService }) {
  const help = usePageQuery(configHelpQuery(notificationSubsystem(service)));
  return (
    <>
      <PageHeader title={`Add ${NOTIFICATION_SERVICE_TITLES[service]} Target`} />
      <div className="max-w-2xl p-6">
        <QueryContent query={help} retry>
          {(answer) => <EndpointForm service={service} keysHelp={answer.keys_help ?? []} />}
        </QueryContent>
      </div>
    </>
  );
}

function EndpointForm({
  service,
  keysHelp,
}: {
  service: NotificationService;
  keysHelp: readonly ConfigKeyHelp[];
}) {
  const navigate = useNavigate();
  const add = useAddNotificationEndpoint();
  const specs = endpointFieldSpecs(keysHelp);
  const form = useSchemaForm(() => newEndpointForm(specs), {
    validate: (values) => endpointFormProblems(service, specs, values),
    onSubmit: (values) =>
      add
        .mutateAsync(addEndpointRequest(service, values))
        .then(() => navigate({ to: '/settings/notification-endpoints' })),
  });
  return (
    <form
      aria-label={`New ${NOTIFICATION_SERVICE_TITLES[service]} target`}
      onSubmit={form.handleSubmit}
      noValidate
      className="flex flex-col gap-4"
    >
      <TextField label="Name (required)" {...form.bind(ACCOUNT_ID)} hint={NAME_HINT} autoFocus />
      <ConfigFields specs={specs} form={form} />
      <p className="text-sm text-slate-600">
        MinIO connects to the target before saving it, and sends it events once restarted.
      </p>
      {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
      <div className="flex justify-end gap-2">
        <Link to="/settings/notification-endpoints/add" className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting ? 'Adding…' : 'Add Target'}
        </button>
      </div>
    </form>
  );
}

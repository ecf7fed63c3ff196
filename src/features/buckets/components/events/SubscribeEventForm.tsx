import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import {
  bucketEventRequestSchema,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEventType,
} from '@/contract/bucket-events';
import { schemaProblems } from '@/lib/form/fields';
import { type FieldBinding, useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogForm } from '@/ui/dialogs';
import { CheckboxField, FieldMessage, SelectField, TextField } from '@/ui/fields';
import { notificationArnsQuery, useSubscribeBucketEvent } from '../../api/events';
import { EVENT_TYPE_LABELS } from './event-types';

interface SubscribeForm {
  arn: string;
  events: NotificationEventType[];
  prefix: string;
  suffix: string;
}

const EMPTY_FORM: SubscribeForm = { arn: '', events: ['put'], prefix: '', suffix: '' };

/** The contract's checks, plus at least one event (the schema lets an empty list through). */
function subscribeProblems(form: SubscribeForm) {
  const problems = schemaProblems(bucketEventRequestSchema, { configuration: form });
  return form.events.length === 0 ? { ...problems, events: 'Choose at least one event' } : problems;
}

/** Chooses a notification target and the events and keys it hears about. */
export function SubscribeEventForm({ bucketName, onDone }: { bucketName: string; onDone: () => void }) {
  const subscribe = useSubscribeBucketEvent(bucketName);
  const eventsId = useId();
  const form = useSchemaForm(EMPTY_FORM, {
    validate: subscribeProblems,
    onSubmit: (values) =>
      subscribe.mutate(bucketEventRequestSchema.parse({ configuration: values }), { onSuccess: onDone }),
  });
  const eventsProblem = form.problems.events;
  const toggleEvent = (type: NotificationEventType, on: boolean) =>
    form.set(
      'events',
      on ? [...form.values.events, type] : form.values.events.filter((event) => event !== type),
    );

  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={subscribe.isPending}
      error={subscribe.error}
      submitLabel="Subscribe"
    >
      <p className="text-sm text-slate-600">
        MinIO sends each matching event of {bucketName} to the notification target you choose.
      </p>
      <TargetField {...form.bind('arn')} />
      <fieldset aria-describedby={eventsProblem ? eventsId : undefined} className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Events</legend>
        {NOTIFICATION_EVENT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={EVENT_TYPE_LABELS[type].name}
            description={EVENT_TYPE_LABELS[type].covers}
            checked={form.values.events.includes(type)}
            onChange={(on) => toggleEvent(type, on)}
          />
        ))}
        {eventsProblem && (
          <div className="sm:col-span-2">
            <FieldMessage id={eventsId} problem={eventsProblem}>
              {null}
            </FieldMessage>
          </div>
        )}
      </fieldset>
      <TextField
        label="Prefix"
        {...form.bind('prefix')}
        hint="Only keys starting with this, e.g. photos/. Empty for every key."
      />
      <TextField
        label="Suffix"
        {...form.bind('suffix')}
        hint="Only keys ending with this, e.g. .jpg. Empty for every key."
      />
    </DialogForm>
  );
}

/** The notification targets configured on the server, or why there is nothing to choose. */
function TargetField(field: FieldBinding<string>) {
  const arns = useQuery(notificationArnsQuery());
  if (arns.isPending) return <p className="text-sm text-slate-600">Loading notification targets…</p>;
  if (arns.isError) return <ApiErrorAlert error={arns.error} />;
  if (arns.data.length === 0) {
    return (
      <p role="alert" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
        No notification target is configured on this server. Add one under{' '}
        <Link to="/settings/notification-endpoints" className="underline">
          Settings → Notifications
        </Link>{' '}
        first, then subscribe this bucket to it.
      </p>
    );
  }
  return (
    <SelectField
      label="Notification target (ARN)"
      {...field}
      options={[['', 'Choose a target…'], ...arns.data.map((arn) => [arn, arn] as const)]}
    />
  );
}

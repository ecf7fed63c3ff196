import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  bucketEventRequestSchema,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEventType,
} from '@/contract/bucket-events';
import { problemsByField } from '@/lib/form/fields';
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

/** Chooses a notification target and the events and keys it hears about. */
export function SubscribeEventForm({ bucketName, onDone }: { bucketName: string; onDone: () => void }) {
  const subscribe = useSubscribeBucketEvent(bucketName);
  const [form, setForm] = useState<SubscribeForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const eventsId = useId();

  const parsed = bucketEventRequestSchema.safeParse({ configuration: form });
  const problems = submitted && !parsed.success ? problemsByField(parsed.error.issues) : {};
  const eventsProblem = submitted && form.events.length === 0 ? 'Choose at least one event' : undefined;

  const onSubmit = () => {
    setSubmitted(true);
    if (!parsed.success || form.events.length === 0) return;
    subscribe.mutate(parsed.data, { onSuccess: onDone });
  };
  const toggleEvent = (type: NotificationEventType, on: boolean) =>
    setForm((current) => ({
      ...current,
      events: on ? [...current.events, type] : current.events.filter((event) => event !== type),
    }));

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={subscribe.isPending}
      error={subscribe.error}
      submitLabel="Subscribe"
    >
      <p className="text-sm text-slate-600">
        MinIO sends each matching event of {bucketName} to the notification target you choose.
      </p>
      <TargetField value={form.arn} onChange={(arn) => setForm({ ...form, arn })} problem={problems.arn} />
      <fieldset aria-describedby={eventsProblem ? eventsId : undefined} className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Events</legend>
        {NOTIFICATION_EVENT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={EVENT_TYPE_LABELS[type].name}
            description={EVENT_TYPE_LABELS[type].covers}
            checked={form.events.includes(type)}
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
        value={form.prefix}
        onChange={(prefix) => setForm({ ...form, prefix })}
        problem={undefined}
        hint="Only keys starting with this, e.g. photos/. Empty for every key."
      />
      <TextField
        label="Suffix"
        value={form.suffix}
        onChange={(suffix) => setForm({ ...form, suffix })}
        problem={undefined}
        hint="Only keys ending with this, e.g. .jpg. Empty for every key."
      />
    </DialogForm>
  );
}

/** The notification targets configured on the server, or why there is nothing to choose. */
function TargetField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (arn: string) => void;
  problem: string | undefined;
}) {
  const messageId = useId();
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
    <div className="flex flex-col gap-1">
      <SelectField
        label="Notification target (ARN)"
        value={value}
        options={[['', 'Choose a target…'], ...arns.data.map((arn) => [arn, arn] as const)]}
        onChange={onChange}
      />
      {problem && (
        <FieldMessage id={messageId} problem={problem}>
          {null}
        </FieldMessage>
      )}
    </div>
  );
}

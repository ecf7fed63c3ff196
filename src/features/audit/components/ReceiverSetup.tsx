import { useQuery } from '@tanstack/react-query';
import { AUDIT_TARGET, receiverUrlProblem } from '@/contract/audit';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { CONSOLE_UI_RESOURCE, hasPermission } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';
import { sessionQuery } from '@/lib/resources/session';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CopyableValue } from '@/ui/CopyableValue';
import { TextField } from '@/ui/fields';
import { LoadingSkeleton } from '@/ui/LoadingSkeleton';
import { auditReceiverQuery, useSetAuditReceiver } from '../api/audit';

function PointMinioHere({ url }: { url: string }) {
  const point = useSetAuditReceiver();
  const form = useSchemaForm(
    { url },
    {
      validate: (values) => {
        const problem = receiverUrlProblem(values.url.trim());
        return problem ? { url: problem } : {};
      },
      onSubmit: (values) => point.mutateAsync(values.url.trim()),
    },
  );
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Send MinIO’s audit log here"
      className="flex flex-col gap-3"
    >
      <TextField
        label="Receiver address"
        hint="The address MinIO reaches the console at: check it from MinIO's side (a proxy or container may change it)"
        {...form.bind('url')}
      />
      {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
      {point.data && !point.data.restart && (
        <p role="status" className="text-sm text-emerald-700">
          MinIO now sends its audit log here.
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Send MinIO’s audit log here'}
        </button>
      </div>
    </form>
  );
}

/** How MinIO's audit log reaches the console: the receiver's address, and a way to point MinIO at it. */
export function ReceiverSetup() {
  const receiver = useQuery(auditReceiverQuery());
  const session = useQuery(sessionQuery()).data;
  const mayConfigure = hasPermission(session?.permissions, CONSOLE_UI_RESOURCE, [ADMIN.ConfigUpdate]);
  if (receiver.error) return <ApiErrorAlert error={receiver.error} />;
  if (!receiver.data) return <LoadingSkeleton />;
  const { url, configured } = receiver.data;
  return (
    <div className="flex max-w-3xl flex-col gap-3 text-sm text-slate-700">
      <p>
        MinIO sends each call it handles to its audit webhook. Pointed at the console, the calls are kept in
        the console&rsquo;s database (for as many days and megabytes as the console&rsquo;s settings allow)
        and searched here.
      </p>
      {configured === true && <p className="font-medium text-emerald-700">MinIO sends its audit log here.</p>}
      {configured === false && (
        <p className="font-medium text-amber-700">MinIO does not send its audit log here yet.</p>
      )}
      {!mayConfigure && <CopyableValue label="Receiver address" value={url} />}
      <p>
        By hand: give the console a token of your choice in{' '}
        <code className="rounded bg-slate-100 px-1">CONSOLE_AUDIT_TOKEN</code>, then run{' '}
        <code className="rounded bg-slate-100 px-1 break-all">
          mc admin config set ALIAS audit_webhook:{AUDIT_TARGET} endpoint={url} auth_token="Bearer TOKEN"
        </code>
        .
      </p>
      {mayConfigure && <PointMinioHere url={url} />}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CallHome, CallHomeChange } from '@/contract/support';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { subnetRegistrationQuery } from '@/lib/resources/subnet';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { FeatureSwitch } from '@/ui/fields';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { callHomeQuery, useSetCallHome } from '../api/support';

const SWITCHES: readonly { field: keyof CallHomeChange; label: string; description: string }[] = [
  {
    field: 'diagState',
    label: 'Send diagnostics',
    description: 'Every day, MinIO sends SUBNET a health report of its servers and drives (no object data).',
  },
  {
    field: 'logsState',
    label: 'Send logs',
    description: 'MinIO sends its error logs to SUBNET as they happen, through its webhook logger “subnet”.',
  },
];

function CallHomeForm({ current, registered }: { current: CallHome; registered: boolean }) {
  const save = useSetCallHome();
  const form = useSchemaForm<CallHomeChange>(
    { diagState: current.diagnosticsStatus, logsState: current.logsStatus },
    { validate: () => ({}), onSubmit: (change) => save.mutateAsync(change) },
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Call home" className="flex flex-col gap-4">
      {!registered && (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          Call home sends to SUBNET in this deployment’s name, so it needs the deployment registered first:{' '}
          <Link to="/support/register" className="text-brand-700 underline">
            register it
          </Link>
          .
        </p>
      )}
      {SWITCHES.map(({ field, label, description }) => (
        <FeatureSwitch
          key={field}
          label={label}
          description={description}
          checked={form.values[field]}
          disabled={form.submitting}
          onChange={(on) => form.set(field, on)}
        />
      ))}
      {form.error !== null && <ApiErrorAlert error={form.error} />}
      <div>
        <button type="submit" className="btn-primary" disabled={!form.changed || form.submitting}>
          {form.submitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** Whether MinIO sends diagnostics and logs to SUBNET, as MinIO's configuration says. */
export function CallHomePage() {
  const callHome = usePageQuery(callHomeQuery());
  const registration = useQuery(subnetRegistrationQuery());
  return (
    <>
      <PageHeader title="Call Home" />
      <div className="flex max-w-2xl flex-col gap-4 p-6">
        <QueryContent query={callHome} retry>
          {(current) => (
            // A fresh form whenever MinIO's answer changes, so the switches show what MinIO now reports.
            <CallHomeForm
              key={JSON.stringify(current)}
              current={current}
              registered={registration.data?.registered ?? true}
            />
          )}
        </QueryContent>
      </div>
    </>
  );
}

import type { AuditOrder } from '@/contract/audit';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DateTimeField } from '@/ui/date-time-field';
import { SelectField, TextField } from '@/ui/fields';
import {
  type AuditFormValues,
  auditFilterProblems,
  auditQueryOf,
  INITIAL_AUDIT_FILTERS,
  ORDER_OPTIONS,
} from './audit-form';

/** The audit log's filters; searching applies them from the first page. */
export function AuditFilters({ onSearch }: { onSearch: (query: Record<string, string>) => void }) {
  const form = useSchemaForm<AuditFormValues>(INITIAL_AUDIT_FILTERS, {
    validate: auditFilterProblems,
    onSubmit: (values) => onSearch(auditQueryOf(values)),
  });
  const clear = () => {
    form.reset();
    onSearch(auditQueryOf(INITIAL_AUDIT_FILTERS));
  };
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Audit log filters"
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <DateTimeField label="From" {...form.bind('from')} />
        <DateTimeField label="To" {...form.bind('to')} />
        <TextField label="Bucket" {...form.bind('bucket')} />
        <TextField label="Object starts with" hint="e.g. photos/2024/" {...form.bind('object')} />
        <TextField label="API" hint="e.g. PutObject" {...form.bind('api_name')} />
        <TextField label="User" hint="The access key" {...form.bind('access_key')} />
        <TextField label="Status" hint="e.g. 403" inputMode="numeric" {...form.bind('response_status')} />
        <TextField label="Request ID" {...form.bind('request_id')} />
        <SelectField
          label="Order"
          options={ORDER_OPTIONS}
          {...form.bind('order')}
          onChange={(order) => form.set('order', order as AuditOrder)}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Search
        </button>
        <button type="button" className="btn-secondary" onClick={clear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

import type { TraceKind } from '@/contract/trace';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { CheckboxGroup, TextField } from '@/ui/fields';
import { INITIAL_TRACE_FILTERS, type TraceFormValues, traceFilterProblems } from './trace-form';

const CALL_OPTIONS = [
  ['s3', 'S3'],
  ['internal', 'Internal'],
  ['storage', 'Storage'],
  ['os', 'OS'],
] as const satisfies readonly (readonly [TraceKind, string])[];

/** The filters of mc admin trace; applying them (re)starts the trace. */
export function TraceFilters({ onApply }: { onApply: (values: TraceFormValues) => void }) {
  const form = useSchemaForm(INITIAL_TRACE_FILTERS, { validate: traceFilterProblems, onSubmit: onApply });
  const text = (field: 'threshold' | 'statusCode' | 'method' | 'funcname' | 'path') => form.bind(field);
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Trace filters" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <CheckboxGroup
          legend="Calls"
          options={CALL_OPTIONS}
          value={form.values.calls}
          onChange={(calls) => form.set('calls', calls)}
          problem={form.problems.calls}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={form.values.onlyErrors}
            onChange={(event) => form.set('onlyErrors', event.target.checked)}
            className="size-4 accent-brand-600"
          />
          Errors only
        </label>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <TextField label="Slower than (ms)" inputMode="numeric" {...text('threshold')} />
        <TextField label="Status codes" hint="e.g. 403,503" {...text('statusCode')} />
        <TextField label="Methods" hint="e.g. PUT,DELETE" {...text('method')} />
        <TextField label="Function names" hint="e.g. s3.PutObject" {...text('funcname')} />
        <TextField label="Path starts with" hint="e.g. /photos/2024/" {...text('path')} />
      </div>
      <div>
        <button type="submit" className="btn-primary">
          Start trace
        </button>
      </div>
    </form>
  );
}

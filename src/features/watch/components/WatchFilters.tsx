import type { WatchEventKind } from '@/contract/watch';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { CheckboxGroup, SelectField, TextField } from '@/ui/fields';
import { initialWatchFilters, type WatchFormValues, watchFilterProblems } from './watch-form';

const KIND_OPTIONS = [
  ['put', 'Put (created)'],
  ['get', 'Get (accessed)'],
  ['delete', 'Delete (removed)'],
] as const satisfies readonly (readonly [WatchEventKind, string])[];

/** Which bucket, keys and events to watch; applying them (re)starts the watch. */
export function WatchFilters(props: {
  buckets: readonly string[];
  onApply: (values: WatchFormValues) => void;
}) {
  const form = useSchemaForm(initialWatchFilters(props.buckets[0] ?? ''), {
    validate: watchFilterProblems,
    onSubmit: props.onApply,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Watch filters" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <SelectField
          label="Bucket"
          value={form.values.bucket}
          options={props.buckets.map((name) => [name, name] as const)}
          onChange={(bucket) => form.set('bucket', bucket)}
          problem={form.problems.bucket}
        />
        <TextField label="Prefix" hint="e.g. photos/2024/" {...form.bind('prefix')} />
        <TextField label="Suffix" hint="e.g. .jpg" {...form.bind('suffix')} />
      </div>
      <CheckboxGroup
        legend="Events"
        options={KIND_OPTIONS}
        value={form.values.events}
        onChange={(events) => form.set('events', events)}
        problem={form.problems.events}
      />
      <div>
        <button type="submit" className="btn-primary">
          Start watching
        </button>
      </div>
    </form>
  );
}

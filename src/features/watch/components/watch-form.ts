import { WATCH_EVENT_KINDS, type WatchEventKind, watchQuerySchema } from '@/contract/watch';
import { schemaProblems } from '@/lib/form/fields';

export interface WatchFormValues {
  bucket: string;
  prefix: string;
  suffix: string;
  events: readonly WatchEventKind[];
}

export const initialWatchFilters = (bucket: string): WatchFormValues => ({
  bucket,
  prefix: '',
  suffix: '',
  events: [...WATCH_EVENT_KINDS],
});

/** The stream's bucket and query for the filters; empty filters are left out. */
export function watchArgsOf(values: WatchFormValues) {
  const query: Record<string, string> = {
    prefix: values.prefix,
    suffix: values.suffix,
    events: values.events.length === WATCH_EVENT_KINDS.length ? '' : values.events.join(','),
  };
  return {
    params: { bucket: values.bucket },
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  };
}

/** The contract's verdict on the filters, per field; at least one kind of event is needed. */
export function watchFilterProblems(values: WatchFormValues): Record<string, string> {
  const problems = schemaProblems(watchQuerySchema, watchArgsOf(values).query);
  if (!values.bucket) problems.bucket = 'Choose a bucket';
  if (values.events.length === 0) problems.events = 'Choose at least one kind of event';
  return problems;
}

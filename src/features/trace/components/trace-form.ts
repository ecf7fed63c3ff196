import { TRACE_CALLS, type TraceKind, traceQuerySchema } from '@/contract/trace';
import { schemaProblems } from '@/lib/form/fields';

/** The trace filters as typed: lists are comma-separated, as mc admin trace takes them. */
export interface TraceFormValues {
  calls: readonly TraceKind[];
  onlyErrors: boolean;
  threshold: string;
  statusCode: string;
  method: string;
  funcname: string;
  path: string;
}

export const INITIAL_TRACE_FILTERS: TraceFormValues = {
  calls: ['s3'],
  onlyErrors: false,
  threshold: '',
  statusCode: '',
  method: '',
  funcname: '',
  path: '',
};

const listText = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .join(',');

/** Milliseconds typed as the stream's nanoseconds; text that is not a whole number is passed on to be refused. */
const nanosecondsOf = (milliseconds: string) => {
  const text = milliseconds.trim();
  return /^\d+$/.test(text) ? String(Number(text) * 1e6) : text;
};

/** The stream's query for the filters; empty filters are left out. */
export function traceQueryOf(values: TraceFormValues): Record<string, string> {
  const query: Record<string, string> = {
    calls: values.calls.length === TRACE_CALLS.length ? 'all' : values.calls.join(','),
    threshold: nanosecondsOf(values.threshold),
    onlyErrors: values.onlyErrors ? 'yes' : '',
    statusCode: listText(values.statusCode),
    method: listText(values.method).toUpperCase(),
    funcname: listText(values.funcname),
    path: values.path,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The contract's verdict on the filters, per field; at least one kind of call is needed. */
export function traceFilterProblems(values: TraceFormValues): Record<string, string> {
  const problems = schemaProblems(traceQuerySchema, traceQueryOf(values));
  if (problems.threshold) problems.threshold = 'Enter a whole number of milliseconds, up to an hour';
  if (values.calls.length === 0) problems.calls = 'Choose at least one kind of call';
  return problems;
}

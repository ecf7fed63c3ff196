import { AUDIT_ORDERS, type AuditOrder, auditFilterSchema } from '@/contract/audit';
import { schemaProblems } from '@/lib/form/fields';
import { dateOfLocalValue } from '@/ui/date-time-field';

/** The audit filters as typed: times in the browser's zone (`datetime-local`), the rest as text. */
export interface AuditFormValues {
  from: string;
  to: string;
  bucket: string;
  object: string;
  api_name: string;
  access_key: string;
  request_id: string;
  response_status: string;
  order: AuditOrder;
}

export const INITIAL_AUDIT_FILTERS: AuditFormValues = {
  from: '',
  to: '',
  bucket: '',
  object: '',
  api_name: '',
  access_key: '',
  request_id: '',
  response_status: '',
  order: 'timeDesc',
};

export const ORDER_LABELS: Record<AuditOrder, string> = { timeDesc: 'Newest first', timeAsc: 'Oldest first' };
export const ORDER_OPTIONS = AUDIT_ORDERS.map((order) => [order, ORDER_LABELS[order]] as const);

/** A typed time as the query's RFC 3339; text that is not a time is passed on for the contract to refuse. */
const timeOf = (value: string) => dateOfLocalValue(value)?.toISOString() ?? value;

/** The search's query for the filters; empty filters are left out, text is trimmed. */
export function auditQueryOf(values: AuditFormValues): Record<string, string> {
  const query: Record<string, string> = {
    timeStart: values.from ? timeOf(values.from) : '',
    timeEnd: values.to ? timeOf(values.to) : '',
    bucket: values.bucket.trim(),
    object: values.object,
    api_name: values.api_name.trim(),
    access_key: values.access_key.trim(),
    request_id: values.request_id.trim(),
    response_status: values.response_status.trim(),
    order: values.order,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The contract's verdict on the filters, by form field (the times by the fields they are typed in). */
export function auditFilterProblems(values: AuditFormValues): Record<string, string> {
  const { timeStart, timeEnd, ...rest } = schemaProblems(auditFilterSchema, auditQueryOf(values));
  return { ...rest, ...(timeStart ? { from: timeStart } : {}), ...(timeEnd ? { to: timeEnd } : {}) };
}

/** Whether any filter narrows the search (the order does not). */
export const isFiltered = (query: Record<string, string>) =>
  Object.keys(query).some((key) => key !== 'order');

import { z } from 'zod/mini';
import { socket } from './socket';

/** The kinds of call a trace follows, as `mc admin trace --call` names them. */
export const TRACE_CALLS = ['s3', 'internal', 'storage', 'os'] as const;
export type TraceKind = (typeof TRACE_CALLS)[number];

const MAX_LIST_ITEMS = 20;
const MAX_ITEM_LENGTH = 128;
const MAX_PATH_LENGTH = 1024;
/** One hour, in nanoseconds. */
const MAX_THRESHOLD_NS = 3_600_000_000_000;

/** A comma-separated list of up to 20 items, each matching `item`; absent or empty is no filter. */
export const commaList = (item: RegExp, what: string) =>
  z.pipe(
    z.optional(
      z.string().check(
        z.refine((text) => {
          const items = text === '' ? [] : text.split(',');
          return items.length <= MAX_LIST_ITEMS && items.every((one) => item.test(one));
        }, `must be up to ${MAX_LIST_ITEMS} ${what}, separated by commas`),
      ),
    ),
    z.transform((text) => (text ? text.split(',') : [])),
  );

const CALLS = new RegExp(`^(${[...TRACE_CALLS, 'all'].join('|')})$`);

export const traceQuerySchema = z.object({
  /** Default `s3`, as mc's. */
  calls: z.pipe(
    commaList(CALLS, 'of s3, internal, storage, os or all'),
    z.transform((calls): TraceKind[] =>
      calls.length === 0 ? ['s3'] : calls.includes('all') ? [...TRACE_CALLS] : (calls as TraceKind[]),
    ),
  ),
  /** Only calls that took at least this long, in nanoseconds, as the console contract has it. */
  threshold: z.pipe(
    z.optional(
      z.string().check(
        z.refine((text) => {
          const value = Number(text);
          return text === '' || (/^\d+$/.test(text) && value <= MAX_THRESHOLD_NS);
        }, 'must be a whole number of nanoseconds up to an hour'),
      ),
    ),
    z.transform((text) => (text ? Number(text) : 0)),
  ),
  onlyErrors: z.pipe(
    z.optional(z.enum(['yes', 'no', ''], 'must be yes or no')),
    z.transform((value) => value === 'yes'),
  ),
  statusCode: z.pipe(
    commaList(/^[1-5]\d\d$/, 'HTTP status codes'),
    z.transform((codes) => codes.map(Number)),
  ),
  method: commaList(/^[A-Z]{1,16}$/, 'HTTP methods in capitals'),
  funcname: commaList(new RegExp(`^[\\w.:-]{1,${MAX_ITEM_LENGTH}}$`), 'function names'),
  /** Calls whose path starts with this. */
  path: z.optional(z.string().check(z.maxLength(MAX_PATH_LENGTH))),
});
export type TraceFilter = z.output<typeof traceQuerySchema>;

/** HTTP headers as Go writes them: canonical names, each with its values. */
const headersSchema = z.record(z.string(), z.array(z.string()));

/** One traced call, as MinIO reports it (madmin's TraceInfo); durations are nanoseconds. */
export const traceEntrySchema = z.looseObject({
  type: z.optional(z.number()),
  nodename: z.optional(z.string()),
  funcname: z.optional(z.string()),
  time: z.optional(z.string()),
  path: z.optional(z.string()),
  dur: z.optional(z.number()),
  bytes: z.optional(z.number()),
  error: z.optional(z.string()),
  http: z.optional(
    z.looseObject({
      request: z.optional(
        z.looseObject({
          method: z.optional(z.string()),
          path: z.optional(z.string()),
          rawquery: z.optional(z.string()),
          client: z.optional(z.string()),
          headers: z.optional(headersSchema),
        }),
      ),
      response: z.optional(
        z.looseObject({ statuscode: z.optional(z.number()), headers: z.optional(headersSchema) }),
      ),
      stats: z.optional(
        z.looseObject({
          inputbytes: z.optional(z.number()),
          outputbytes: z.optional(z.number()),
          latency: z.optional(z.number()),
          timetofirstbyte: z.optional(z.number()),
        }),
      ),
    }),
  ),
});
export type TraceEntry = z.infer<typeof traceEntrySchema>;

/**
 * One traced call as the console contract sends it (`host` is the node, `rx`/`tx` the bytes in and out, durations
 * in Go's notation), with the method and MinIO's error added.
 */
export const traceCallSchema = z.object({
  host: z.string(),
  time: z.string(),
  client: z.string(),
  callStats: z.object({
    rx: z.number(),
    tx: z.number(),
    duration: z.string(),
    timeToFirstByte: z.string(),
  }),
  api: z.string(),
  path: z.string(),
  query: z.string(),
  statusCode: z.number(),
  statusMsg: z.string(),
  method: z.string(),
  error: z.string(),
});
export type TraceCall = z.infer<typeof traceCallSchema>;

export const traceStream = socket({
  id: 'Trace',
  area: 'monitoring',
  path: '/trace',
  summary: 'The calls the servers handle, live, filtered as mc admin trace filters them',
  query: traceQuerySchema,
  message: traceCallSchema,
});

const DURATION_UNITS = [
  [1e9, 's'],
  [1e6, 'ms'],
  [1e3, 'µs'],
] as const;

/** Nanoseconds in Go's duration notation, as the console contract writes them: `1.5ms`, `2m3.25s`. */
export function goDuration(nanoseconds: number): string {
  if (nanoseconds < 1000) return `${Math.round(nanoseconds)}ns`;
  if (nanoseconds >= 60e9) {
    const minutes = Math.floor(nanoseconds / 60e9);
    const hours = Math.floor(minutes / 60);
    const rest = goDuration(nanoseconds - minutes * 60e9);
    return `${hours > 0 ? `${hours}h${minutes % 60}m` : `${minutes}m`}${rest === '0ns' ? '0s' : rest}`;
  }
  const [size, unit] = DURATION_UNITS.find(([step]) => nanoseconds >= step) ?? DURATION_UNITS[2];
  return `${Number((nanoseconds / size).toFixed(3))}${unit}`;
}

/** MinIO's status text for a code, as Go's http.StatusText writes the common ones. */
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  206: 'Partial Content',
  304: 'Not Modified',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A traced call in the console contract's shape. */
export function traceCallOf(entry: TraceEntry): TraceCall {
  const request = entry.http?.request;
  const stats = entry.http?.stats;
  const statusCode = entry.http?.response?.statuscode ?? 0;
  return {
    host: entry.nodename ?? '',
    time: entry.time ?? '',
    client: request?.client ?? '',
    callStats: {
      rx: stats?.inputbytes ?? 0,
      tx: stats?.outputbytes ?? 0,
      duration: goDuration(stats?.latency ?? entry.dur ?? 0),
      timeToFirstByte: goDuration(stats?.timetofirstbyte ?? 0),
    },
    api: entry.funcname ?? '',
    path: request?.path ?? entry.path ?? '',
    query: request?.rawquery ?? '',
    statusCode,
    statusMsg: STATUS_TEXT[statusCode] ?? '',
    method: request?.method ?? '',
    error: entry.error ?? '',
  };
}

const matchesList = <T>(wanted: readonly T[], value: T | undefined) =>
  wanted.length === 0 || (value !== undefined && wanted.includes(value));

/**
 * Whether a call passes the filters MinIO does not apply itself (it applies the calls, the threshold and
 * errors-only): status codes, methods, function names and the path prefix, all of them, as mc applies them.
 */
export function traceMatches(filter: TraceFilter, call: TraceCall): boolean {
  return (
    matchesList(filter.statusCode, call.statusCode) &&
    matchesList(filter.method, call.method) &&
    matchesList(filter.funcname, call.api) &&
    (!filter.path || call.path.startsWith(filter.path))
  );
}

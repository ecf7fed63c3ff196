import {
  type TraceEntry,
  type TraceFilter,
  type TraceKind,
  traceCallOf,
  traceMatches,
  traceStream,
} from '../../src/contract/trace';
import { allBuckets } from '../buckets-model';
import { isAllowed, MINIO_MESSAGES } from '../model';
import { mockSocket, pause } from './socket';

/** MinIO's trace type bits. */
const TYPE_OF: Record<TraceKind, number> = { os: 1, storage: 2, s3: 4, internal: 8 };

interface Call {
  kind: TraceKind;
  funcname: string;
  method: string;
  status: number;
  /** Milliseconds. */
  ms: number;
  object?: string;
}

/** The calls a quiet demo server handles, in turn. */
const CALLS: readonly Call[] = [
  { kind: 's3', funcname: 's3.ListObjectsV2', method: 'GET', status: 200, ms: 4 },
  { kind: 'storage', funcname: 'storage.ReadVersion', method: 'POST', status: 200, ms: 1 },
  { kind: 's3', funcname: 's3.GetObject', method: 'GET', status: 200, ms: 12, object: 'report.pdf' },
  { kind: 's3', funcname: 's3.PutObject', method: 'PUT', status: 200, ms: 38, object: 'upload.bin' },
  { kind: 's3', funcname: 's3.HeadObject', method: 'HEAD', status: 404, ms: 2, object: 'missing.txt' },
  { kind: 'internal', funcname: 'internal.ServerInfo', method: 'GET', status: 200, ms: 6 },
  { kind: 'os', funcname: 'os.OpenFileR', method: 'GET', status: 200, ms: 0 },
  { kind: 's3', funcname: 's3.DeleteObject', method: 'DELETE', status: 403, ms: 3, object: 'locked.log' },
];

function entryOf(call: Call, sequence: number): TraceEntry {
  const buckets = allBuckets();
  const bucket = buckets[sequence % Math.max(1, buckets.length)]?.name ?? 'demo';
  const path = call.object ? `/${bucket}/${call.object}` : `/${bucket}/`;
  return {
    type: TYPE_OF[call.kind],
    nodename: '127.0.0.1:9000',
    funcname: call.funcname,
    time: new Date().toISOString(),
    path,
    dur: call.ms * 1e6,
    error: call.status >= 400 ? `${call.status}` : '',
    http: {
      request: { method: call.method, path, rawquery: '', client: '127.0.0.1' },
      response: { statuscode: call.status },
      stats: {
        inputbytes: call.method === 'PUT' ? 1_048_576 : 0,
        outputbytes: call.method === 'GET' ? 24_576 : 0,
      },
    },
  };
}

/** Whether MinIO itself would send the call: its kind, errors only and the threshold. */
const minioSends = (filter: TraceFilter, call: Call) =>
  filter.calls.includes(call.kind) &&
  (!filter.onlyErrors || call.status >= 400) &&
  call.ms * 1e6 >= filter.threshold;

export const traceHandlers = [
  mockSocket(traceStream, async function* ({ query, session, signal }) {
    if (!isAllowed(session.user, 'admin:ServerTrace')) throw new Error(MINIO_MESSAGES.accessDenied);
    for (let sequence = 0; !signal.aborted; sequence++) {
      const call = CALLS[sequence % CALLS.length] as Call;
      const traced = traceCallOf(entryOf(call, sequence));
      if (minioSends(query, call) && traceMatches(query, traced)) yield traced;
      await pause(250, signal);
    }
  }),
];

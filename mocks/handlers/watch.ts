import type { TraceEntry } from '../../src/contract/trace';
import { watchEventOf, watchMatches, watchStream } from '../../src/contract/watch';
import { findBucket } from '../buckets-model';
import { isAllowed, MINIO_MESSAGES, MOCK_MINIO_URL } from '../model';
import { bucketObjects } from '../objects-model';
import { mockSocket, pause } from './socket';

/** Keys a bucket without objects of its own is busy with. */
const DEMO_KEYS = ['uploads/photo.jpg', 'reports/summary.csv', 'logs/app.log'];

/** What a client does with the keys in turn: the trace of each call, and a part's upload, which notifies nothing. */
const CALLS = [
  { funcname: 's3.PutObject', method: 'PUT' },
  { funcname: 's3.HeadObject', method: 'HEAD' },
  { funcname: 's3.GetObject', method: 'GET' },
  { funcname: 's3.PutObjectPart', method: 'PUT' },
  { funcname: 's3.DeleteObject', method: 'DELETE' },
] as const;

type Call = (typeof CALLS)[number];

function entryOf(bucket: string, key: string, call: Call, size: number): TraceEntry {
  const path = `/${bucket}/${key}`;
  const length = [String(size)];
  const etag = ['"5d41402abc4b2a76b9719d911017c592"'];
  return {
    type: 4,
    nodename: '127.0.0.1:9000',
    funcname: call.funcname,
    time: new Date().toISOString(),
    path,
    http: {
      request: {
        method: call.method,
        path,
        rawquery: call.funcname === 's3.PutObjectPart' ? 'partNumber=1&uploadId=demo' : '',
        client: '127.0.0.1',
        headers: {
          'User-Agent': ['MinIO (linux; amd64) minio-go/v7.0.88 mc/demo'],
          ...(call.method === 'PUT' ? { 'Content-Length': length } : {}),
        },
      },
      response: {
        statuscode: call.method === 'DELETE' ? 204 : 200,
        headers: call.method === 'DELETE' ? {} : { ETag: etag, 'Content-Length': length },
      },
    },
  };
}

export const watchHandlers = [
  mockSocket(watchStream, async function* ({ params, query, session, signal }) {
    if (!findBucket(params.bucket)) throw new Error('The specified bucket does not exist');
    if (!isAllowed(session.user, 'admin:ServerTrace')) throw new Error(MINIO_MESSAGES.accessDenied);
    for (let sequence = 0; !signal.aborted; sequence++) {
      const stored = bucketObjects(params.bucket);
      const keys = stored.size > 0 ? [...stored.keys()] : DEMO_KEYS;
      // Every key is uploaded, then every key read, and so on.
      const key = keys[sequence % keys.length] as string;
      const call = CALLS[Math.floor(sequence / keys.length) % CALLS.length] as Call;
      const size = stored.get(key)?.[0]?.body?.length ?? 24_576;
      const entry = entryOf(params.bucket, key, call, size);
      const event = watchEventOf(entry, params.bucket, MOCK_MINIO_URL);
      if (event && watchMatches(query, event)) yield event;
      await pause(250, signal);
    }
  }),
];

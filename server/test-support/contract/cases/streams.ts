import { healStream } from '../../../../src/contract/heal.ts';
import { consoleLogStream } from '../../../../src/contract/monitoring.ts';
import { SOCKET_CLOSE, type SocketDefinition } from '../../../../src/contract/socket.ts';
import { type TraceCall, traceStream } from '../../../../src/contract/trace.ts';
import { type WatchEvent, watchStream } from '../../../../src/contract/watch.ts';
import type { Caller, Fixture } from '../case.ts';
import { healthStreamCases } from './health-streams.ts';

type Frame = Record<string, unknown>;

/** What a stream case must end in, on both targets. */
export type StreamExpectation =
  /** At least `count` frames, each of the declared message, each passing `every` (a filter the query asked for). */
  | { frames: number; every?: (frame: Frame) => boolean; closed?: number; last?: Frame }
  /** Refused before it opened (the mocks: closed with the code standing for it), for the same detail. */
  | { refused: number }
  /** Opened, then closed with this code and the same reason on both. */
  | { closed: number };

export interface StreamCase {
  socket: SocketDefinition;
  name: string;
  /** Relative to `/ws`, query included. */
  path: string;
  as?: Caller;
  /** MinIO traces only the calls made while the stream is open: the suite makes some meanwhile. */
  traffic?: boolean;
  expect: StreamExpectation;
}

const trace = traceStream;
const call = (frame: Frame) => frame as unknown as TraceCall;
const event = (frame: Frame) => frame as unknown as WatchEvent;

/** Queries and paths the console server refuses before the upgrade (400), and the mocks close with 4400. */
const badRequests = (fixture: Fixture): [SocketDefinition, string, string][] => [
  [trace, 'a kind of call MinIO does not trace', '/trace?calls=s3,disk'],
  [trace, 'a status code that is not one', '/trace?statusCode=99'],
  [trace, 'a parameter given twice', '/trace?calls=s3&calls=os'],
  [healStream, 'a name no bucket can have', '/heal/Not_A_Bucket'],
  [healStream, 'a path that climbs', '/heal/..%2F..%2Fetc'],
  [healStream, 'a flag that is not one', `/heal/${fixture.bucket}?dryRun=maybe`],
  [watchStream, 'a name no bucket can have', '/watch/Not_A_Bucket'],
  [watchStream, 'an event kind mc watch does not have', `/watch/${fixture.bucket}?events=put,rename`],
];

/** The demo streams each target serves: what the first frames hold, the filters, and the refusals. */
export const streamCases = (fixture: Fixture): StreamCase[] => [
  { socket: trace, name: 'the S3 calls', path: '/trace?calls=s3', traffic: true, expect: { frames: 2 } },
  {
    socket: trace,
    name: 'errors only',
    path: '/trace?calls=s3&onlyErrors=yes',
    traffic: true,
    expect: { frames: 2, every: (frame) => call(frame).statusCode >= 400 },
  },
  {
    socket: trace,
    name: 'one status code',
    path: '/trace?calls=s3&statusCode=404',
    traffic: true,
    expect: { frames: 1, every: (frame) => call(frame).statusCode === 404 },
  },
  {
    socket: trace,
    name: 'one method',
    path: '/trace?calls=s3&method=PUT',
    traffic: true,
    expect: { frames: 1, every: (frame) => call(frame).method === 'PUT' },
  },
  {
    socket: consoleLogStream,
    name: "MinIO's last lines",
    path: '/console?logType=all',
    expect: { frames: 0 },
  },
  {
    socket: healStream,
    name: 'a bucket healed to the end',
    path: `/heal/${fixture.bucket}`,
    expect: { frames: 1, closed: SOCKET_CLOSE.done, last: { status: 'finished', objectsFailed: 0 } },
  },
  {
    socket: healStream,
    name: 'a bucket there is not',
    path: `/heal/${fixture.missingBucket}`,
    expect: { frames: 1, closed: SOCKET_CLOSE.done, last: { status: 'stopped' } },
  },
  {
    socket: watchStream,
    name: 'a put made meanwhile',
    path: `/watch/${fixture.bucket}?events=put&suffix=.txt`,
    traffic: true,
    expect: {
      frames: 1,
      every: (frame) =>
        event(frame).Type === 's3:ObjectCreated:Put' &&
        event(frame).Bucket === fixture.bucket &&
        event(frame).Key.endsWith('.txt'),
    },
  },
  {
    socket: watchStream,
    name: 'a prefix no call is made under',
    path: `/watch/${fixture.bucket}?prefix=elsewhere/`,
    traffic: true,
    expect: { frames: 0, every: (frame) => event(frame).Key.startsWith('elsewhere/') },
  },
  {
    socket: watchStream,
    name: 'a bucket there is not',
    path: `/watch/${fixture.missingBucket}`,
    expect: { closed: SOCKET_CLOSE.failed },
  },
  ...badRequests(fixture).map(
    ([socket, name, path]): StreamCase => ({ socket, name, path, expect: { refused: 400 } }),
  ),
  ...(
    [
      ['/trace', trace],
      ['/console', consoleLogStream],
      [`/heal/${fixture.bucket}`, healStream],
      [`/watch/${fixture.bucket}`, watchStream],
    ] as const
  ).flatMap(([path, socket]): StreamCase[] => [
    { socket, name: 'no session', path, as: 'none', expect: { refused: 401 } },
    {
      socket,
      name: 'a user without the admin action',
      path,
      as: 'readonly',
      expect: { closed: SOCKET_CLOSE.failed },
    },
  ]),
  ...healthStreamCases(),
];

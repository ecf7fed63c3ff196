import { healthInfoStream } from '../../../../src/contract/health.ts';
import { SOCKET_CLOSE } from '../../../../src/contract/socket.ts';
import { SPEEDTEST_LIMITS, speedtestStream } from '../../../../src/contract/speedtest.ts';
import type { StreamCase } from './streams.ts';

/** An object test, only ever refused here: a test that runs holds back every S3 call of the shared MinIO. */
const SHORT_OBJECT_TEST = `/speedtest?test=object&size=${SPEEDTEST_LIMITS.size.min}&concurrent=1&duration=${SPEEDTEST_LIMITS.duration.min}`;

/**
 * The health-info collection run to its end, and the refusals of both streams. Object and drive tests that
 * run are proved on a MinIO of their own (server/support/health.integration.test.ts) and in the journeys.
 */
export const healthStreamCases = (): StreamCase[] => [
  {
    socket: healthInfoStream,
    name: 'a collection to its summary',
    path: '/health-info?deadline=60',
    expect: { frames: 1, closed: SOCKET_CLOSE.done },
  },
  {
    socket: speedtestStream,
    name: 'a network test on one server',
    path: '/speedtest?test=net',
    expect: { closed: SOCKET_CLOSE.failed },
  },
  ...(
    [
      [healthInfoStream, 'a time limit out of bounds', '/health-info?deadline=5'],
      [speedtestStream, 'no test named', '/speedtest'],
      [speedtestStream, 'objects too small', '/speedtest?test=object&size=1'],
    ] as const
  ).map(([socket, name, path]): StreamCase => ({ socket, name, path, expect: { refused: 400 } })),
  ...(
    [
      ['/health-info', healthInfoStream],
      [SHORT_OBJECT_TEST, speedtestStream],
    ] as const
  ).flatMap(([path, socket]): StreamCase[] => [
    { socket, name: 'no session', path, as: 'none', expect: { refused: 401 } },
    { socket, name: 'a user without OBDInfo', path, as: 'readonly', expect: { closed: SOCKET_CLOSE.failed } },
  ]),
];

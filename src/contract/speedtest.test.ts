import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { driveResultOf, netResultOf, objectResultOf, speedtestQuerySchema } from './speedtest';

describe("MinIO's object speedtest answers", () => {
  it('skip the keep-alive MinIO sends before its first result', () => {
    expect(
      objectResultOf({ version: '', servers: 0, PUTStats: { throughputPerSec: 0, servers: null } }),
    ).toBeNull();
  });

  it('read as PUT and GET throughput, per server', () => {
    const answer = {
      version: '1',
      servers: 1,
      disks: 4,
      size: 1048576,
      concurrent: 4,
      PUTStats: {
        throughputPerSec: 100,
        objectsPerSec: 2,
        servers: [{ endpoint: 'http://a', throughputPerSec: 100, objectsPerSec: 2, err: '' }],
      },
      GETStats: {
        throughputPerSec: 300,
        objectsPerSec: 6,
        servers: [{ endpoint: 'http://a', throughputPerSec: 300, objectsPerSec: 6, err: 'slow' }],
      },
    };
    expect(objectResultOf(answer)).toEqual({
      test: 'object',
      servers: 1,
      disks: 4,
      size: 1048576,
      concurrent: 4,
      put: {
        throughputPerSec: 100,
        objectsPerSec: 2,
        servers: [{ endpoint: 'http://a', throughputPerSec: 100, objectsPerSec: 2, error: '' }],
      },
      get: {
        throughputPerSec: 300,
        objectsPerSec: 6,
        servers: [{ endpoint: 'http://a', throughputPerSec: 300, objectsPerSec: 6, error: 'slow' }],
      },
    });
  });
});

describe("MinIO's drive speedtest answers", () => {
  it.each([
    ['a keep-alive', { version: '', endpoint: '' }, null],
    [
      "a server's drives",
      { endpoint: 'http://a', drivePerf: [{ path: '/d1', readThroughput: 5, writeThroughput: 3 }] },
      {
        test: 'drive',
        endpoint: 'http://a',
        error: '',
        drives: [{ path: '/d1', readPerSec: 5, writePerSec: 3, error: '' }],
      },
    ],
    [
      'a server that failed (madmin names its error `string`)',
      { endpoint: 'http://a', string: 'drive offline' },
      { test: 'drive', endpoint: 'http://a', error: 'drive offline', drives: [] },
    ],
  ])('%s', (_, answer, result) => {
    expect(driveResultOf(answer)).toEqual(result);
  });
});

it("reads MinIO's network test as each server's sent and received throughput", () => {
  expect(
    netResultOf({
      nodeResults: [
        { endpoint: 'a', tx: 10, rx: 20 },
        { endpoint: 'b', error: 'unreachable' },
      ],
    }),
  ).toEqual({
    test: 'net',
    nodes: [
      { endpoint: 'a', txPerSec: 10, rxPerSec: 20, error: '' },
      { endpoint: 'b', txPerSec: 0, rxPerSec: 0, error: 'unreachable' },
    ],
  });
});

describe('the query of a speedtest', () => {
  it.each([
    [
      { test: 'object' },
      {
        test: 'object',
        size: 67108864,
        concurrent: 32,
        duration: 10,
        blockSize: 4194304,
        fileSize: 1073741824,
      },
    ],
    [
      { test: 'object', size: '1048576', concurrent: '4', duration: '2', autotune: 'true' },
      {
        test: 'object',
        size: 1048576,
        concurrent: 4,
        duration: 2,
        autotune: true,
        blockSize: 4194304,
        fileSize: 1073741824,
      },
    ],
    [{}, null],
    [{ test: 'site' }, null],
    [{ test: 'object', size: '1023' }, null],
    [{ test: 'object', concurrent: '0' }, null],
    [{ test: 'object', duration: '1' }, null],
    [{ test: 'object', duration: '301' }, null],
    [{ test: 'object', size: '1.5' }, null],
    [{ test: 'drive', fileSize: String(17 * 1024 ** 3) }, null],
    [{ test: 'drive', serial: 'maybe' }, null],
  ])('%j reads as %j', (query, read) => {
    const result = safeParse(speedtestQuerySchema, query);
    expect(result.success ? result.data : null).toEqual(read);
  });
});

import { describe, expect, it } from 'vitest';
import { goDuration, traceCallOf } from './trace';

describe('durations in Go notation', () => {
  it.each([
    [0, '0ns'],
    [999, '999ns'],
    [1500, '1.5µs'],
    [1_234_567, '1.235ms'],
    [2_500_000_000, '2.5s'],
    [123_250_000_000, '2m3.25s'],
    [3_600_000_000_000, '1h0m0s'],
  ])('%d ns is %s', (nanoseconds, text) => {
    expect(goDuration(nanoseconds)).toBe(text);
  });
});

describe('a traced call in the console contract shape', () => {
  it('takes the node, client, bytes, durations and status from MinIO', () => {
    expect(
      traceCallOf({
        nodename: '10.0.0.7:9000',
        funcname: 's3.PutObject',
        time: '2026-11-24T05:00:00Z',
        path: '/photos/a.jpg',
        dur: 5,
        http: {
          request: { method: 'PUT', path: '/photos/a.jpg', rawquery: 'x-id=PutObject', client: '10.0.0.9' },
          response: { statuscode: 200 },
          stats: { inputbytes: 1024, outputbytes: 0, latency: 4_000_000, timetofirstbyte: 1_000_000 },
        },
      }),
    ).toEqual({
      host: '10.0.0.7:9000',
      time: '2026-11-24T05:00:00Z',
      client: '10.0.0.9',
      callStats: { rx: 1024, tx: 0, duration: '4ms', timeToFirstByte: '1ms' },
      api: 's3.PutObject',
      path: '/photos/a.jpg',
      query: 'x-id=PutObject',
      statusCode: 200,
      statusMsg: 'OK',
      method: 'PUT',
      error: '',
    });
  });

  it('reads a call without HTTP (storage, OS) from its own duration', () => {
    const call = traceCallOf({ funcname: 'storage.ReadVersion', path: '/d1/photos/a.jpg', dur: 250_000 });
    expect(call).toMatchObject({
      api: 'storage.ReadVersion',
      statusCode: 0,
      callStats: { duration: '250µs' },
    });
  });
});

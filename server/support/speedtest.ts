import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import {
  driveResultOf,
  minioDriveResultSchema,
  minioNetResultSchema,
  minioObjectResultSchema,
  netResultOf,
  objectResultOf,
  SPEEDTEST_MESSAGES,
  type SpeedtestRequest,
  type SpeedtestResult,
} from '../../src/contract/speedtest.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';

/** MinIO's answers read by `schema` and turned into results by `resultOf`; what is not one is skipped. */
async function* resultsOf<S extends $ZodType>(
  answers: AsyncIterable<unknown>,
  schema: S,
  resultOf: (answer: output<S>) => SpeedtestResult | null,
): AsyncGenerator<SpeedtestResult, void> {
  let previous = '';
  for await (const answer of answers) {
    const read = safeParse(schema, answer);
    const result = read.success ? resultOf(read.data) : null;
    // MinIO repeats its latest result every half second while it measures the next.
    const text = JSON.stringify(result);
    if (result && text !== previous) yield result;
    previous = text;
  }
}

/**
 * The chosen test's results as MinIO reports them. Closing the socket aborts `signal`, which ends MinIO's call and
 * with it the test (and the hold MinIO puts on S3 calls meanwhile).
 */
export async function* speedtestResults(
  admin: AdminClient,
  request: SpeedtestRequest,
  signal: AbortSignal,
): AsyncGenerator<SpeedtestResult, void> {
  switch (request.test) {
    case 'object': {
      const options = {
        size: request.size,
        concurrent: request.concurrent,
        durationSeconds: request.duration,
        autotune: request.autotune ?? false,
      };
      yield* resultsOf(admin.speedtest(options, signal), minioObjectResultSchema, objectResultOf);
      return;
    }
    case 'drive': {
      const options = {
        blockSize: request.blockSize,
        fileSize: request.fileSize,
        serial: request.serial ?? false,
      };
      yield* resultsOf(admin.driveSpeedtest(options, signal), minioDriveResultSchema, driveResultOf);
      return;
    }
    case 'net':
      try {
        yield* resultsOf(admin.netperf(request.duration, signal), minioNetResultSchema, netResultOf);
      } catch (error) {
        // MinIO measures the links between servers only in a distributed deployment, and says NotImplemented.
        if (error instanceof MinioApiError && error.status === 501)
          throw new ConsoleError(400, SPEEDTEST_MESSAGES.singleNode);
        throw error;
      }
  }
}

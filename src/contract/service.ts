import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** POST /service/restart takes an empty object and answers 204 once MinIO is back. */
export const restartRequestSchema = z.strictObject({});

export const restartService = endpoint({
  id: 'RestartService',
  area: 'service',
  method: 'POST',
  path: '/service/restart',
  summary: 'Restarts MinIO and answers once it serves again',
  body: restartRequestSchema,
  status: 204,
});

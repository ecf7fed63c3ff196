import { z } from 'zod/mini';

/** POST /service/restart takes an empty object and answers 204 once MinIO is back. */
export const restartRequestSchema = z.strictObject({});

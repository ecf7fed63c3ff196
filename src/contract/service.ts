import { z } from 'zod';

/** POST /service/restart takes an empty object and answers 204 once MinIO is back. */
export const restartRequestSchema = z.object({}).strict();

import { z } from 'zod/mini';

/** The one error shape every /api/v1 failure answers with. `code` is the HTTP status. */
export const apiErrorSchema = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  detailedMessage: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

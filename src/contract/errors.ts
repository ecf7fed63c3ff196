import { z } from 'zod';

/** The one error shape every /api/v1 failure answers with. `code` is the HTTP status. */
export const apiErrorSchema = z.object({
  code: z.number().int().optional(),
  message: z.string().optional(),
  detailedMessage: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

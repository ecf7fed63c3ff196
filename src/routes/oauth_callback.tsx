import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { OAuthCallbackPage } from '@/features/auth/components/OAuthCallbackPage';

const callbackSearchSchema = z.object({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
  errorDescription: z.optional(z.string()),
});

export const Route = createFileRoute('/oauth_callback')({
  validateSearch: callbackSearchSchema,
  component: function OAuthCallbackRoute() {
    return <OAuthCallbackPage {...Route.useSearch()} />;
  },
});

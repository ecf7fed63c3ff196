import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OAuthCallbackPage } from '@/features/auth/components/OAuthCallbackPage';

const callbackSearchSchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  errorDescription: z.string().optional(),
});

export const Route = createFileRoute('/oauth_callback')({
  validateSearch: callbackSearchSchema,
  component: function OAuthCallbackRoute() {
    return <OAuthCallbackPage {...Route.useSearch()} />;
  },
});

import { queryOptions } from '@tanstack/react-query';
import { subnetRegistration } from '@/contract/support';
import { call } from '@/lib/api/client';

/** Whether the deployment is registered with SUBNET (what uploads to it need). */
export const subnetRegistrationQuery = () =>
  queryOptions({
    queryKey: ['support', 'registration'] as const,
    queryFn: ({ signal }) => call(subnetRegistration, {}, signal),
  });

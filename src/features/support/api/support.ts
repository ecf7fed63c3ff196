import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CallHomeChange,
  getCallHome,
  listReleases,
  profilingStart,
  profilingStop,
  setCallHome,
  subnetApiKey,
  subnetLogin,
  subnetLoginMfa,
  subnetRegister,
  subnetRegistrationToken,
  subnetSetApiKey,
} from '@/contract/support';
import { call, fetchDownload } from '@/lib/api/client';
import { subnetRegistrationQuery } from '@/lib/resources/subnet';

export const supportKeys = {
  all: () => ['support'] as const,
  registration: () => subnetRegistrationQuery().queryKey,
  registrationToken: () => [...supportKeys.all(), 'registration-token'] as const,
  callHome: () => [...supportKeys.all(), 'call-home'] as const,
  releases: (repo: string) => [...supportKeys.all(), 'releases', repo] as const,
};

export const registrationTokenQuery = () =>
  queryOptions({
    queryKey: supportKeys.registrationToken(),
    queryFn: ({ signal }) => call(subnetRegistrationToken, {}, signal),
  });

export const callHomeQuery = () =>
  queryOptions({ queryKey: supportKeys.callHome(), queryFn: ({ signal }) => call(getCallHome, {}, signal) });

/**
 * A repository's releases. The release service is outside: when it cannot be reached the answer is final for
 * this visit, so it is neither tried again nor read again in the background.
 */
export const releasesQuery = (repo: string) =>
  queryOptions({
    queryKey: supportKeys.releases(repo),
    queryFn: ({ signal }) => call(listReleases, { query: { repo } }, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A registration (online or offline) changes only the registration state. */
function useInvalidateRegistration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportKeys.registration() });
}

export function useSetApiKey() {
  const invalidate = useInvalidateRegistration();
  return useMutation({
    mutationFn: (apiKey: string) => call(subnetSetApiKey, { body: { apiKey } }),
    onSuccess: invalidate,
  });
}

export function useSubnetLogin() {
  const invalidate = useInvalidateRegistration();
  return useMutation({
    mutationFn: (body: { username?: string; password?: string; apiKey?: string }) =>
      call(subnetLogin, { body }),
    onSuccess: (answer) => (answer.registered ? invalidate() : undefined),
  });
}

export const useSubnetMfa = () =>
  useMutation({
    mutationFn: (body: { username: string; otp: string; mfa_token: string }) =>
      call(subnetLoginMfa, { body }),
  });

export function useSubnetRegister() {
  const invalidate = useInvalidateRegistration();
  return useMutation({
    mutationFn: (body: { token: string; account_id: string }) => call(subnetRegister, { body }),
    onSuccess: invalidate,
  });
}

export const fetchApiKey = (token: string) => call(subnetApiKey, { query: { token } });

export function useSetCallHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CallHomeChange) => call(setCallHome, { body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.callHome() }),
  });
}

export const startProfiling = (types: readonly string[]) =>
  call(profilingStart, { body: { type: types.join(',') } });

export const stopProfiling = async (signal?: AbortSignal) =>
  (await fetchDownload(profilingStop, {}, signal)).blob;

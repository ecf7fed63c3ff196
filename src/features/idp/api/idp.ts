import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createIdpConfig,
  deleteIdpConfig,
  getIdpConfig,
  type IdpRestart,
  type IdpType,
  listIdpConfigs,
  updateIdpConfig,
} from '@/contract/idp';
import { call } from '@/lib/api/client';
import { useUiStore } from '@/lib/store/ui-store';

export const idpKeys = {
  all: () => ['idp'] as const,
  list: (type: IdpType) => [...idpKeys.all(), type] as const,
  config: (type: IdpType, name: string) => [...idpKeys.list(type), name] as const,
};

/** The configurations of a type MinIO runs with. */
export const idpListQuery = (type: IdpType) =>
  queryOptions({
    queryKey: idpKeys.list(type),
    queryFn: async ({ signal }) => (await call(listIdpConfigs, { params: { type } }, signal)).results,
  });

export const idpConfigQuery = (type: IdpType, name: string) =>
  queryOptions({
    queryKey: idpKeys.config(type, name),
    queryFn: ({ signal }) => call(getIdpConfig, { params: { type, name } }, signal),
  });

/** MinIO runs with a stored change once restarted: the restart banner asks for it. */
function useIdpChange<V>(type: IdpType, change: (values: V) => Promise<IdpRestart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      if (answer.restart) useUiStore.getState().setServerNeedsRestart(true);
      return queryClient.invalidateQueries({ queryKey: idpKeys.list(type) });
    },
  });
}

export const useCreateIdp = (type: IdpType) =>
  useIdpChange(type, ({ name, input }: { name: string; input: string }) =>
    call(createIdpConfig, { params: { type }, body: { name, input } }),
  );

export const useUpdateIdp = (type: IdpType, name: string) =>
  useIdpChange(type, (input: string) => call(updateIdpConfig, { params: { type, name }, body: { input } }));

export const useDeleteIdp = (type: IdpType) =>
  useIdpChange(type, (name: string) => call(deleteIdpConfig, { params: { type, name } }));

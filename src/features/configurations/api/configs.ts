import { useMutation, useQueryClient } from '@tanstack/react-query';
import { splitConfigName } from '@/contract/config-values';
import { exportConfig, IMPORT_FILE_FIELD, importConfig, resetConfig, setConfig } from '@/contract/configs';
import { call, callWithForm } from '@/lib/api/client';
import { configKeys } from '@/lib/resources/configs';
import { useUiStore } from '@/lib/store/ui-store';

/** After a change MinIO applies only on restart, the restart banner asks for one. */
const noteRestart = (answer: { restart?: boolean } | undefined) => {
  if (answer?.restart) useUiStore.getState().setServerNeedsRestart(true);
};

/** The reads a change of `name` alters: its own, and its subsystem's (which lists the targets). */
function invalidateConfig(queryClient: ReturnType<typeof useQueryClient>, name: string) {
  const { subsystem } = splitConfigName(name);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: configKeys.values(subsystem) }),
    name === subsystem ? undefined : queryClient.invalidateQueries({ queryKey: configKeys.values(name) }),
  ]);
}

/** Sets the changed keys of `subsys` or `subsys:target`. */
export function useSetConfig(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyValues: { key: string; value: string }[]) =>
      call(setConfig, { params: { name }, body: { key_values: keyValues } }),
    onSuccess: (answer) => {
      noteRestart(answer);
      return invalidateConfig(queryClient, name);
    },
  });
}

/** Back to MinIO's defaults (a target: removed). */
export function useResetConfig(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(resetConfig, { params: { name } }),
    onSuccess: (answer) => {
      noteRestart(answer);
      return invalidateConfig(queryClient, name);
    },
  });
}

/** The whole configuration as the text of a file. */
export async function exportedConfigText(): Promise<string> {
  const { value } = await call(exportConfig, {});
  const bytes = Uint8Array.from(atob(value), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Replaces the whole configuration with a file's; MinIO runs with it once restarted. */
export function useImportConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMPORT_FILE_FIELD, file);
      return callWithForm(importConfig, {}, form);
    },
    onSuccess: () => {
      noteRestart({ restart: true });
      return queryClient.invalidateQueries({ queryKey: configKeys.all() });
    },
  });
}

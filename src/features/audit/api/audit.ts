import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AUDIT_PAGE_SIZE,
  type AuditExportFormat,
  exportAuditLog,
  getAuditReceiver,
  searchAuditLog,
  setAuditReceiver,
} from '@/contract/audit';
import { call, endpointUrl } from '@/lib/api/client';
import { useUiStore } from '@/lib/store/ui-store';

export const auditKeys = {
  all: () => ['audit'] as const,
  search: (query: Record<string, string>, pageNo: number) =>
    [...auditKeys.all(), 'search', query, pageNo] as const,
  receiver: () => [...auditKeys.all(), 'receiver'] as const,
};

/** One page of the audit log for a filter; the page shown stays while the next one loads. */
export const auditSearchQuery = (query: Record<string, string>, pageNo: number) =>
  queryOptions({
    queryKey: auditKeys.search(query, pageNo),
    queryFn: ({ signal }) =>
      call(
        searchAuditLog,
        { query: { ...query, pageNo: String(pageNo), pageSize: String(AUDIT_PAGE_SIZE) } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** Where MinIO should send its audit log, and whether it does. */
export const auditReceiverQuery = () =>
  queryOptions({
    queryKey: auditKeys.receiver(),
    queryFn: ({ signal }) => call(getAuditReceiver, {}, signal),
  });

/** Points MinIO's audit webhook at the console; MinIO may need a restart to apply it. */
export function useSetAuditReceiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => call(setAuditReceiver, { body: { url } }),
    onSuccess: async (answer) => {
      if (answer.restart) useUiStore.getState().setServerNeedsRestart(true);
      await queryClient.invalidateQueries({ queryKey: auditKeys.receiver() });
    },
  });
}

/** The export of a filter's rows, which the browser downloads itself, streamed to disk. */
export const auditExportUrl = (query: Record<string, string>, format: AuditExportFormat) =>
  endpointUrl(exportAuditLog, { query: { ...query, format } });

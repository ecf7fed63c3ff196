import { createFileRoute } from '@tanstack/react-router';
import { auditSearchQuery } from '@/features/audit/api/audit';
import { AuditLogPage, INITIAL_AUDIT_QUERY } from '@/features/audit/components/AuditLogPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/tools/audit-logs')({
  beforeLoad: guardRoute('/tools/audit-logs'),
  loader: ({ context }) => loadPageQuery(context.queryClient, auditSearchQuery(INITIAL_AUDIT_QUERY, 0)),
  component: AuditLogPage,
});

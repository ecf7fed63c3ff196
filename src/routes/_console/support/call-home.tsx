import { createFileRoute } from '@tanstack/react-router';
import { callHomeQuery } from '@/features/support/api/support';
import { CallHomePage } from '@/features/support/components/CallHomePage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/support/call-home')({
  beforeLoad: guardRoute('/support/call-home'),
  loader: ({ context }) => loadPageQuery(context.queryClient, callHomeQuery()),
  component: CallHomePage,
});

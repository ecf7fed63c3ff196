import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/support/components/RegisterPage';
import { subnetRegistrationQuery } from '@/lib/resources/subnet';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/support/register')({
  beforeLoad: guardRoute('/support/register'),
  loader: ({ context }) => loadPageQuery(context.queryClient, subnetRegistrationQuery()),
  component: RegisterPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AddTenantPage } from '@/features/tenants/components/AddTenantPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/tenants/add')({
  beforeLoad: guardRoute('/tenants/add'),
  component: AddTenantPage,
});

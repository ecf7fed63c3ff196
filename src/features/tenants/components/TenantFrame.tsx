import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/shell/PageHeader';
import { SECTION_LINK, SectionNav } from '@/ui/SectionNav';
import type { TenantRef } from '../api/tenants';

const SECTIONS = [
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/summary', label: 'Summary' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/pools', label: 'Pools' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/pods', label: 'Pods' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/volumes', label: 'Volumes' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/configuration', label: 'Configuration' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/metrics', label: 'Metrics' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/trace', label: 'Trace' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/monitoring', label: 'Monitoring' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/logging', label: 'Audit log' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/events', label: 'Events' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/security', label: 'Security' },
  { to: '/namespaces/$tenantNamespace/tenants/$tenantName/license', label: 'License' },
] as const;

/** A tenant's page: its name, the links to its sections, and the section. */
export function TenantFrame({
  tenant,
  actions,
  children,
}: {
  tenant: TenantRef;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const params = { tenantNamespace: tenant.namespace, tenantName: tenant.tenant };
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={`Tenant ${tenant.tenant}`} actions={actions} />
      <SectionNav label="Tenant sections">
        {SECTIONS.map((section) => (
          <Link key={section.to} to={section.to} params={params} {...SECTION_LINK}>
            {section.label}
          </Link>
        ))}
      </SectionNav>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-6">{children}</div>
    </div>
  );
}

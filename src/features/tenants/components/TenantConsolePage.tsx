import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { hopPrefix } from '@/contract/operator/hop';
import { appBasePath } from '@/lib/api/base-url';
import { PageHeader } from '@/shell/PageHeader';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { type TenantRef, tenantDetailsQuery } from '../api/tenants';

/** The tenant console's address through this console, at its page `path` (its home when none). */
function tenantConsoleUrl({ namespace, tenant }: TenantRef, path?: string): string {
  return `${appBasePath()}${hopPrefix(namespace, tenant)}${path ? path.slice(1) : ''}`;
}

function TenantConsoleFrame({ tenant, src }: { tenant: string; src: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative min-h-0 flex-1">
      {!loaded && (
        <p role="status" className="absolute inset-x-0 top-6 text-center text-sm text-slate-500">
          Loading the console of {tenant}…
        </p>
      )}
      <iframe
        title={`Console of tenant ${tenant}`}
        src={src}
        onLoad={() => setLoaded(true)}
        className="h-full w-full border-0"
      />
    </div>
  );
}

/** /namespaces/{namespace}/tenants/{tenant}/hop: the tenant's own console, reached through this one. */
export function TenantConsolePage({ tenant, path }: { tenant: TenantRef; path?: string }) {
  const details = usePageQuery(tenantDetailsQuery(tenant));
  const src = tenantConsoleUrl(tenant, path);
  const params = { tenantNamespace: tenant.namespace, tenantName: tenant.tenant };
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title={`Console of tenant ${tenant.tenant}`}
        actions={
          <nav aria-label="Tenant console" className="flex items-center gap-4 text-sm">
            <Link
              to="/namespaces/$tenantNamespace/tenants/$tenantName"
              params={params}
              className="text-brand-700 underline"
            >
              Back to tenant {tenant.tenant}
            </Link>
            <a href={src} target="_blank" rel="noopener" className="text-brand-700 underline">
              Open in a new tab
            </a>
          </nav>
        }
      />
      <QueryContent query={details} retry>
        {() => <TenantConsoleFrame tenant={tenant.tenant} src={src} />}
      </QueryContent>
    </div>
  );
}

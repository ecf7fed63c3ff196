import { NOT_REGISTERED } from '@/contract/operator/tenant-settings';
import { ApiError } from '@/lib/api/errors';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { Fact } from '@/ui/Fact';
import { LoadingSkeleton } from '@/ui/LoadingSkeleton';
import { usePageQuery } from '@/ui/page-query';
import { Explanation, SettingCard } from '@/ui/SettingCard';
import { subscriptionQuery } from '../api/settings';
import type { TenantRef } from '../api/tenants';
import { TenantFrame } from '../components/TenantFrame';

/** .../license: the operator's SUBNET licence, which the tenant would be activated with. */
export function TenantLicensePage({ tenant }: { tenant: TenantRef }) {
  const licence = usePageQuery(subscriptionQuery());
  return (
    <TenantFrame tenant={tenant}>
      <SettingCard title="SUBNET licence">
        {licence.isPending && <LoadingSkeleton />}
        {licence.error && <LicenceError error={licence.error} />}
        {licence.data && (
          <dl className="grid gap-2">
            <Fact label="Organization">{licence.data.organization ?? '-'}</Fact>
            <Fact label="Plan">{licence.data.plan ?? '-'}</Fact>
            <Fact label="Expires">{licence.data.expires_at ?? '-'}</Fact>
          </dl>
        )}
      </SettingCard>
    </TenantFrame>
  );
}

function LicenceError({ error }: { error: Error }) {
  if (!(error instanceof ApiError) || error.errorMessage !== NOT_REGISTERED)
    return <ApiErrorAlert error={error} />;
  return (
    <Explanation>
      <strong className="block">Not registered.</strong>
      {error.detailedError}
    </Explanation>
  );
}

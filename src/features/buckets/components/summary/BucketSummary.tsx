import { useQuery } from '@tanstack/react-query';
import type { BucketInfo } from '@/contract/buckets';
import { FEATURE, type SessionResponse } from '@/contract/session';
import { withThousands } from '@/lib/format/numbers';
import { niceBytes } from '@/lib/format/units';
import { bucketObjectLockingQuery } from '@/lib/resources/buckets';
import { Fact } from '@/ui/Fact';
import { QueryContent } from '@/ui/QueryContent';
import { SettingCard } from '@/ui/SettingCard';
import { bucketInfoQuery } from '../../api/buckets';
import { AccessPolicyCard } from './AccessPolicyCard';
import { cardAccess } from './card-scopes';
import { EncryptionCard } from './EncryptionCard';
import { ObjectLockingCard } from './ObjectLockingCard';
import { QuotaCard } from './QuotaCard';
import { TagsCard } from './TagsCard';
import { VersioningCard } from './VersioningCard';

/** The Summary tab: one card per setting the session may see, each with its own loading and error state. */
export function BucketSummary({ session, bucketName }: { session: SessionResponse; bucketName: string }) {
  const info = useQuery(bucketInfoQuery(bucketName));
  return (
    <QueryContent query={info}>{(bucket) => <SummaryCards session={session} bucket={bucket} />}</QueryContent>
  );
}

function SummaryCards({ session, bucket }: { session: SessionResponse; bucket: BucketInfo }) {
  const bucketName = bucket.name;
  const access = (card: Parameters<typeof cardAccess>[2]) => cardAccess(session, bucketName, card);
  const distributedMode = session.distributedMode === true;
  const locking = access('objectLocking');
  const lockingQuery = useQuery({
    ...bucketObjectLockingQuery(bucketName),
    enabled: locking.read && distributedMode,
  });
  const locked = lockingQuery.isSuccess ? lockingQuery.data.object_locking_enabled === true : undefined;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {access('accessPolicy').read && <AccessPolicyCard info={bucket} access={access('accessPolicy')} />}
      {access('encryption').read && (
        <EncryptionCard
          bucketName={bucketName}
          access={access('encryption')}
          hasKms={session.features?.includes(FEATURE.kms) === true}
        />
      )}
      {access('quota').read && (
        <QuotaCard
          bucketName={bucketName}
          access={access('quota')}
          distributedMode={distributedMode}
          storedBytes={bucket.size}
        />
      )}
      {access('tags').read && (
        <TagsCard bucketName={bucketName} tags={bucket.details?.tags ?? {}} access={access('tags')} />
      )}
      {access('versioning').read && (
        <VersioningCard
          bucketName={bucketName}
          access={access('versioning')}
          distributedMode={distributedMode}
          locked={locked}
        />
      )}
      {locking.read && (
        <ObjectLockingCard bucketName={bucketName} access={locking} distributedMode={distributedMode} />
      )}
      <UsageCard bucket={bucket} />
    </div>
  );
}

/** What MinIO's last usage scan reported, so it may lag behind the latest writes. */
function UsageCard({ bucket }: { bucket: BucketInfo }) {
  return (
    <SettingCard title="Reported usage">
      <dl className="flex flex-col gap-1">
        <Fact label="Size">{niceBytes(bucket.size ?? 0)}</Fact>
        <Fact label="Objects">{withThousands(bucket.objects ?? 0)}</Fact>
      </dl>
      <p className="text-xs text-slate-500">As of MinIO's last usage scan.</p>
    </SettingCard>
  );
}

import { useNavigate } from '@tanstack/react-router';
import type { DescribePvc } from '@/contract/operator/pvcs';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { Tabs } from '@/ui/tabs';
import { pvcDescriptionQuery, pvcEventsQuery, type TenantRef, useDeletePvc } from '../api/tenants';
import { EventTable } from './EventTable';
import { TenantFrame } from './TenantFrame';

/** .../pvcs/{PVCName}: one claim of the tenant's volumes, described, with its events, and deleted. */
export function PvcDetailsPage({ tenant, PVCName }: { tenant: TenantRef; PVCName: string }) {
  const description = usePageQuery(pvcDescriptionQuery(tenant, PVCName));
  return (
    <TenantFrame tenant={tenant}>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{`Volume claim ${PVCName}`}</h2>
        {description.data && <DeletePvcButton tenant={tenant} PVCName={PVCName} />}
      </div>
      <QueryContent query={description} retry>
        {(claim) => <PvcFacts claim={claim} />}
      </QueryContent>
      <Tabs
        label="Volume claim details"
        tabs={[
          { id: 'events', label: 'Events', content: () => <PvcEvents tenant={tenant} PVCName={PVCName} /> },
          {
            id: 'describe',
            label: 'Describe',
            content: () => <PvcDescription tenant={tenant} PVCName={PVCName} />,
          },
        ]}
      />
    </TenantFrame>
  );
}

function DeletePvcButton({ tenant, PVCName }: { tenant: TenantRef; PVCName: string }) {
  const remove = useDeletePvc(tenant, PVCName);
  const navigate = useNavigate();
  const params = { tenantNamespace: tenant.namespace, tenantName: tenant.tenant };
  return (
    <ConfirmButton
      label="Delete"
      aria-label={`Delete volume claim ${PVCName}`}
      className={SMALL_BUTTON}
      title={`Delete volume claim ${PVCName}`}
      confirmLabel="Delete"
      onConfirm={() =>
        remove
          .mutateAsync()
          .then(() => navigate({ to: '/namespaces/$tenantNamespace/tenants/$tenantName/volumes', params }))
      }
    >
      {`The claim ${PVCName} and its volume are deleted: the data on it is lost for good. MinIO heals the drive onto a new volume once its server starts again.`}
    </ConfirmButton>
  );
}

/** The summary: where the claim stands and what it holds. */
function PvcFacts({ claim }: { claim: DescribePvc }) {
  return (
    <dl className="grid max-w-3xl gap-2 rounded-md border border-slate-200 bg-white p-4">
      <Fact label="Namespace">{claim.namespace}</Fact>
      <Fact label="Status">{claim.status || '-'}</Fact>
      <Fact label="Capacity">{claim.capacity || '-'}</Fact>
      <Fact label="Storage class">{claim.storageClass || '-'}</Fact>
      <Fact label="Volume">{claim.volume || '-'}</Fact>
    </dl>
  );
}

function PvcEvents({ tenant, PVCName }: { tenant: TenantRef; PVCName: string }) {
  const events = usePageQuery(pvcEventsQuery(tenant, PVCName));
  return (
    <QueryContent query={events} retry>
      {(list) => <EventTable events={list} />}
    </QueryContent>
  );
}

const listed = (values: readonly string[]) => values.join(', ') || '-';
const pairsListed = (pairs: readonly { key: string; value: string }[]) =>
  listed(pairs.map(({ key, value }) => `${key}=${value}`));

/** What `kubectl describe pvc` adds to the summary. */
function PvcDescription({ tenant, PVCName }: { tenant: TenantRef; PVCName: string }) {
  const description = usePageQuery(pvcDescriptionQuery(tenant, PVCName));
  return (
    <QueryContent query={description} retry>
      {(claim) => (
        <dl className="grid gap-2">
          <Fact label="Access modes">{listed(claim.accessModes)}</Fact>
          <Fact label="Volume mode">{claim.volumeMode || '-'}</Fact>
          <Fact label="Labels">{pairsListed(claim.labels)}</Fact>
          <Fact label="Annotations">{pairsListed(claim.annotations)}</Fact>
          <Fact label="Finalizers">{listed(claim.finalizers)}</Fact>
        </dl>
      )}
    </QueryContent>
  );
}

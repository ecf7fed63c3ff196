import { Link } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { TIER_TYPE_LABELS, type Tier, type TierType, tierSettings } from '@/contract/tiers';
import { PageHeader } from '@/shell/PageHeader';
import { CopyableText } from '@/ui/CopyButton';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { NoneYet } from '@/ui/ListToolbar';
import type { Noun } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { tierListQuery, useRemoveTier } from '../api/tiers';
import { tierControls } from './access';
import { TierCredentialsButton } from './TierCredentialsDialog';

const TIER_NOUN: Noun = { one: 'tier', many: 'tiers' };

const HEADERS = [
  'Name',
  'Type',
  'Endpoint',
  'Bucket',
  'Prefix',
  'Region',
  'Status',
  'Usage',
  'Objects',
  'Versions',
  <span key="actions" className="sr-only">
    Actions
  </span>,
];

/** /settings/tiers: the remote tiers lifecycle rules move objects to. */
export function TierListPage({ session }: { session: SessionResponse }) {
  const may = tierControls(session);
  const list = usePageQuery({ ...tierListQuery(), enabled: may.list });
  const addButton = may.change && (
    <Link to="/settings/tiers/add" className="btn-primary">
      Add Tier
    </Link>
  );
  return (
    <>
      <PageHeader title="Tiers" actions={addButton} />
      <div className="flex flex-col gap-4 p-6">
        {may.list ? (
          <QueryContent query={list} retry>
            {(tiers) =>
              tiers.length === 0 ? (
                <NoneYet
                  noun={TIER_NOUN}
                  heading
                  purpose="A tier is a bucket on another server (MinIO, Amazon S3, Google Cloud Storage or Azure) that lifecycle rules move objects to."
                  add={addButton}
                />
              ) : (
                <DataTable label="Tiers" headers={HEADERS}>
                  {tiers.map((tier) => (
                    <TierRow key={tierSettings(tier).name} tier={tier} mayChange={may.change} />
                  ))}
                </DataTable>
              )
            }
          </QueryContent>
        ) : (
          <EmptyState title="Tiers cannot be listed" heading>
            Listing tiers needs the admin:ListTier permission. You may still add one.
          </EmptyState>
        )}
      </div>
    </>
  );
}

function TierRow({ tier, mayChange }: { tier: Tier; mayChange: boolean }) {
  const settings = tierSettings(tier);
  const name = settings.name ?? '';
  const type = tier.type === 'unsupported' ? undefined : tier.type;
  return (
    <tr>
      <th scope="row" className={`${CELL} text-left font-medium`}>
        {name}
      </th>
      <td className={CELL}>{type ? TIER_TYPE_LABELS[type] : 'Unsupported'}</td>
      <td className={CELL}>
        {settings.endpoint && <CopyableText value={settings.endpoint} what="endpoint" />}
      </td>
      <td className={CELL}>{settings.bucket}</td>
      <td className={CELL}>{settings.prefix || '-'}</td>
      <td className={CELL}>{settings.region || '-'}</td>
      <td className={CELL}>
        <Reachability reachable={tier.status === true} />
      </td>
      <td className={CELL}>{settings.usage ?? '-'}</td>
      <td className={CELL}>{settings.objects ?? '-'}</td>
      <td className={CELL}>{settings.versions ?? '-'}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {mayChange && type && <TierActions type={type} name={name} />}
      </td>
    </tr>
  );
}

function Reachability({ reachable }: { reachable: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs ${reachable ? 'bg-brand-50 text-brand-700' : 'bg-danger-50 text-danger-700'}`}
    >
      {reachable ? 'Reachable' : 'Unreachable'}
    </span>
  );
}

function TierActions({ type, name }: { type: TierType; name: string }) {
  const remove = useRemoveTier(name);
  return (
    <div className="flex gap-2">
      <TierCredentialsButton type={type} name={name} />
      <ConfirmButton
        label="Remove"
        aria-label={`Remove tier ${name}`}
        className={SMALL_BUTTON}
        title={`Remove tier ${name}`}
        confirmLabel="Remove"
        onConfirm={() => remove.mutateAsync()}
      >
        Lifecycle rules can no longer move objects to {name}. MinIO refuses to remove a tier that still holds
        objects moved to it.
      </ConfirmButton>
    </div>
  );
}

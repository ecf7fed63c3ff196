import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  SITE_REPLICATION_ENTITY_TYPES,
  type SiteReplicationEntityType,
  type SiteReplicationStatus,
} from '@/contract/site-replication';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { SelectField, TextField } from '@/ui/fields';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { SettingCard } from '@/ui/SettingCard';
import { siteReplicationEntityQuery, siteReplicationSummaryQuery } from '../api/site-replication';
import {
  mismatches,
  SYNCED_KINDS,
  type SyncCount,
  siteRows,
  syncCount,
  unsyncedEntities,
} from './sync-summary';

/** /settings/site-replication/status: how far each site holds what the others hold. */
export function SiteReplicationStatusPage() {
  const summary = usePageQuery(siteReplicationSummaryQuery());
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title="Site Replication Status"
        actions={
          <Link to="/settings/site-replication" className="btn-secondary">
            Sites
          </Link>
        }
      />
      <div className="flex flex-col gap-4 p-6">
        <QueryContent query={summary} retry>
          {(status) =>
            status.enabled ? (
              <>
                <SyncMatrix status={status} />
                <EntityLookup />
              </>
            ) : (
              <EmptyState title="This site does not replicate" heading>
                There is nothing to compare until it is joined with other sites.
              </EmptyState>
            )
          }
        </QueryContent>
      </div>
    </div>
  );
}

function SyncMatrix({ status }: { status: SiteReplicationStatus }) {
  const unsynced = unsyncedEntities(status);
  return (
    <SettingCard title="Sync by site">
      <DataTable label="Sync by site" headers={['Site', ...SYNCED_KINDS.map((kind) => kind.label)]}>
        {siteRows(status).map((site) => (
          <tr key={site.deploymentID}>
            <th scope="row" className={`${CELL} text-left font-medium`}>
              {site.name}
              <span className="block text-xs font-normal text-slate-500">{site.endpoint}</span>
            </th>
            {SYNCED_KINDS.map((kind) => (
              <td key={kind.kind} className={CELL}>
                <SyncCell count={syncCount(site.summary, kind)} />
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      {unsynced.length === 0 ? (
        <p className="text-sm text-slate-700">Every bucket, user, group and policy is alike on every site.</p>
      ) : (
        <div className="text-sm text-slate-700">
          <p>Not alike on every site yet:</p>
          <ul aria-label="Not in sync" className="list-disc pl-5">
            {unsynced.map(({ kind, name }) => (
              <li key={`${kind}:${name}`}>{`${kind} ${name}`}</li>
            ))}
          </ul>
        </div>
      )}
    </SettingCard>
  );
}

/** "2 of 3", with a bar of the share in sync and its verdict in words. */
function SyncCell({ count }: { count: SyncCount }) {
  const inSync = count.replicated >= count.total;
  const share = count.total === 0 ? 1 : count.replicated / count.total;
  return (
    <div className="flex min-w-24 flex-col gap-1">
      <span>{`${count.replicated} of ${count.total}`}</span>
      <span aria-hidden="true" className="h-1.5 w-full rounded-full bg-slate-200">
        <span
          className={`block h-1.5 rounded-full ${inSync ? 'bg-brand-600' : 'bg-amber-500'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
      <span className={`text-xs ${inSync ? 'text-brand-700' : 'text-amber-700'}`}>
        {inSync ? 'In sync' : `${count.total - count.replicated} behind`}
      </span>
    </div>
  );
}

const ENTITY_LABELS: Record<SiteReplicationEntityType, string> = {
  bucket: 'Bucket',
  user: 'User',
  group: 'Group',
  policy: 'Policy',
};

const PRESENCE_FLAG: Record<SiteReplicationEntityType, string> = {
  bucket: 'HasBucket',
  user: 'HasUser',
  group: 'HasGroup',
  policy: 'HasPolicy',
};

interface Lookup {
  type: SiteReplicationEntityType;
  name: string;
}

/** One bucket, user, group or policy, looked up on every site. */
function EntityLookup() {
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const form = useSchemaForm<Lookup>(
    { type: 'bucket', name: '' },
    {
      validate: ({ name }) => ({ name: name.trim() === '' ? 'Enter the name to look up' : undefined }),
      onSubmit: ({ type, name }) => setLookup({ type, name: name.trim() }),
    },
  );
  return (
    <SettingCard title="Look up one entity">
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Kind"
          value={form.values.type}
          options={SITE_REPLICATION_ENTITY_TYPES.map((type) => [type, ENTITY_LABELS[type]] as const)}
          onChange={(type) => form.set('type', type as SiteReplicationEntityType)}
        />
        <TextField label="Name" {...form.bind('name')} />
        <button type="submit" className="btn-primary">
          Look up
        </button>
      </form>
      {lookup && <EntityOnSites lookup={lookup} />}
    </SettingCard>
  );
}

function EntityOnSites({ lookup }: { lookup: Lookup }) {
  const query = useQuery(siteReplicationEntityQuery(lookup.type, lookup.name));
  const label = `${ENTITY_LABELS[lookup.type]} ${lookup.name} on each site`;
  return (
    <QueryContent query={query} retry>
      {(status) => {
        const field = `${lookup.type}Stats` as const;
        const perSite = status[field]?.[lookup.name] ?? {};
        return (
          <DataTable label={label} headers={['Site', 'Present', 'Differences']}>
            {siteRows(status).map((site) => {
              const state = perSite[site.deploymentID] ?? {};
              return (
                <tr key={site.deploymentID}>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {site.name}
                  </th>
                  <td className={CELL}>{state[PRESENCE_FLAG[lookup.type]] === true ? 'Yes' : 'No'}</td>
                  <td className={CELL}>{mismatches(state).join(', ') || 'None'}</td>
                </tr>
              );
            })}
          </DataTable>
        );
      }}
    </QueryContent>
  );
}

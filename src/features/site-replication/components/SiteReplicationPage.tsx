import { Link } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import {
  type PeerInfo,
  type SiteReplicationInfo,
  siteReplicationEditRequestSchema,
} from '@/contract/site-replication';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { PageHeader } from '@/shell/PageHeader';
import { CopyableText } from '@/ui/CopyButton';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmButton, DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { siteReplicationInfoQuery, useEditSite, useRemoveSites } from '../api/site-replication';
import { siteReplicationControls } from './access';

type Controls = ReturnType<typeof siteReplicationControls>;

/** /settings/site-replication: the sites this MinIO replicates with, each with its endpoint and deployment. */
export function SiteReplicationPage({ session }: { session: SessionResponse }) {
  const may = siteReplicationControls(session);
  const info = usePageQuery(siteReplicationInfoQuery());
  const enabled = info.data?.enabled === true;
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title="Site Replication"
        actions={
          <div className="flex gap-2">
            {enabled && (
              <Link to="/settings/site-replication/status" className="btn-secondary">
                Replication Status
              </Link>
            )}
            {enabled && may.remove && <RemoveAllButton />}
            {may.add && (
              <Link to="/settings/site-replication/add" className="btn-primary">
                {enabled ? 'Add Sites' : 'Set Up Replication'}
              </Link>
            )}
          </div>
        }
      />
      <div className="flex flex-col gap-4 p-6">
        <QueryContent query={info} retry>
          {(answer) =>
            answer.enabled ? <SiteTable info={answer} may={may} /> : <NotReplicating may={may} />
          }
        </QueryContent>
      </div>
    </div>
  );
}

function NotReplicating({ may }: { may: Controls }) {
  return (
    <EmptyState title="This site does not replicate" heading>
      {may.add
        ? 'Join it with other MinIO sites: buckets, objects, users, groups and policies made on any of them then reach all of them.'
        : 'Ask an administrator to join it with other sites.'}
    </EmptyState>
  );
}

function SiteTable({ info, may }: { info: SiteReplicationInfo; may: Controls }) {
  const sites = info.sites ?? [];
  return (
    <>
      <p className="text-sm text-slate-700">
        {`This site, ${info.name}, replicates with ${sites.length - 1} other ${sites.length === 2 ? 'site' : 'sites'}`}
        {info.serviceAccountAccessKey ? `, as the access key ${info.serviceAccountAccessKey} on each.` : '.'}
      </p>
      <DataTable label="Replicated sites" headers={['Name', 'Endpoint', 'Deployment ID', 'Actions']}>
        {sites.map((site) => (
          <tr key={site.deploymentID}>
            <td className={CELL}>
              {site.name}
              {site.name === info.name && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  this site
                </span>
              )}
            </td>
            <td className={CELL}>
              <CopyableText value={site.endpoint} what="endpoint" />
            </td>
            <td className={`${CELL} font-mono text-xs`}>{site.deploymentID}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <div className="flex gap-2">
                {may.edit && <EditEndpointButton site={site} />}
                {may.remove && <RemoveSiteButton site={site} />}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function EditEndpointButton({ site }: { site: PeerInfo }) {
  return (
    <DialogButton
      title={`Endpoint of ${site.name}`}
      label="Edit"
      aria-label={`Edit the endpoint of ${site.name}`}
      className={SMALL_BUTTON}
    >
      {(close) => <EditEndpointForm site={site} onSaved={close} />}
    </DialogButton>
  );
}

/** A site's new address; MinIO checks that the same deployment answers there. */
function EditEndpointForm({ site, onSaved }: { site: PeerInfo; onSaved: () => void }) {
  const edit = useEditSite();
  const form = useSchemaForm(
    { endpoint: site.endpoint },
    {
      validate: (values) =>
        schemaProblems(siteReplicationEditRequestSchema, { ...values, deploymentID: site.deploymentID }),
      onSubmit: async ({ endpoint }) => {
        await edit.mutateAsync({ endpoint: endpoint.trim(), deploymentID: site.deploymentID });
        useUiStore.getState().showMessage(`The endpoint of ${site.name} is now ${endpoint.trim()}`);
        onSaved();
      },
    },
  );
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      <p className="text-sm text-slate-700">
        {`Every site will reach ${site.name} (deployment ${site.deploymentID}) at this address from now on.`}
      </p>
      <TextField label="Endpoint" autoFocus {...form.bind('endpoint')} />
    </DialogForm>
  );
}

function RemoveSiteButton({ site }: { site: PeerInfo }) {
  const remove = useRemoveSites();
  return (
    <ConfirmButton
      title={`Remove ${site.name} from replication?`}
      label="Remove"
      aria-label={`Remove ${site.name} from replication`}
      className={`${SMALL_BUTTON} text-danger-700`}
      confirmLabel="Remove"
      onConfirm={() =>
        remove
          .mutateAsync({ sites: [site.name] })
          .then(() => useUiStore.getState().showMessage(`${site.name} no longer replicates`))
      }
    >
      {`${site.name} stops replicating with the other sites; what it holds stays on it. A site left alone stops replicating too.`}
    </ConfirmButton>
  );
}

function RemoveAllButton() {
  const remove = useRemoveSites();
  return (
    <ConfirmButton
      title="End replication on every site?"
      label="Remove All"
      className="btn-secondary text-danger-700"
      confirmLabel="Remove all sites"
      onConfirm={() =>
        remove
          .mutateAsync({ sites: [], all: true })
          .then(() => useUiStore.getState().showMessage('Site replication is off on every site'))
      }
    >
      Every site stops replicating; what each holds stays on it. MinIO also ends the sessions begun while the
      sites replicated: if this is one of them, you will be asked to log in again.
    </ConfirmButton>
  );
}

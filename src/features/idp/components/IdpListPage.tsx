import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IDP_SUBSYSTEM, type IdpListItem } from '@/contract/idp';
import { configHelpQuery } from '@/lib/resources/configs';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { DialogButton } from '@/ui/dialogs';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { idpListQuery } from '../api/idp';
import { EnableButton, RemoveButton } from './IdpControls';
import { IdpForm } from './IdpForm';
import { idpDisplayName } from './idp-fields';

/** /identity/idp/openid: the OpenID providers MinIO runs with; adding, switching and removing them. */
export function OpenIdListPage() {
  const list = usePageQuery(idpListQuery('openid'));
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="OpenID Configurations" actions={<AddOpenIdButton />} />
      <div className="flex flex-col gap-4 overflow-y-auto px-6 py-4">
        <p className="text-sm text-slate-600">
          MinIO lists a configuration once it runs with it: after the restart that follows adding it.
        </p>
        <QueryContent query={list} retry>
          {(results) => <OpenIdTable results={results} />}
        </QueryContent>
      </div>
    </div>
  );
}

function OpenIdTable({ results }: { results: readonly IdpListItem[] }) {
  if (results.length === 0)
    return (
      <EmptyState title="No OpenID configurations">
        Add one to let users log in through a provider.
      </EmptyState>
    );
  return (
    <DataTable label="OpenID configurations" headers={['Name', 'Status', 'Actions']}>
      {results.map(({ name, enabled }) => (
        <tr key={name}>
          <td className={CELL}>
            <Link
              to="/identity/idp/openid/$name"
              params={{ name }}
              className="font-mono text-brand-700 hover:underline"
            >
              {idpDisplayName(name)}
            </Link>
          </td>
          <td className={CELL}>{enabled ? 'Enabled' : 'Disabled'}</td>
          <td className={CELL}>
            <div className="flex gap-2">
              <EnableButton type="openid" name={name} enabled={enabled} />
              <RemoveButton type="openid" name={name} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function AddOpenIdButton() {
  return (
    <DialogButton title="Add OpenID Configuration" label="Add Configuration" className="btn-primary">
      {(close) => <NewOpenIdForm onSaved={close} />}
    </DialogButton>
  );
}

function NewOpenIdForm({ onSaved }: { onSaved: () => void }) {
  const help = useQuery(configHelpQuery(IDP_SUBSYSTEM.openid));
  return (
    <QueryContent query={help}>
      {(subsystem) => <IdpForm type="openid" keysHelp={subsystem.keys_help ?? []} onSaved={onSaved} />}
    </QueryContent>
  );
}

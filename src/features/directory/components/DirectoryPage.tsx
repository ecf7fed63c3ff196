import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { LDAP_MESSAGES } from '@/contract/ldap';
import { toApiError } from '@/lib/api/errors';
import { useUiStore } from '@/lib/store/ui-store';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { ListToolbar, NoMatch, NoneYet } from '@/ui/ListToolbar';
import { matching, type Noun } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import {
  type DirectoryEntry,
  directoryEntries,
  ldapEntitiesQuery,
  useDetachLdapPolicy,
} from '../api/ldap-entities';
import { AttachPolicyButton } from './AttachPolicyDialog';

const MAPPING_NOUN: Noun = { one: 'mapped user or group', many: 'mapped users and groups' };

interface DirectoryPageProps {
  filter: string;
  onFilterChange: (filter: string) => void;
}

/** /identity/directory: which policies MinIO maps to which directory (LDAP) users and groups. */
export function DirectoryPage(props: DirectoryPageProps) {
  const query = usePageQuery(ldapEntitiesQuery());
  const notEnabled = query.isError && toApiError(query.error).errorMessage === LDAP_MESSAGES.notEnabled;
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Directory" actions={!notEnabled && <AttachPolicyButton />} />
      <div className="flex min-h-0 flex-1 flex-col">
        {notEnabled ? (
          <div className="m-6">
            <EmptyState title={LDAP_MESSAGES.notEnabled} heading>
              MinIO maps policies to directory users and groups once its LDAP identity provider is configured.
            </EmptyState>
          </div>
        ) : (
          <div className="px-6 pt-4">
            <QueryContent query={query} retry>
              {(entities) => <Mappings entries={directoryEntries(entities)} query={query} {...props} />}
            </QueryContent>
          </div>
        )}
      </div>
    </div>
  );
}

function Mappings({
  entries,
  query,
  filter,
  onFilterChange,
}: DirectoryPageProps & { entries: DirectoryEntry[]; query: UseQueryResult }) {
  const shown = matching(entries, filter, (entry) => [entry.dn, ...entry.policies]);
  if (entries.length === 0)
    return (
      <NoneYet
        noun={MAPPING_NOUN}
        heading
        purpose="Attach a policy to a directory group (or user) by its DN: its members then log in with it."
        add={<AttachPolicyButton />}
      />
    );
  return (
    <>
      <div className="-mx-6 -mt-4">
        <ListToolbar
          noun={MAPPING_NOUN}
          filter={filter}
          onFilterChange={onFilterChange}
          shown={shown.length}
          total={entries.length}
          query={query}
        />
      </div>
      {shown.length === 0 ? (
        <NoMatch
          noun={MAPPING_NOUN}
          field="DN or policy"
          filter={filter}
          onClear={() => onFilterChange('')}
        />
      ) : (
        <DataTable label="Policy mappings" headers={['DN', 'Kind', 'Policies']}>
          {shown.map((entry) => (
            <tr key={`${entry.kind}:${entry.dn}`}>
              <td className={`${CELL} break-words`}>
                <DnText dn={entry.dn} />
              </td>
              <td className={CELL}>{entry.kind === 'group' ? 'Group' : 'User'}</td>
              <td className={CELL}>
                <ul className="flex flex-col gap-1">
                  {entry.policies.map((policy) => (
                    <li key={policy} className="flex items-center justify-between gap-3">
                      <span>{policy}</span>
                      <DetachButton entry={entry} policy={policy} />
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/** A DN that wraps after a comma, between its parts, rather than inside a part. */
function DnText({ dn }: { dn: string }) {
  return dn.split(',').map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed by the DN
    <Fragment key={index}>
      {index > 0 && (
        <>
          ,<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** Detaches one policy from a user or group, once confirmed. */
function DetachButton({ entry, policy }: { entry: DirectoryEntry; policy: string }) {
  const detach = useDetachLdapPolicy();
  return (
    <ConfirmButton
      title={`Detach ${policy}?`}
      label="Detach"
      aria-label={`Detach ${policy} from ${entry.dn}`}
      className={SMALL_BUTTON}
      confirmLabel="Detach"
      onConfirm={async () => {
        await detach.mutateAsync({ policies: [policy], entityType: entry.kind, entityName: entry.dn });
        useUiStore.getState().showMessage(`${policy} detached from ${entry.dn}`);
      }}
    >
      {`${entry.kind === 'group' ? 'Members of the group' : 'The user'} ${entry.dn} lose what ${policy} allows at their next login.`}
    </ConfirmButton>
  );
}

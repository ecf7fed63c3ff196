import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { userListQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { EmptyState } from '@/ui/data-table';
import { AddToGroupsButton } from './AddToGroupsDialog';
import { AddUserButton } from './AddUserDialog';
import { type UserControls, userControls } from './access';
import { DeleteUsersButton } from './DeleteUsersDialog';
import { CannotList, ListToolbar, NoMatch } from './ListToolbar';
import { countOf, USER_NOUN } from './NamePicker';
import { QueryWithRetry } from './QueryWithRetry';
import { UserTable } from './UserTable';

function matchingUsers(users: readonly User[], filter: string): readonly User[] {
  const needle = filter.trim().toLowerCase();
  return needle ? users.filter((user) => user.accessKey.toLowerCase().includes(needle)) : users;
}

/** /identity/users: every user, filtered by the `filter` in the URL; users can be chosen to act on several. */
export function UserListPage({
  session,
  filter,
  onFilterChange,
}: {
  session: SessionResponse;
  filter: string;
  onFilterChange: (filter: string) => void;
}) {
  const may = userControls(session);
  const list = useQuery({ ...userListQuery(), enabled: may.list });
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Users" actions={may.create && <AddUserButton session={session} />} />
      {may.list ? (
        <div className="flex min-h-0 flex-1 flex-col">
          <QueryWithRetry query={list}>
            {(users) => (
              <UserList
                users={users}
                may={may}
                session={session}
                filter={filter}
                onFilterChange={onFilterChange}
                query={list}
              />
            )}
          </QueryWithRetry>
        </div>
      ) : (
        <CannotList noun={USER_NOUN} />
      )}
    </div>
  );
}

function UserList(props: {
  users: readonly User[];
  may: UserControls;
  session: SessionResponse;
  filter: string;
  onFilterChange: (filter: string) => void;
  query: UseQueryResult;
}) {
  const { users, may, filter, onFilterChange } = props;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = matchingUsers(users, filter);
  const chosen = users.filter((user) => selected.has(user.accessKey));
  const selects = may.addToGroups || may.delete;
  const select = (names: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const name of names) {
        if (on) next.add(name);
        else next.delete(name);
      }
      return next;
    });

  return (
    <>
      <ListToolbar
        noun={USER_NOUN}
        filter={filter}
        onFilterChange={onFilterChange}
        shown={shown.length}
        total={users.length}
        query={props.query}
      />
      {chosen.length > 0 && <SelectionBar users={chosen} may={may} onDone={() => setSelected(new Set())} />}
      {users.length === 0 ? (
        <div className="mx-6">
          <EmptyState title="No users yet">
            {may.create
              ? 'Create a user to give someone their own keys, groups and policies.'
              : 'There are no users. Ask an administrator to create them.'}
            {may.create && (
              <div className="mt-4">
                <AddUserButton session={props.session} />
              </div>
            )}
          </EmptyState>
        </div>
      ) : shown.length === 0 ? (
        <NoMatch noun={USER_NOUN} field="access key" filter={filter} onClear={() => onFilterChange('')} />
      ) : (
        <UserTable
          users={shown}
          session={props.session}
          selection={selects ? { selected, onSelect: select } : undefined}
        />
      )}
    </>
  );
}

/** How many users are chosen, and what can be done with all of them at once. */
function SelectionBar({
  users,
  may,
  onDone,
}: {
  users: readonly User[];
  may: UserControls;
  onDone: () => void;
}) {
  const names = users.map((user) => user.accessKey);
  return (
    <div
      role="toolbar"
      aria-label="Selected users"
      className="mx-6 mb-3 flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2"
    >
      <p className="text-sm font-medium text-brand-700" aria-live="polite">
        {`${countOf(users.length, USER_NOUN)} selected`}
      </p>
      <div className="ml-auto flex gap-2">
        {may.addToGroups && <AddToGroupsButton users={names} />}
        {may.delete && <DeleteUsersButton users={users} onDeleted={onDone} />}
        <button type="button" onClick={onDone} className="btn-secondary">
          Clear selection
        </button>
      </div>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { userListQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { CannotList, ListToolbar, NoMatch, NoneYet } from '@/ui/ListToolbar';
import { countOf, matching, USER_NOUN } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { useSelection } from '@/ui/use-selection';
import { AddToGroupsButton } from './AddToGroupsDialog';
import { AddUserButton } from './AddUserDialog';
import { type UserControls, userControls } from './access';
import { DeleteUsersButton } from './DeleteUsersDialog';
import { UserTable } from './UserTable';

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
  const list = usePageQuery({ ...userListQuery(), enabled: may.list });
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Users" actions={may.create && <AddUserButton session={session} />} />
      {may.list ? (
        <div className="flex min-h-0 flex-1 flex-col">
          <QueryContent query={list} retry>
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
          </QueryContent>
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
  const selection = useSelection();
  const shown = matching(users, filter, (user) => [user.accessKey]);
  const chosen = users.filter((user) => selection.selected.has(user.accessKey));
  const selects = may.addToGroups || may.delete;

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
      {chosen.length > 0 && <SelectionBar users={chosen} may={may} onDone={selection.clear} />}
      {users.length === 0 ? (
        <div className="mx-6">
          <NoneYet
            noun={USER_NOUN}
            purpose="Create a user to give someone their own keys, groups and policies."
            add={may.create && <AddUserButton session={props.session} />}
          />
        </div>
      ) : shown.length === 0 ? (
        <div className="mx-6">
          <NoMatch noun={USER_NOUN} field="access key" filter={filter} onClear={() => onFilterChange('')} />
        </div>
      ) : (
        <UserTable users={shown} session={props.session} selection={selects ? selection : undefined} />
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

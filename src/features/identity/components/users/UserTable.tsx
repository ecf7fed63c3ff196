import type { SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { NameLink } from '@/ui/NameLink';
import { StatusBadge } from '@/ui/StatusBadge';
import type { Selection } from '@/ui/use-selection';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';

const COLUMNS = [
  { label: 'Access key', className: '' },
  { label: 'Status', className: 'w-28' },
  { label: 'Groups', className: 'w-1/4' },
  { label: 'Policies', className: 'w-1/4' },
] as const;

/** The users with their status, groups and policies; only the rows in view are in the page. */
export function UserTable({
  users,
  session,
  selection,
}: {
  users: readonly User[];
  session: SessionResponse;
  /** Check boxes to choose users by, when the session may act on several. */
  selection?: Selection | undefined;
}) {
  return (
    <VirtualTable
      label="Users"
      items={users}
      rowKey={(user) => user.accessKey}
      rowHeight={44}
      className="flex-1 px-6 pb-6"
      minWidth="min-w-[44rem]"
      head={
        <>
          {selection && (
            <HeaderCell className="w-10">
              <SelectAllBox users={users} selection={selection} />
            </HeaderCell>
          )}
          {COLUMNS.map(({ label, className }) => (
            <HeaderCell key={label} className={className}>
              {label}
            </HeaderCell>
          ))}
        </>
      }
      cells={(user) => <UserCells user={user} session={session} selection={selection} />}
    />
  );
}

function SelectAllBox({ users, selection }: { users: readonly User[]; selection: Selection }) {
  const chosen = users.filter((user) => selection.selected.has(user.accessKey)).length;
  const all = users.length > 0 && chosen === users.length;
  return (
    <input
      type="checkbox"
      aria-label="Select every listed user"
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = chosen > 0 && !all;
      }}
      disabled={users.length === 0}
      onChange={(event) =>
        selection.toggle(
          users.map((user) => user.accessKey),
          event.target.checked,
        )
      }
      className="size-4 accent-brand-600"
    />
  );
}

const namesOf = (names: readonly string[] | null | undefined) => (names?.length ? names.join(', ') : '-');

function UserCells({
  user,
  session,
  selection,
}: {
  user: User;
  session: SessionResponse;
  selection: Selection | undefined;
}) {
  const name = user.accessKey;
  return (
    <>
      {selection && (
        <td className="px-3">
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={selection.selected.has(name)}
            onChange={(event) => selection.toggle([name], event.target.checked)}
            className="size-4 accent-brand-600"
          />
        </td>
      )}
      <th scope="row" title={name} className="truncate px-3 text-left font-medium">
        <NameLink kind="user" name={name} session={session} />
      </th>
      <td className="px-3">
        <StatusBadge status={user.status} />
      </td>
      <td className="truncate px-3" title={namesOf(user.memberOf)}>
        {namesOf(user.memberOf)}
      </td>
      <td className="truncate px-3" title={namesOf(user.policy)}>
        {namesOf(user.policy)}
      </td>
    </>
  );
}

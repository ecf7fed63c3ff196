import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { NameLink } from './names';
import { StatusBadge } from './StatusBadge';

const ROW_HEIGHT = 44;

const COLUMNS = [
  { label: 'Access key', className: '' },
  { label: 'Status', className: 'w-28' },
  { label: 'Groups', className: 'w-1/4' },
  { label: 'Policies', className: 'w-1/4' },
] as const;

export interface UserSelection {
  selected: ReadonlySet<string>;
  onSelect: (names: readonly string[], selected: boolean) => void;
}

/** The users with their status, groups and policies; only the rows in view are in the page. */
export function UserTable({
  users,
  session,
  selection,
}: {
  users: readonly User[];
  session: SessionResponse;
  /** Check boxes to choose users by, when the session may act on several. */
  selection?: UserSelection;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const spaceBefore = rows[0]?.start ?? 0;
  const spaceAfter = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-auto px-6 pb-6">
      <table
        aria-label="Users"
        aria-rowcount={users.length + 1}
        className="w-full min-w-[44rem] table-fixed text-sm"
      >
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-slate-600">
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col" className="w-10 px-3 py-2">
                <SelectAllBox users={users} selection={selection} />
              </th>
            )}
            {COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={`${className} px-3 py-2 font-medium`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="bg-white">
          {spaceBefore > 0 && <tr aria-hidden style={{ height: spaceBefore }} />}
          {rows.map((row) => {
            const user = users[row.index] as User;
            return (
              <UserRow
                key={user.accessKey}
                user={user}
                rowIndex={row.index + 2}
                session={session}
                selection={selection}
              />
            );
          })}
          {spaceAfter > 0 && <tr aria-hidden style={{ height: spaceAfter }} />}
        </tbody>
      </table>
    </div>
  );
}

function SelectAllBox({ users, selection }: { users: readonly User[]; selection: UserSelection }) {
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
        selection.onSelect(
          users.map((user) => user.accessKey),
          event.target.checked,
        )
      }
      className="size-4 accent-brand-600"
    />
  );
}

const namesOf = (names: readonly string[] | null | undefined) => (names?.length ? names.join(', ') : '-');

function UserRow({
  user,
  rowIndex,
  session,
  selection,
}: {
  user: User;
  rowIndex: number;
  session: SessionResponse;
  selection: UserSelection | undefined;
}) {
  const name = user.accessKey;
  return (
    <tr aria-rowindex={rowIndex} style={{ height: ROW_HEIGHT }} className="border-b border-slate-100">
      {selection && (
        <td className="px-3">
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={selection.selected.has(name)}
            onChange={(event) => selection.onSelect([name], event.target.checked)}
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
    </tr>
  );
}

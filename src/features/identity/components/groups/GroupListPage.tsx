import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import { groupListQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { EmptyState } from '@/ui/data-table';
import { CannotList, ListToolbar, NoMatch } from '../users/ListToolbar';
import { GROUP_NOUN, matchingNames, VirtualList } from '../users/NamePicker';
import { NameLink } from '../users/names';
import { QueryWithRetry } from '../users/QueryWithRetry';
import { AddGroupButton } from './AddGroupDialog';
import { groupControls } from './access';

interface GroupListProps {
  session: SessionResponse;
  filter: string;
  onFilterChange: (filter: string) => void;
}

/** /identity/groups: every group, filtered by the `filter` in the URL. */
export function GroupListPage(props: GroupListProps) {
  const may = groupControls(props.session);
  const list = useQuery({ ...groupListQuery(), enabled: may.list });
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Groups" actions={may.create && <AddGroupButton session={props.session} />} />
      {may.list ? (
        <div className="flex min-h-0 flex-1 flex-col">
          <QueryWithRetry query={list}>
            {(groups) => <GroupList groups={groups} query={list} mayCreate={may.create} {...props} />}
          </QueryWithRetry>
        </div>
      ) : (
        <CannotList noun={GROUP_NOUN} />
      )}
    </div>
  );
}

function GroupList({
  groups,
  query,
  mayCreate,
  session,
  filter,
  onFilterChange,
}: GroupListProps & { groups: readonly string[]; query: UseQueryResult; mayCreate: boolean }) {
  const shown = matchingNames(groups, filter);
  return (
    <>
      <ListToolbar
        noun={GROUP_NOUN}
        filter={filter}
        onFilterChange={onFilterChange}
        shown={shown.length}
        total={groups.length}
        query={query}
      />
      {groups.length === 0 ? (
        <div className="mx-6">
          <EmptyState title="No groups yet">
            {mayCreate
              ? 'Create a group to give its members the same policies.'
              : 'There are no groups. Ask an administrator to create them.'}
            {mayCreate && (
              <div className="mt-4">
                <AddGroupButton session={session} />
              </div>
            )}
          </EmptyState>
        </div>
      ) : shown.length === 0 ? (
        <NoMatch noun={GROUP_NOUN} field="group name" filter={filter} onClear={() => onFilterChange('')} />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col px-6 pb-6">
          <VirtualList
            label="Groups"
            names={shown}
            className="min-h-0 flex-1"
            render={(name) => <NameLink kind="group" name={name} session={session} />}
          />
        </div>
      )}
    </>
  );
}

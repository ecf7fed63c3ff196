import type { UseQueryResult } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import { groupListQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { CannotList, ListToolbar, NoMatch, NoneYet } from '@/ui/ListToolbar';
import { NameLink } from '@/ui/NameLink';
import { GROUP_NOUN, matchingNames } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { VirtualList } from '@/ui/VirtualList';
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
  const list = usePageQuery({ ...groupListQuery(), enabled: may.list });
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Groups" actions={may.create && <AddGroupButton session={props.session} />} />
      {may.list ? (
        <div className="flex min-h-0 flex-1 flex-col">
          <QueryContent query={list} retry>
            {(groups) => <GroupList groups={groups} query={list} mayCreate={may.create} {...props} />}
          </QueryContent>
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
          <NoneYet
            noun={GROUP_NOUN}
            purpose="Create a group to give its members the same policies."
            add={mayCreate && <AddGroupButton session={session} />}
          />
        </div>
      ) : shown.length === 0 ? (
        <div className="mx-6">
          <NoMatch noun={GROUP_NOUN} field="group name" filter={filter} onClear={() => onFilterChange('')} />
        </div>
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

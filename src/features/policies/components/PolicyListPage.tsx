import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Policy } from '@/contract/policies';
import type { SessionResponse } from '@/contract/session';
import { policyListQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { EmptyState } from '@/ui/data-table';
import { SMALL_BUTTON } from '@/ui/dialogs';
import { ListToolbar, NoMatch } from '@/ui/ListToolbar';
import { matching, POLICY_NOUN } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { VirtualList } from '@/ui/VirtualList';
import { CreatePolicyButton } from './CreatePolicyDialog';
import { DeletePolicyButton } from './DeletePolicyButton';
import { type PolicyActions, policyActions } from './policy-permissions';

/** /access/policies: every policy, filtered by the `filter` in the URL; create and delete as far as allowed. */
export function PolicyListPage({
  session,
  filter,
  onFilterChange,
}: {
  session: SessionResponse;
  filter: string;
  onFilterChange: (filter: string) => void;
}) {
  const actions = policyActions(session);
  const list = usePageQuery({ ...policyListQuery(), enabled: actions.list });
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Policies" actions={actions.save && <CreatePolicyButton />} />
      {actions.list ? (
        <div className="flex min-h-0 flex-1 flex-col">
          <QueryContent query={list} retry>
            {(policies) => (
              <PolicyList
                policies={policies}
                query={list}
                actions={actions}
                filter={filter}
                onFilterChange={onFilterChange}
              />
            )}
          </QueryContent>
        </div>
      ) : (
        <div className="p-6">
          <EmptyState title="You may create policies, not list them">
            Ask an administrator for the right to list policies (admin:ListUserPolicies).
          </EmptyState>
        </div>
      )}
    </div>
  );
}

function PolicyList({
  policies,
  query,
  actions,
  filter,
  onFilterChange,
}: {
  policies: readonly Policy[];
  query: UseQueryResult;
  actions: PolicyActions;
  filter: string;
  onFilterChange: (filter: string) => void;
}) {
  const shown = matching(policies, filter, (policy) => [policy.name]);
  return (
    <>
      <ListToolbar
        noun={POLICY_NOUN}
        filter={filter}
        onFilterChange={onFilterChange}
        shown={shown.length}
        total={policies.length}
        query={query}
      />
      <div className="flex min-h-0 flex-1 flex-col px-6 pb-6">
        {policies.length === 0 ? (
          <EmptyState title="No policies yet">
            {actions.save
              ? 'Create a policy to grant users and groups access.'
              : 'No policy has been created.'}
          </EmptyState>
        ) : shown.length === 0 ? (
          <NoMatch
            noun={POLICY_NOUN}
            field="policy name"
            filter={filter}
            onClear={() => onFilterChange('')}
          />
        ) : (
          <VirtualList
            label="Policies"
            names={shown.map((policy) => policy.name)}
            render={(name) => <PolicyRow name={name} actions={actions} />}
            className="max-h-[70vh]"
            rowHeight={40}
          />
        )}
      </div>
    </>
  );
}

function PolicyRow({ name, actions }: { name: string; actions: PolicyActions }) {
  return (
    <>
      {actions.open ? (
        <Link
          to="/access/policies/$"
          params={{ _splat: name }}
          className="truncate font-medium text-brand-700 hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="truncate font-medium">{name}</span>
      )}
      {actions.delete && (
        <span className="ml-auto pl-2">
          <DeletePolicyButton name={name} className={`${SMALL_BUTTON} text-danger-700`} />
        </span>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Policy } from '@/contract/policies';
import type { SessionResponse } from '@/contract/session';
import { withThousands } from '@/lib/format/numbers';
import { policyListQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { EmptyState } from '@/ui/data-table';
import { SMALL_BUTTON } from '@/ui/dialogs';
import { CreatePolicyButton } from './CreatePolicyDialog';
import { DeletePolicyButton } from './DeletePolicyButton';
import { type PolicyActions, policyActions } from './policy-permissions';
import { withNameContaining } from './policy-rules';
import { QueryWithRetry } from './QueryWithRetry';
import { VirtualList } from './VirtualList';

const countText = (shown: number, all: number) =>
  shown === all
    ? `${withThousands(all)} ${all === 1 ? 'policy' : 'policies'}`
    : `${withThousands(shown)} of ${withThousands(all)} policies`;

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
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Policies" actions={actions.save && <CreatePolicyButton />} />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        {actions.list ? (
          <PolicyList actions={actions} filter={filter} onFilterChange={onFilterChange} />
        ) : (
          <EmptyState title="You may create policies, not list them">
            Ask an administrator for the right to list policies (admin:ListUserPolicies).
          </EmptyState>
        )}
      </div>
    </div>
  );
}

function PolicyList({
  actions,
  filter,
  onFilterChange,
}: {
  actions: PolicyActions;
  filter: string;
  onFilterChange: (filter: string) => void;
}) {
  const list = useQuery(policyListQuery());
  const policies = list.data ?? [];
  const shown = withNameContaining(policies, filter, (policy: Policy) => policy.name);
  const filterId = useId();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="sr-only">
          Filter policies
        </label>
        <input
          id={filterId}
          type="search"
          placeholder="Filter policies"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
          className="field-input max-w-xs"
        />
        <button
          type="button"
          onClick={() => list.refetch()}
          disabled={list.isFetching}
          className="btn-secondary"
        >
          {list.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {list.isSuccess && countText(shown.length, policies.length)}
        </p>
      </div>
      <QueryWithRetry query={list}>
        {() =>
          policies.length === 0 ? (
            <EmptyState title="No policies yet">
              {actions.save
                ? 'Create a policy to grant users and groups access.'
                : 'No policy has been created.'}
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No policy matches">
              {`No policy name contains "${filter.trim()}". `}
              <button
                type="button"
                onClick={() => onFilterChange('')}
                className="underline underline-offset-2"
              >
                Clear the filter
              </button>
            </EmptyState>
          ) : (
            <VirtualList
              label="Policies"
              names={shown.map((policy) => policy.name)}
              render={(name) => <PolicyRow name={name} actions={actions} />}
              className="max-h-[70vh]"
            />
          )
        }
      </QueryWithRetry>
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

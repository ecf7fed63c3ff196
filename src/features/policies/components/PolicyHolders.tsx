import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { withThousands } from '@/lib/format/numbers';
import { policyGroupsQuery, policyUsersQuery } from '@/lib/resources/iam';
import { EmptyState } from '@/ui/data-table';
import { withNameContaining } from './policy-rules';
import { QueryWithRetry } from './QueryWithRetry';
import { VirtualList } from './VirtualList';

const LINK = 'truncate text-brand-700 hover:underline';

/** The users the policy is attached to, each a link to its page where the session may open it. */
export function PolicyUsers({ policy, mayOpen }: { policy: string; mayOpen: boolean }) {
  const users = useQuery(policyUsersQuery(policy));
  const link = (name: string) => (
    <Link to="/identity/users/$userName" params={{ userName: name }} className={LINK}>
      {name}
    </Link>
  );
  return (
    <PolicyHolders
      noun={{ one: 'user', many: 'users' }}
      holders={users}
      render={mayOpen ? link : undefined}
    />
  );
}

/** The groups the policy is attached to, each a link to its page where the session may open it. */
export function PolicyGroups({ policy, mayOpen }: { policy: string; mayOpen: boolean }) {
  const groups = useQuery(policyGroupsQuery(policy));
  const link = (name: string) => (
    <Link to="/identity/groups/$groupName" params={{ groupName: name }} className={LINK}>
      {name}
    </Link>
  );
  return (
    <PolicyHolders
      noun={{ one: 'group', many: 'groups' }}
      holders={groups}
      render={mayOpen ? link : undefined}
    />
  );
}

/** The policy's holders of one kind, filterable; each name shown by `render`, or as text. */
function PolicyHolders({
  noun,
  holders,
  render = (name) => name,
}: {
  noun: { one: string; many: string };
  holders: UseQueryResult<string[]>;
  render?: ((name: string) => ReactNode) | undefined;
}) {
  const [filter, setFilter] = useState('');
  return (
    <QueryWithRetry query={holders}>
      {(names) => {
        if (names.length === 0) {
          return (
            <EmptyState title={`No ${noun.many}`}>
              {`The policy is attached to no ${noun.one}. Attach it from a ${noun.one}’s page.`}
            </EmptyState>
          );
        }
        const shown = withNameContaining(names, filter, (name) => name);
        return (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <input
                type="search"
                aria-label={`Filter ${noun.many}`}
                placeholder={`Filter ${noun.many}`}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className="field-input max-w-xs"
              />
              <p className="text-sm text-slate-600" aria-live="polite">
                {`${withThousands(shown.length)} of ${withThousands(names.length)} ${noun.many}`}
              </p>
            </div>
            <VirtualList
              label={`The policy's ${noun.many}`}
              names={shown}
              render={render}
              className="max-h-96"
            />
          </div>
        );
      }}
    </QueryWithRetry>
  );
}

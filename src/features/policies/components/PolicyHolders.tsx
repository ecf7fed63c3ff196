import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import { policyGroupsQuery, policyUsersQuery } from '@/lib/resources/iam';
import { NameLink } from '@/ui/NameLink';
import { NameList } from '@/ui/NameList';
import { GROUP_NOUN, type Noun, USER_NOUN } from '@/ui/names';
import { QueryContent } from '@/ui/QueryContent';

/** The users the policy is attached to, each a link to its page where the session may open it. */
export function PolicyUsers({ policy, session }: { policy: string; session: SessionResponse }) {
  const users = useQuery(policyUsersQuery(policy));
  return <PolicyHolders kind="user" noun={USER_NOUN} holders={users} session={session} />;
}

/** The groups the policy is attached to, each a link to its page where the session may open it. */
export function PolicyGroups({ policy, session }: { policy: string; session: SessionResponse }) {
  const groups = useQuery(policyGroupsQuery(policy));
  return <PolicyHolders kind="group" noun={GROUP_NOUN} holders={groups} session={session} />;
}

/** The policy's holders of one kind, filterable. */
function PolicyHolders({
  kind,
  noun,
  holders,
  session,
}: {
  kind: 'user' | 'group';
  noun: Noun;
  holders: UseQueryResult<string[]>;
  session: SessionResponse;
}) {
  return (
    <QueryContent query={holders} retry>
      {(names) => (
        <NameList
          label={`The policy's ${noun.many}`}
          noun={noun}
          names={names}
          render={(name) => <NameLink kind={kind} name={name} session={session} />}
          empty={{
            title: `No ${noun.many}`,
            children: `The policy is attached to no ${noun.one}. Attach it from a ${noun.one}’s page.`,
          }}
        />
      )}
    </QueryContent>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import { QueryContent } from '@/ui/QueryContent';
import { Explanation, SettingCard } from '@/ui/SettingCard';
import { bucketIamPoliciesQuery, bucketUsersQuery } from '../../api/settings';
import { TabHeader } from '../tab-parts';
import { canListBucketPolicies, canListBucketUsers } from './access-scopes';

/** The Access tab: the IAM policies that name the bucket, and the users they give access to. */
export function BucketAccessTab({ session, bucketName }: { session: SessionResponse; bucketName: string }) {
  return (
    <>
      <TabHeader
        title="Access"
        description="The IAM policies with a statement on this bucket or its objects, and the users they reach, on their own or through a group."
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SettingCard title="Policies">
          {canListBucketPolicies(session, bucketName) ? (
            <PolicyList bucketName={bucketName} />
          ) : (
            <Explanation>Listing policies needs admin:ListUserPolicies or admin:GetPolicy.</Explanation>
          )}
        </SettingCard>
        <SettingCard title="Users">
          {canListBucketUsers(session, bucketName) ? (
            <UserList bucketName={bucketName} />
          ) : (
            <Explanation>
              Finding the users with access needs admin:ListUsers, ListGroups, GetGroup and ListUserPolicies.
            </Explanation>
          )}
        </SettingCard>
      </div>
    </>
  );
}

function PolicyList({ bucketName }: { bucketName: string }) {
  const query = useQuery(bucketIamPoliciesQuery(bucketName));
  return (
    <QueryContent query={query}>
      {(policies) =>
        policies.length === 0 ? (
          <p className="text-sm text-slate-500">No IAM policy has a statement on this bucket.</p>
        ) : (
          <ul aria-label="Policies with access" className="flex flex-col divide-y divide-slate-100">
            {policies.map((policy) => (
              <li key={policy.name} className="py-2">
                <details>
                  <summary className="cursor-pointer text-sm font-medium text-slate-900">
                    {policy.name}
                  </summary>
                  <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-50 p-2 font-mono text-xs">
                    {prettyJson(policy.policy ?? '')}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}

function UserList({ bucketName }: { bucketName: string }) {
  const query = useQuery(bucketUsersQuery(bucketName));
  return (
    <QueryContent query={query}>
      {(users) =>
        users.length === 0 ? (
          <p className="text-sm text-slate-500">No user has access to this bucket through a policy.</p>
        ) : (
          <ul aria-label="Users with access" className="flex flex-col divide-y divide-slate-100">
            {users.map((user) => (
              <li key={user} className="py-2 text-sm text-slate-900">
                {user}
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Policy } from '@/contract/policies';
import type { SessionResponse } from '@/contract/session';
import { isNotFoundError } from '@/lib/api/errors';
import { PrincipalPolicySimulator } from '@/lib/policy-simulation/PrincipalPolicySimulator';
import { policyQuery } from '@/lib/resources/iam';
import { PageHeader } from '@/shell/PageHeader';
import { NameNotFound } from '@/ui/NameNotFound';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { type TabItem, Tabs } from '@/ui/tabs';
import { DeletePolicyButton } from './DeletePolicyButton';
import { PolicyDocumentForm } from './PolicyDocumentForm';
import { PolicyGroups, PolicyUsers } from './PolicyHolders';
import { type PolicyActions, policyActions } from './policy-permissions';

/**
 * /access/policies/{name}: the document (saved in place by those who may), who holds the policy, and what it
 * allows, in the simulator; each part as far as the session may see it.
 */
export function PolicyDetailPage({ session, name }: { session: SessionResponse; name: string }) {
  const actions = policyActions(session);
  const policy = usePageQuery({
    ...policyQuery(name),
    enabled: actions.view,
    meta: { notFoundOnPage: true },
  });
  if (isNotFoundError(policy.error)) return <PolicyNotFound name={name} />;
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title={`Policy ${name}`}
        actions={
          <div className="flex items-center gap-2">
            <Link to="/access/policies" className="btn-secondary">
              All policies
            </Link>
            {actions.delete && <DeletePolicyButton name={name} />}
          </div>
        }
      />
      <Tabs label="Policy" tabs={policyTabs(name, session, actions, policy)} />
    </div>
  );
}

function policyTabs(
  name: string,
  session: SessionResponse,
  actions: PolicyActions,
  policy: UseQueryResult<Policy>,
): TabItem[] {
  const document: TabItem = {
    id: 'document',
    label: 'Document',
    content: () => (
      <PolicyDocument name={name} maySave={actions.save} policy={actions.view ? policy : null} />
    ),
  };
  const users: TabItem = {
    id: 'users',
    label: 'Users',
    content: () => <PolicyUsers policy={name} session={session} />,
  };
  const groups: TabItem = {
    id: 'groups',
    label: 'Groups',
    content: () => <PolicyGroups policy={name} session={session} />,
  };
  const simulator: TabItem = {
    id: 'simulator',
    label: 'Simulator',
    content: () => <PrincipalPolicySimulator initial={{ kind: 'policy', name }} />,
  };
  return [document, ...(actions.holders ? [users, groups] : []), ...(actions.view ? [simulator] : [])];
}

/** The document, or (to a session that may not read it) why it is not shown. */
function PolicyDocument({
  name,
  maySave,
  policy,
}: {
  name: string;
  maySave: boolean;
  policy: UseQueryResult<Policy> | null;
}) {
  if (!policy) {
    return <p className="text-sm text-slate-600">Reading a policy’s document takes admin:GetPolicy.</p>;
  }
  return (
    <QueryContent query={policy} retry>
      {(data) => (
        // A new document from MinIO (after a save) starts the form over from it.
        <PolicyDocumentForm key={data.policy} name={name} document={data.policy ?? ''} maySave={maySave} />
      )}
    </QueryContent>
  );
}

function PolicyNotFound({ name }: { name: string }) {
  return (
    <NameNotFound
      noun="policy"
      name={name}
      back={
        <Link to="/access/policies" className="btn-primary">
          Back to all policies
        </Link>
      }
    />
  );
}

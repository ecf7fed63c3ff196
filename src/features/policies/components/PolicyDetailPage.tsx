import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Policy } from '@/contract/policies';
import type { SessionResponse } from '@/contract/session';
import { isNotFoundError } from '@/lib/api/errors';
import { PrincipalPolicySimulator } from '@/lib/policy-simulation/PrincipalPolicySimulator';
import { policyQuery } from '@/lib/resources/iam';
import { NotFoundPage } from '@/shell/NotFoundPage';
import { PageHeader } from '@/shell/PageHeader';
import { type TabItem, Tabs } from '@/ui/tabs';
import { DeletePolicyButton } from './DeletePolicyButton';
import { PolicyDocumentForm } from './PolicyDocumentForm';
import { PolicyGroups, PolicyUsers } from './PolicyHolders';
import { type PolicyActions, policyActions } from './policy-permissions';
import { QueryWithRetry } from './QueryWithRetry';

/**
 * /access/policies/{name}: the document (saved in place by those who may), who holds the policy, and what it
 * allows, in the simulator; each part as far as the session may see it.
 */
export function PolicyDetailPage({ session, name }: { session: SessionResponse; name: string }) {
  const actions = policyActions(session);
  const policy = useQuery({ ...policyQuery(name), enabled: actions.view, meta: { notFoundOnPage: true } });
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
      <Tabs label="Policy" tabs={policyTabs(name, actions, policy)} />
    </div>
  );
}

function policyTabs(name: string, actions: PolicyActions, policy: UseQueryResult<Policy>): TabItem[] {
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
    content: () => <PolicyUsers policy={name} mayOpen={actions.openUser} />,
  };
  const groups: TabItem = {
    id: 'groups',
    label: 'Groups',
    content: () => <PolicyGroups policy={name} mayOpen={actions.openGroup} />,
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
    <QueryWithRetry query={policy}>
      {(data) => (
        // A new document from MinIO (after a save) starts the form over from it.
        <PolicyDocumentForm key={data.policy} name={name} document={data.policy ?? ''} maySave={maySave} />
      )}
    </QueryWithRetry>
  );
}

function PolicyNotFound({ name }: { name: string }) {
  return (
    <NotFoundPage
      title="Policy not found"
      back={
        <Link to="/access/policies" className="btn-primary">
          Back to all policies
        </Link>
      }
    >
      <p>
        There is no policy named <span className="font-mono whitespace-pre-wrap">{name}</span>. It may have
        been deleted, or the address is mistyped.
      </p>
    </NotFoundPage>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Group } from '@/contract/groups';
import type { SessionResponse } from '@/contract/session';
import { isNotFoundError, toApiError } from '@/lib/api/errors';
import { canOpenRoute } from '@/lib/permissions/routes';
import { PrincipalPolicySimulator } from '@/lib/policy-simulation/PrincipalPolicySimulator';
import { groupPolicyNames } from '@/lib/policy-simulation/principal-policies';
import { groupQuery } from '@/lib/resources/iam';
import { useUiStore } from '@/lib/store/ui-store';
import { NotFoundPage } from '@/shell/NotFoundPage';
import { PageHeader } from '@/shell/PageHeader';
import { ConfirmButton } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { type TabItem, Tabs } from '@/ui/tabs';
import { useSetGroupMembers, useSetGroupPolicies, useSetGroupStatus } from '../../api/groups';
import { EditNamesButton, NameList } from '../users/NameList';
import { countOf, POLICY_NOUN, USER_NOUN } from '../users/NamePicker';
import { NAME_SOURCES, NameLink } from '../users/names';
import { QueryWithRetry } from '../users/QueryWithRetry';
import { StatusBadge } from '../users/StatusBadge';
import { type GroupControls, groupControls } from './access';
import { DeleteGroupButton } from './DeleteGroupDialog';

/** /identity/groups/{groupName}: the group's status, its members and its policies, each edited in place. */
export function GroupPage({ session, groupName }: { session: SessionResponse; groupName: string }) {
  const group = useQuery({ ...groupQuery(groupName), meta: { notFoundOnPage: true } });
  if (isNotFoundError(group.error)) return <GroupNotFound groupName={groupName} session={session} />;
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title={`Group ${groupName}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {canOpenRoute(session, '/identity/groups') && (
              <Link to="/identity/groups" className="btn-secondary">
                All groups
              </Link>
            )}
            {group.data && <GroupActions group={group.data} may={groupControls(session)} />}
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <QueryWithRetry query={group}>
          {(found) => <GroupDetails group={found} session={session} />}
        </QueryWithRetry>
      </div>
    </div>
  );
}

function GroupNotFound({ groupName, session }: { groupName: string; session: SessionResponse }) {
  const toList = canOpenRoute(session, '/identity/groups');
  return (
    <NotFoundPage
      title="Group not found"
      back={
        <Link to={toList ? '/identity/groups' : '/identity'} className="btn-primary">
          {toList ? 'Back to all groups' : 'Back to identity'}
        </Link>
      }
    >
      <p>
        There is no group named <span className="font-mono whitespace-pre-wrap">{groupName}</span>. It may
        have been deleted, or the address is mistyped.
      </p>
    </NotFoundPage>
  );
}

function GroupActions({ group, may }: { group: Group; may: GroupControls }) {
  return (
    <>
      <StatusButton group={group} may={may} />
      {may.delete && <DeleteGroupButton group={group} />}
    </>
  );
}

/** Disables an enabled group (its policies stop reaching its members) or enables a disabled one. */
function StatusButton({ group, may }: { group: Group; may: GroupControls }) {
  const setStatus = useSetGroupStatus(group);
  const enabled = group.status !== 'disabled';
  if (!(enabled ? may.disable : may.enable)) return null;
  const change = () =>
    setStatus.mutate(enabled ? 'disabled' : 'enabled', {
      onSuccess: () =>
        useUiStore.getState().showMessage(`Group ${group.name} ${enabled ? 'disabled' : 'enabled'}`),
      onError: (error) => useUiStore.getState().showError(toApiError(error)),
    });
  return (
    <button type="button" onClick={change} disabled={setStatus.isPending} className="btn-secondary">
      {enabled ? 'Disable group' : 'Enable group'}
    </button>
  );
}

function GroupDetails({ group, session }: { group: Group; session: SessionResponse }) {
  const may = groupControls(session);
  const policies = groupPolicyNames(group);
  const tabs: TabItem[] = [
    {
      id: 'members',
      label: 'Members',
      content: () => <GroupMembers group={group} session={session} may={may} />,
    },
    {
      id: 'policies',
      label: 'Policies',
      content: () => <GroupPolicies group={group} session={session} may={may} />,
    },
    {
      id: 'simulator',
      label: 'Policy simulator',
      content: () => <PrincipalPolicySimulator initial={{ kind: 'group', name: group.name }} />,
    },
  ];
  return (
    <>
      <dl className="flex flex-wrap gap-x-8 gap-y-1">
        <Fact label="Status">
          <StatusBadge status={group.status} />
        </Fact>
        <Fact label="Members">{countOf(group.members?.length ?? 0, USER_NOUN)}</Fact>
        <Fact label="Policies">{countOf(policies.length, POLICY_NOUN)}</Fact>
      </dl>
      <div className="flex min-h-0 flex-1 flex-col rounded-md border border-slate-200 bg-white">
        <Tabs label="Group details" tabs={tabs} />
      </div>
    </>
  );
}

function GroupMembers({
  group,
  session,
  may,
}: {
  group: Group;
  session: SessionResponse;
  may: GroupControls;
}) {
  const save = useSetGroupMembers(group);
  const members = group.members ?? [];
  const remove = (name: string) => save.mutateAsync(members.filter((member) => member !== name));
  return (
    <NameList
      label="Members"
      noun={USER_NOUN}
      names={members}
      render={(name) => (
        <>
          <NameLink kind="user" name={name} session={session} />
          {may.removeMembers && (
            <ConfirmButton
              title="Remove member"
              label="Remove"
              aria-label={`Remove ${name} from the group`}
              className="btn-secondary ml-auto px-2 py-0.5 text-xs"
              confirmLabel="Remove"
              onConfirm={() => remove(name)}
            >
              {`Remove ${name} from ${group.name}? The user stays; it loses the group's policies.`}
            </ConfirmButton>
          )}
        </>
      )}
      empty={{
        title: 'No members',
        children: may.editMembers
          ? 'Add users to give them the group’s policies.'
          : 'The group has no members.',
      }}
      action={
        may.editMembers && (
          <EditNamesButton
            label="Edit members"
            noun={USER_NOUN}
            source={NAME_SOURCES.users()}
            current={members}
            onSave={(chosen) => save.mutateAsync(chosen)}
          />
        )
      }
    />
  );
}

function GroupPolicies({
  group,
  session,
  may,
}: {
  group: Group;
  session: SessionResponse;
  may: GroupControls;
}) {
  const save = useSetGroupPolicies(group);
  const policies = groupPolicyNames(group);
  return (
    <NameList
      label="Policies"
      noun={POLICY_NOUN}
      names={policies}
      render={(name) => <NameLink kind="policy" name={name} session={session} />}
      empty={{
        title: 'No policies',
        children: may.attachPolicies
          ? 'Attach policies to give them to every member.'
          : 'No policy is attached to the group.',
      }}
      action={
        may.attachPolicies && (
          <EditNamesButton
            label="Edit policies"
            noun={POLICY_NOUN}
            source={NAME_SOURCES.policies()}
            current={policies}
            onSave={(chosen) => save.mutateAsync(chosen)}
          />
        )
      }
    />
  );
}

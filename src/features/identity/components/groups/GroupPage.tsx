import type { Group } from '@/contract/groups';
import type { SessionResponse } from '@/contract/session';
import { PrincipalPolicySimulator } from '@/lib/policy-simulation/PrincipalPolicySimulator';
import { groupPolicyNames } from '@/lib/policy-simulation/principal-policies';
import { groupQuery } from '@/lib/resources/iam';
import { NAME_SOURCES } from '@/lib/resources/name-sources';
import { ConfirmButton } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { NameLink } from '@/ui/NameLink';
import { NameList } from '@/ui/NameList';
import { countOf, POLICY_NOUN, USER_NOUN } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { StatusBadge } from '@/ui/StatusBadge';
import { type TabItem, Tabs } from '@/ui/tabs';
import { useSetGroupMembers, useSetGroupPolicies, useSetGroupStatus } from '../../api/groups';
import { PrincipalPage, StatusButton } from '../PrincipalPage';
import { type GroupControls, groupControls } from './access';
import { DeleteGroupButton } from './DeleteGroupDialog';

/** /identity/groups/{groupName}: the group's status, its members and its policies, each edited in place. */
export function GroupPage({ session, groupName }: { session: SessionResponse; groupName: string }) {
  const group = usePageQuery({ ...groupQuery(groupName), meta: { notFoundOnPage: true } });
  return (
    <PrincipalPage
      kind="group"
      name={groupName}
      session={session}
      query={group}
      actions={(found) => <GroupActions group={found} may={groupControls(session)} />}
      details={(found) => <GroupDetails group={found} session={session} />}
    />
  );
}

/** Disabling a group stops its policies reaching its members. */
function GroupActions({ group, may }: { group: Group; may: GroupControls }) {
  const setStatus = useSetGroupStatus(group);
  return (
    <>
      <StatusButton kind="group" name={group.name} status={group.status} may={may} setStatus={setStatus} />
      {may.delete && <DeleteGroupButton group={group} />}
    </>
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

interface GroupTabProps {
  group: Group;
  session: SessionResponse;
  may: GroupControls;
}

function GroupMembers({ group, session, may }: GroupTabProps) {
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
      edit={
        may.editMembers && {
          label: 'Edit members',
          source: NAME_SOURCES.users(),
          onSave: (chosen) => save.mutateAsync(chosen),
        }
      }
    />
  );
}

function GroupPolicies({ group, session, may }: GroupTabProps) {
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
      edit={
        may.attachPolicies && {
          label: 'Edit policies',
          source: NAME_SOURCES.policies(),
          onSave: (chosen) => save.mutateAsync(chosen),
        }
      }
    />
  );
}

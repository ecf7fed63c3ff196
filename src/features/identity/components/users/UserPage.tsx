import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { PrincipalPolicySimulator } from '@/lib/policy-simulation/PrincipalPolicySimulator';
import { userQuery } from '@/lib/resources/iam';
import { NAME_SOURCES } from '@/lib/resources/name-sources';
import { Fact } from '@/ui/Fact';
import { NameLink } from '@/ui/NameLink';
import { NameList } from '@/ui/NameList';
import { GROUP_NOUN, POLICY_NOUN } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { StatusBadge } from '@/ui/StatusBadge';
import { type TabItem, Tabs } from '@/ui/tabs';
import { accessKeysQuery } from '../../api/access-keys';
import { useSetUserGroups, useSetUserPolicies, useSetUserStatus } from '../../api/users';
import { AccessKeysPanel } from '../access-keys/AccessKeysPanel';
import { PrincipalPage, StatusButton } from '../PrincipalPage';
import { type UserControls, userControls } from './access';
import { DeleteUsersButton } from './DeleteUsersDialog';
import { EffectivePolicy } from './EffectivePolicy';
import { SetPasswordButton } from './SetPasswordDialog';

/** /identity/users/{userName}: the user's status and what reaches it, with a tab per thing it has. */
export function UserPage({ session, userName }: { session: SessionResponse; userName: string }) {
  const user = usePageQuery({ ...userQuery(userName), meta: { notFoundOnPage: true } });
  return (
    <PrincipalPage
      kind="user"
      name={userName}
      session={session}
      query={user}
      actions={(found) => <UserActions user={found} may={userControls(session)} />}
      details={(found) => <UserDetails user={found} session={session} />}
    />
  );
}

function UserActions({ user, may }: { user: User; may: UserControls }) {
  const setStatus = useSetUserStatus(user);
  return (
    <>
      <StatusButton kind="user" name={user.accessKey} status={user.status} may={may} setStatus={setStatus} />
      {may.setPassword && <SetPasswordButton userName={user.accessKey} />}
      {may.delete && <DeleteUsersButton users={[user]} />}
    </>
  );
}

function UserDetails({ user, session }: { user: User; session: SessionResponse }) {
  const may = userControls(session);
  const tabs: TabItem[] = [
    { id: 'groups', label: 'Groups', content: () => <UserGroups user={user} session={session} may={may} /> },
    {
      id: 'policies',
      label: 'Policies',
      content: () => <UserPolicies user={user} session={session} may={may} />,
    },
    ...(may.accessKeys
      ? [
          {
            id: 'access-keys',
            label: 'Access Keys',
            content: () => <UserAccessKeys userName={user.accessKey} />,
          },
        ]
      : []),
    {
      id: 'effective',
      label: 'Effective policy',
      content: () => <EffectivePolicy userName={user.accessKey} />,
    },
    {
      id: 'simulator',
      label: 'Policy simulator',
      content: () => <PrincipalPolicySimulator initial={{ kind: 'user', name: user.accessKey }} />,
    },
  ];
  return (
    <>
      <dl className="flex flex-wrap gap-x-8 gap-y-1">
        <Fact label="Status">
          <StatusBadge status={user.status} />
        </Fact>
        <Fact label="Policy in force">
          {user.hasPolicy
            ? 'Yes, its own or through a group'
            : 'None: it may do nothing until a policy is attached to it or to one of its groups'}
        </Fact>
      </dl>
      <div className="flex min-h-0 flex-1 flex-col rounded-md border border-slate-200 bg-white">
        <Tabs label="User details" tabs={tabs} />
      </div>
    </>
  );
}

function UserAccessKeys({ userName }: { userName: string }) {
  const owner = { kind: 'user', name: userName } as const;
  const keys = useQuery(accessKeysQuery(owner));
  return <AccessKeysPanel owner={owner} list={keys} />;
}

function UserGroups({ user, session, may }: { user: User; session: SessionResponse; may: UserControls }) {
  const save = useSetUserGroups(user);
  return (
    <NameList
      label="Groups"
      noun={GROUP_NOUN}
      names={user.memberOf ?? []}
      render={(name) => <NameLink kind="group" name={name} session={session} />}
      empty={{
        title: 'In no group',
        children: may.editGroups
          ? 'Add the user to groups to give it their policies.'
          : 'The user is in no group.',
      }}
      edit={
        may.editGroups && {
          label: 'Edit groups',
          source: NAME_SOURCES.groups(),
          onSave: (chosen) => save.mutateAsync(chosen),
        }
      }
    />
  );
}

function UserPolicies({ user, session, may }: { user: User; session: SessionResponse; may: UserControls }) {
  const save = useSetUserPolicies(user);
  return (
    <NameList
      label="Policies"
      noun={POLICY_NOUN}
      names={user.policy ?? []}
      render={(name) => <NameLink kind="policy" name={name} session={session} />}
      empty={{
        title: 'No policy of its own',
        children: may.attachPolicies
          ? 'Attach policies to the user, or add it to groups that have them.'
          : 'Policies reach the user only through its groups.',
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

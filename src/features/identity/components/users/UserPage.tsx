import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { isNotFoundError, toApiError } from '@/lib/api/errors';
import { canOpenRoute } from '@/lib/permissions/routes';
import { PrincipalPolicySimulator } from '@/lib/policy-simulation/PrincipalPolicySimulator';
import { userQuery } from '@/lib/resources/iam';
import { useUiStore } from '@/lib/store/ui-store';
import { NotFoundPage } from '@/shell/NotFoundPage';
import { PageHeader } from '@/shell/PageHeader';
import { Fact } from '@/ui/Fact';
import { type TabItem, Tabs } from '@/ui/tabs';
import { useSetUserGroups, useSetUserPolicies, useSetUserStatus } from '../../api/users';
import { AccessKeysPanel } from '../access-keys/AccessKeysPanel';
import { type UserControls, userControls } from './access';
import { DeleteUsersButton } from './DeleteUsersDialog';
import { EffectivePolicy } from './EffectivePolicy';
import { EditNamesButton, NameList } from './NameList';
import { GROUP_NOUN, POLICY_NOUN } from './NamePicker';
import { NAME_SOURCES, NameLink } from './names';
import { QueryWithRetry } from './QueryWithRetry';
import { SetPasswordButton } from './SetPasswordDialog';
import { StatusBadge } from './StatusBadge';

/** /identity/users/{userName}: the user's status and what reaches it, with a tab per thing it has. */
export function UserPage({ session, userName }: { session: SessionResponse; userName: string }) {
  const user = useQuery({ ...userQuery(userName), meta: { notFoundOnPage: true } });
  if (isNotFoundError(user.error)) return <UserNotFound userName={userName} session={session} />;
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title={`User ${userName}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {canOpenRoute(session, '/identity/users') && (
              <Link to="/identity/users" className="btn-secondary">
                All users
              </Link>
            )}
            {user.data && <UserActions user={user.data} may={userControls(session)} />}
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <QueryWithRetry query={user}>
          {(found) => <UserDetails user={found} session={session} />}
        </QueryWithRetry>
      </div>
    </div>
  );
}

function UserNotFound({ userName, session }: { userName: string; session: SessionResponse }) {
  return (
    <NotFoundPage
      title="User not found"
      back={
        canOpenRoute(session, '/identity/users') ? (
          <Link to="/identity/users" className="btn-primary">
            Back to all users
          </Link>
        ) : (
          <Link to="/identity" className="btn-primary">
            Back to identity
          </Link>
        )
      }
    >
      <p>
        There is no user named <span className="font-mono whitespace-pre-wrap">{userName}</span>. It may have
        been deleted, or the address is mistyped.
      </p>
    </NotFoundPage>
  );
}

function UserActions({ user, may }: { user: User; may: UserControls }) {
  return (
    <>
      <StatusButton user={user} may={may} />
      {may.setPassword && <SetPasswordButton userName={user.accessKey} />}
      {may.delete && <DeleteUsersButton users={[user]} />}
    </>
  );
}

/** Disables an enabled user or enables a disabled one, as the session may. */
function StatusButton({ user, may }: { user: User; may: UserControls }) {
  const setStatus = useSetUserStatus(user);
  const enabled = user.status !== 'disabled';
  if (!(enabled ? may.disable : may.enable)) return null;
  const change = () =>
    setStatus.mutate(enabled ? 'disabled' : 'enabled', {
      onSuccess: () =>
        useUiStore.getState().showMessage(`User ${user.accessKey} ${enabled ? 'disabled' : 'enabled'}`),
      onError: (error) => useUiStore.getState().showError(toApiError(error)),
    });
  return (
    <button type="button" onClick={change} disabled={setStatus.isPending} className="btn-secondary">
      {enabled ? 'Disable user' : 'Enable user'}
    </button>
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
            content: () => <AccessKeysPanel owner={{ kind: 'user', name: user.accessKey }} />,
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

function UserGroups({ user, session, may }: { user: User; session: SessionResponse; may: UserControls }) {
  const save = useSetUserGroups(user);
  const groups = user.memberOf ?? [];
  return (
    <NameList
      label="Groups"
      noun={GROUP_NOUN}
      names={groups}
      render={(name) => <NameLink kind="group" name={name} session={session} />}
      empty={{
        title: 'In no group',
        children: may.editGroups
          ? 'Add the user to groups to give it their policies.'
          : 'The user is in no group.',
      }}
      action={
        may.editGroups && (
          <EditNamesButton
            label="Edit groups"
            noun={GROUP_NOUN}
            source={NAME_SOURCES.groups()}
            current={groups}
            onSave={(chosen) => save.mutateAsync(chosen)}
          />
        )
      }
    />
  );
}

function UserPolicies({ user, session, may }: { user: User; session: SessionResponse; may: UserControls }) {
  const save = useSetUserPolicies(user);
  const policies = user.policy ?? [];
  return (
    <NameList
      label="Policies"
      noun={POLICY_NOUN}
      names={policies}
      render={(name) => <NameLink kind="policy" name={name} session={session} />}
      empty={{
        title: 'No policy of its own',
        children: may.attachPolicies
          ? 'Attach policies to the user, or add it to groups that have them.'
          : 'Policies reach the user only through its groups.',
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

import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EntityStatus } from '@/contract/iam-names';
import type { SessionResponse } from '@/contract/session';
import { isNotFoundError, toApiError } from '@/lib/api/errors';
import { canOpenRoute } from '@/lib/permissions/routes';
import { useUiStore } from '@/lib/store/ui-store';
import { PageHeader } from '@/shell/PageHeader';
import { NameNotFound } from '@/ui/NameNotFound';
import { QueryContent } from '@/ui/QueryContent';

const KINDS = {
  user: { title: 'User', list: '/identity/users', all: 'All users' },
  group: { title: 'Group', list: '/identity/groups', all: 'All groups' },
} as const;

type Kind = keyof typeof KINDS;

/**
 * A user's or group's page: its name with a way to the list and `actions`, then `details`, or its loading,
 * failure (with Try again) or not-found state.
 */
export function PrincipalPage<T>({
  kind,
  name,
  session,
  query,
  actions,
  details,
}: {
  kind: Kind;
  name: string;
  session: SessionResponse;
  query: UseQueryResult<T>;
  actions: (found: T) => ReactNode;
  details: (found: T) => ReactNode;
}) {
  const { title, list, all } = KINDS[kind];
  const mayList = canOpenRoute(session, list);
  if (isNotFoundError(query.error)) {
    const back = mayList ? { to: list, label: `Back to ${all.toLowerCase()}` } : BACK_TO_IDENTITY;
    return (
      <NameNotFound
        noun={kind}
        name={name}
        back={
          <Link to={back.to} className="btn-primary">
            {back.label}
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title={`${title} ${name}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {mayList && (
              <Link to={list} className="btn-secondary">
                {all}
              </Link>
            )}
            {query.data && actions(query.data)}
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <QueryContent query={query} retry>
          {details}
        </QueryContent>
      </div>
    </div>
  );
}

const BACK_TO_IDENTITY = { to: '/identity', label: 'Back to identity' } as const;

/** Disables an enabled user or group, or enables a disabled one, as the session may. */
export function StatusButton({
  kind,
  name,
  status,
  may,
  setStatus,
}: {
  kind: Kind;
  name: string;
  status: string | undefined;
  may: { enable: boolean; disable: boolean };
  setStatus: UseMutationResult<unknown, Error, EntityStatus>;
}) {
  const enabled = status !== 'disabled';
  if (!(enabled ? may.disable : may.enable)) return null;
  const change = () =>
    setStatus.mutate(enabled ? 'disabled' : 'enabled', {
      onSuccess: () =>
        useUiStore.getState().showMessage(`${KINDS[kind].title} ${name} ${enabled ? 'disabled' : 'enabled'}`),
      onError: (error) => useUiStore.getState().showError(toApiError(error)),
    });
  return (
    <button type="button" onClick={change} disabled={setStatus.isPending} className="btn-secondary">
      {enabled ? `Disable ${kind}` : `Enable ${kind}`}
    </button>
  );
}

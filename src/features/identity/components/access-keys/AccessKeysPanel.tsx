import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import type { ServiceAccountSummary } from '@/contract/service-accounts';
import { withThousands } from '@/lib/format/numbers';
import { EmptyState } from '@/ui/data-table';
import { type AccessKeyOwner, accessKeysQuery } from '../../api/access-keys';
import { QueryWithRetry } from '../users/QueryWithRetry';
import { AccessKeyTable, type Selection } from './AccessKeyTable';
import { accessKeyActions } from './access-key-permissions';
import { matchingAccessKeys, selectedInList } from './access-key-rules';
import { CreateAccessKeyButton } from './CreateAccessKeyDialog';
import { DeleteSelectedAccessKeysButton } from './DeleteAccessKeysButton';

const byAccessKey = (keys: readonly ServiceAccountSummary[]) =>
  [...keys].sort((a, b) => a.accessKey.localeCompare(b.accessKey));

const countText = (shown: number, all: number) =>
  shown === all
    ? `${withThousands(all)} access ${all === 1 ? 'key' : 'keys'}`
    : `${withThousands(shown)} of ${withThousands(all)} access keys`;

const whatKeysAreFor = (owner: AccessKeyOwner) =>
  owner.kind === 'self'
    ? 'Create an access key to let an application sign requests as you, without your password.'
    : `Create an access key to let an application sign requests as ${owner.name}, without their password.`;

function useSelection(): Selection & { drop: (accessKeys: readonly string[]) => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (accessKeys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const accessKey of accessKeys) {
        if (on) next.add(accessKey);
        else next.delete(accessKey);
      }
      return next;
    });
  return { selected, toggle, drop: (accessKeys) => toggle(accessKeys, false) };
}

/**
 * The access keys of the logged-in user or of another user: filter, select several to delete, create, edit
 * and delete each, as far as the session may.
 */
export function AccessKeysPanel({ owner }: { owner: AccessKeyOwner }) {
  const { session } = useRouteContext({ from: '/_console' });
  const actions = accessKeyActions(session, owner);
  const list = useQuery(accessKeysQuery(owner));
  const keys = useMemo(() => byAccessKey(list.data ?? []), [list.data]);
  const [filter, setFilter] = useState('');
  const selection = useSelection();
  const shown = matchingAccessKeys(keys, filter);
  const selected = selectedInList(selection.selected, keys);
  const filterId = useId();

  return (
    <section className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="sr-only">
          Filter access keys
        </label>
        <input
          id={filterId}
          type="search"
          placeholder="Filter access keys"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="field-input max-w-xs"
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.isSuccess && countText(shown.length, keys.length)}
          {selected.length > 0 && `, ${withThousands(selected.length)} selected`}
        </p>
        <div className="ml-auto flex gap-2">
          {actions.delete && (
            <DeleteSelectedAccessKeysButton owner={owner} selected={selected} onDeleted={selection.drop} />
          )}
          {actions.create && <CreateAccessKeyButton owner={owner} />}
        </div>
      </div>
      <QueryWithRetry query={list}>
        {() =>
          keys.length === 0 ? (
            <EmptyState title="No access keys yet">
              {actions.create ? whatKeysAreFor(owner) : 'No access key has been created.'}
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No access key matches">
              {`No access key, name or description contains "${filter.trim()}". `}
              <button type="button" onClick={() => setFilter('')} className="underline underline-offset-2">
                Clear the filter
              </button>
            </EmptyState>
          ) : (
            <AccessKeyTable owner={owner} keys={shown} actions={actions} selection={selection} />
          )
        }
      </QueryWithRetry>
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { ServiceAccountSummary } from '@/contract/service-accounts';
import { withThousands } from '@/lib/format/numbers';
import { EmptyState } from '@/ui/data-table';
import { FilterField, NoMatch } from '@/ui/ListToolbar';
import { ACCESS_KEY_NOUN, shownOf } from '@/ui/names';
import { QueryContent } from '@/ui/QueryContent';
import { useSelection } from '@/ui/use-selection';
import type { AccessKeyOwner } from '../../api/access-keys';
import { AccessKeyTable } from './AccessKeyTable';
import { accessKeyActions } from './access-key-permissions';
import { matchingAccessKeys, selectedInList } from './access-key-rules';
import { CreateAccessKeyButton } from './CreateAccessKeyDialog';
import { DeleteSelectedAccessKeysButton } from './DeleteAccessKeysButton';

const byAccessKey = (keys: readonly ServiceAccountSummary[]) =>
  [...keys].sort((a, b) => a.accessKey.localeCompare(b.accessKey));

const whatKeysAreFor = (owner: AccessKeyOwner) =>
  owner.kind === 'self'
    ? 'Create an access key to let an application sign requests as you, without your password.'
    : `Create an access key to let an application sign requests as ${owner.name}, without their password.`;

/**
 * The access keys of the logged-in user or of another user (`list`, read by the page): filter, select several
 * to delete, create, edit and delete each, as far as the session may.
 */
export function AccessKeysPanel({
  owner,
  list,
}: {
  owner: AccessKeyOwner;
  list: UseQueryResult<ServiceAccountSummary[]>;
}) {
  const { session } = useRouteContext({ from: '/_console' });
  const actions = accessKeyActions(session, owner);
  const keys = useMemo(() => byAccessKey(list.data ?? []), [list.data]);
  const [filter, setFilter] = useState('');
  const selection = useSelection();
  const shown = matchingAccessKeys(keys, filter);
  const selected = selectedInList(selection.selected, keys);

  return (
    <section className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <FilterField noun={ACCESS_KEY_NOUN} filter={filter} onChange={setFilter} />
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.isSuccess && shownOf(shown.length, keys.length, ACCESS_KEY_NOUN)}
          {selected.length > 0 && `, ${withThousands(selected.length)} selected`}
        </p>
        <div className="ml-auto flex gap-2">
          {actions.delete && (
            <DeleteSelectedAccessKeysButton
              owner={owner}
              selected={selected}
              onDeleted={(deleted) => selection.toggle(deleted, false)}
            />
          )}
          {actions.create && <CreateAccessKeyButton owner={owner} />}
        </div>
      </div>
      <QueryContent query={list} retry>
        {() =>
          keys.length === 0 ? (
            <EmptyState title="No access keys yet">
              {actions.create ? whatKeysAreFor(owner) : 'No access key has been created.'}
            </EmptyState>
          ) : shown.length === 0 ? (
            <NoMatch
              noun={ACCESS_KEY_NOUN}
              field="access key, name or description"
              filter={filter}
              onClear={() => setFilter('')}
            />
          ) : (
            <AccessKeyTable owner={owner} keys={shown} actions={actions} selection={selection} />
          )
        }
      </QueryContent>
    </section>
  );
}

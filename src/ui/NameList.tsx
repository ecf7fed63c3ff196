import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { MAX_NAMES_PER_REQUEST } from '@/contract/iam-names';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { withThousands } from '@/lib/format/numbers';
import { EmptyState } from './data-table';
import { DialogButton, DialogForm, SMALL_BUTTON } from './dialogs';
import { FilterField } from './ListToolbar';
import { QueriedNamePicker } from './NamePicker';
import { matchingNames, type Noun, shownOf } from './names';
import { VirtualList } from './VirtualList';

/** Past this many names, a filter helps find one. */
const FILTER_FROM = 10;

/** A read answering the names a picker offers (selected out of what it reads). */
export type NameSource<T, K extends QueryKey> = UseQueryOptions<T, Error, readonly string[], K>;

/**
 * Names of users, groups or policies, each shown by `render` (a link where the session may open it); a long
 * list gets a filter, and only the rows in view are in the page.
 */
export function NameList<T, K extends QueryKey>({
  label,
  noun,
  names,
  render,
  empty,
  edit,
}: {
  label: string;
  noun: Noun;
  names: readonly string[];
  render: (name: string) => ReactNode;
  /** What an empty list says, and where to go from there. */
  empty: { title: string; children: ReactNode };
  /** Editing the whole list in a picker, when the session may. */
  edit?: NamesEdit<T, K> | false;
}) {
  const [filter, setFilter] = useState('');
  // MinIO's lists come in no stable order.
  const sorted = useMemo(() => [...names].sort((a, b) => a.localeCompare(b)), [names]);
  const shown = matchingNames(sorted, filter);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {names.length > FILTER_FROM && <FilterField noun={noun} filter={filter} onChange={setFilter} />}
        <p className="text-sm text-slate-600" aria-live="polite">
          {shownOf(shown.length, names.length, noun)}
        </p>
        {edit && (
          <div className="ml-auto">
            <EditNamesButton noun={noun} current={names} {...edit} />
          </div>
        )}
      </div>
      {names.length === 0 ? (
        <EmptyState title={empty.title}>{empty.children}</EmptyState>
      ) : (
        <VirtualList label={label} names={shown} render={render} className="max-h-96" />
      )}
    </div>
  );
}

interface NamesEdit<T, K extends QueryKey> {
  /** The button's and the dialog's title, e.g. "Edit groups". */
  label: string;
  /** The read of every name that may be chosen. */
  source: NameSource<T, K>;
  onSave: (names: string[]) => Promise<unknown>;
}

/** Opens a picker over every name that may be chosen, starting from those chosen now; saves the whole list. */
function EditNamesButton<T, K extends QueryKey>({
  label,
  noun,
  source,
  current,
  onSave,
}: NamesEdit<T, K> & { noun: Noun; current: readonly string[] }) {
  return (
    <DialogButton title={label} label={label} className={SMALL_BUTTON}>
      {(close) => (
        <EditNamesForm noun={noun} source={source} current={current} onSave={onSave} onSaved={close} />
      )}
    </DialogButton>
  );
}

const TOO_MANY = `At most ${withThousands(MAX_NAMES_PER_REQUEST)} names at once`;

function EditNamesForm<T, K extends QueryKey>(props: {
  noun: Noun;
  source: NameSource<T, K>;
  current: readonly string[];
  onSave: (names: string[]) => Promise<unknown>;
  onSaved: () => void;
}) {
  const names = useQuery(props.source);
  const form = useSchemaForm(
    { chosen: [...props.current] },
    {
      validate: ({ chosen }) => ({ chosen: chosen.length > MAX_NAMES_PER_REQUEST ? TOO_MANY : undefined }),
      onSubmit: async ({ chosen }) => {
        await props.onSave(chosen);
        props.onSaved();
      },
    },
  );
  const title = props.noun.many[0]?.toUpperCase() + props.noun.many.slice(1);
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      <QueriedNamePicker label={title} noun={props.noun} query={names} {...form.bind('chosen')} />
    </DialogForm>
  );
}

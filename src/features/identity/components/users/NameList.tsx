import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { MAX_NAMES_PER_REQUEST } from '@/contract/iam-names';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { withThousands } from '@/lib/format/numbers';
import { EmptyState } from '@/ui/data-table';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import {
  matchingNames,
  type NameSource,
  type Noun,
  QueriedNamePicker,
  shownOf,
  VirtualList,
} from './NamePicker';

/** Past this many names, a filter helps find one. */
const FILTER_FROM = 10;

/**
 * Names of users, groups or policies, each shown by `render` (a link where the session may open it); a long
 * list gets a filter, and only the rows in view are in the page.
 */
export function NameList({
  label,
  noun,
  names,
  render,
  empty,
  action,
}: {
  label: string;
  noun: Noun;
  names: readonly string[];
  render: (name: string) => ReactNode;
  /** What an empty list says, and where to go from there. */
  empty: { title: string; children: ReactNode };
  /** The button changing the list, when the session may. */
  action?: ReactNode;
}) {
  const [filter, setFilter] = useState('');
  // MinIO's lists come in no stable order.
  const sorted = useMemo(() => [...names].sort((a, b) => a.localeCompare(b)), [names]);
  const shown = matchingNames(sorted, filter);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {names.length > FILTER_FROM && (
          <input
            type="search"
            aria-label={`Filter ${noun.many}`}
            placeholder={`Filter ${noun.many}`}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="field-input max-w-xs"
          />
        )}
        <p className="text-sm text-slate-600" aria-live="polite">
          {shownOf(shown.length, names.length, noun)}
        </p>
        {action && <div className="ml-auto">{action}</div>}
      </div>
      {names.length === 0 ? (
        <EmptyState title={empty.title}>{empty.children}</EmptyState>
      ) : (
        <VirtualList label={label} names={shown} render={render} className="max-h-96" />
      )}
    </div>
  );
}

/** Opens a picker over every name that may be chosen, starting from those chosen now; saves the whole list. */
export function EditNamesButton<T, K extends QueryKey>({
  label,
  noun,
  source,
  current,
  onSave,
}: {
  /** The button's and the dialog's title, e.g. "Edit groups". */
  label: string;
  noun: Noun;
  /** The read of every name that may be chosen. */
  source: NameSource<T, K>;
  current: readonly string[];
  onSave: (names: string[]) => Promise<unknown>;
}) {
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
      <QueriedNamePicker
        label={title}
        noun={props.noun}
        query={names}
        chosen={form.values.chosen}
        onChange={(chosen) => form.set('chosen', chosen)}
        problem={form.problems.chosen}
      />
    </DialogForm>
  );
}

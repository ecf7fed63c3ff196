import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RefreshIcon } from '@/ui/icons';
import { EmptyState } from './data-table';
import { type Noun, shownOf } from './names';

/** The search box filtering a list of names, labelled "Filter <names>". */
export function FilterField({
  noun,
  filter,
  onChange,
}: {
  noun: Noun;
  filter: string;
  onChange: (filter: string) => void;
}) {
  return (
    <input
      type="search"
      aria-label={`Filter ${noun.many}`}
      placeholder={`Filter ${noun.many}`}
      value={filter}
      onChange={(event) => onChange(event.target.value)}
      className="field-input max-w-xs"
    />
  );
}

/** A list page's filter (kept by the caller, in the URL), its Refresh, and how many are shown of how many. */
export function ListToolbar({
  noun,
  filter,
  onFilterChange,
  shown,
  total,
  query,
}: {
  noun: Noun;
  filter: string;
  onFilterChange: (filter: string) => void;
  shown: number;
  total: number;
  query: Pick<UseQueryResult, 'refetch' | 'isFetching'>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 px-6 py-4">
      <FilterField noun={noun} filter={filter} onChange={onFilterChange} />
      <button
        type="button"
        onClick={() => query.refetch()}
        disabled={query.isFetching}
        className="btn-secondary"
      >
        <RefreshIcon aria-hidden />
        {query.isFetching ? 'Refreshing…' : 'Refresh'}
      </button>
      <p className="ml-auto text-sm text-slate-600" aria-live="polite">
        {shownOf(shown, total, noun)}
      </p>
    </div>
  );
}

/** A filter that leaves nothing: says so, and clears it on request. */
export function NoMatch({
  noun,
  field,
  filter,
  onClear,
  heading,
}: {
  noun: Noun;
  /** What the filter looks in, e.g. "access key". */
  field: string;
  filter: string;
  onClear: () => void;
  heading?: boolean;
}) {
  return (
    <EmptyState title={`No ${noun.one} matches`} heading={heading}>
      {`No ${field} contains "${filter.trim()}". `}
      <button type="button" onClick={onClear} className="underline underline-offset-2">
        Clear the filter
      </button>
    </EmptyState>
  );
}

/** An empty list: what adding to it is for, with the way to add (when the session may), or whom to ask. */
export function NoneYet({
  noun,
  purpose,
  add,
  cannotAdd = `There are no ${noun.many}. Ask an administrator to create them.`,
  heading,
}: {
  noun: Noun;
  purpose: string;
  add: ReactNode;
  /** What it says when the session may not add. */
  cannotAdd?: string;
  heading?: boolean;
}) {
  return (
    <EmptyState title={`No ${noun.many} yet`} heading={heading}>
      {add ? purpose : cannotAdd}
      {add && <div className="mt-4">{add}</div>}
    </EmptyState>
  );
}

/** A list page the session may add to but not read. */
export function CannotList({ noun }: { noun: Noun }) {
  return (
    <p className="m-6 max-w-prose rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">
      {`You may create ${noun.many}, but not list them.`}
    </p>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/ui/data-table';
import { type Noun, shownOf } from './NamePicker';

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
  query: UseQueryResult;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 px-6 py-4">
      <input
        type="search"
        aria-label={`Filter ${noun.many}`}
        placeholder={`Filter ${noun.many}`}
        value={filter}
        onChange={(event) => onFilterChange(event.target.value)}
        className="field-input max-w-xs"
      />
      <button
        type="button"
        onClick={() => query.refetch()}
        disabled={query.isFetching}
        className="btn-secondary"
      >
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
}: {
  noun: Noun;
  /** What the filter looks in, e.g. "access key". */
  field: string;
  filter: string;
  onClear: () => void;
}) {
  return (
    <div className="mx-6">
      <EmptyState title={`No ${noun.one} matches`}>
        {`No ${field} contains "${filter.trim()}". `}
        <button type="button" onClick={onClear} className="underline underline-offset-2">
          Clear the filter
        </button>
      </EmptyState>
    </div>
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

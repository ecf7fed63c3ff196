import { withThousands } from '@/lib/format/numbers';
import { MAX_SEARCH_MATCHES, type SearchState } from './use-object-search';

function statusText({ status, matches, scanned, capped }: SearchState): string {
  const found = `${withThousands(matches)} ${matches === 1 ? 'match' : 'matches'} in ${withThousands(scanned)} objects`;
  switch (status) {
    case 'searching':
      return `Searching… ${found}`;
    case 'done':
      return capped
        ? `Stopped at ${withThousands(MAX_SEARCH_MATCHES)} matches (${withThousands(scanned)} objects searched): search for something more precise`
        : `Search done: ${found}`;
    case 'cancelled':
      return `Search cancelled: ${found}`;
    case 'failed':
      return `Search failed after ${withThousands(scanned)} objects`;
    default:
      return '';
  }
}

/** Where a search stands, with the way to stop it while it runs. */
export function SearchStatus({ search, onCancel }: { search: SearchState; onCancel: () => void }) {
  return (
    <div className="flex items-center gap-3 px-6 pb-2 text-sm text-slate-700">
      <p role="status">{statusText(search)}</p>
      {search.status === 'searching' && (
        <button type="button" className="btn-secondary px-3 py-1" onClick={onCancel}>
          Cancel search
        </button>
      )}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchBatch } from '@/contract/objects';
import { type ListingPage, rowOfObject } from '../../api/list';
import { type SearchRequest, streamSearch } from '../../api/search';

/** A search stops by itself after this many matches: past it, the user should search for something narrower. */
export const MAX_SEARCH_MATCHES = 10_000;

export type SearchStatus = 'idle' | 'searching' | 'done' | 'cancelled' | 'failed';

export interface SearchState {
  status: SearchStatus;
  /** Each batch of matches as a page of objects, in the order they arrived. */
  pages: readonly ListingPage[];
  matches: number;
  /** Objects looked at so far. */
  scanned: number;
  /** The search stopped at MAX_SEARCH_MATCHES. */
  capped: boolean;
  error?: unknown;
}

const IDLE: SearchState = { status: 'idle', pages: [], matches: 0, scanned: 0, capped: false };

function withBatch(state: SearchState, batch: SearchBatch): SearchState {
  const rows = (batch.objects ?? []).map(rowOfObject);
  return {
    ...state,
    pages: rows.length > 0 ? [...state.pages, { folders: [], files: rows }] : state.pages,
    matches: state.matches + rows.length,
    scanned: batch.scanned ?? state.scanned,
  };
}

/**
 * Searches the folder and its sub-folders for names containing the text, streaming matches as they come.
 * A new request, `cancel()` or unmounting stops the one in flight (its connection is closed, so the server
 * stops listing).
 */
export function useObjectSearch() {
  const [state, setState] = useState<SearchState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const start = useCallback(
    (request: SearchRequest) => {
      stop();
      const current = new AbortController();
      controller.current = current;
      setState({ ...IDLE, status: 'searching' });
      let matches = 0;
      const onBatch = (batch: SearchBatch) => {
        if (current.signal.aborted) return;
        matches += batch.objects?.length ?? 0;
        const capped = matches >= MAX_SEARCH_MATCHES;
        if (capped) current.abort();
        setState((previous) => {
          const next = withBatch(previous, batch);
          return capped ? { ...next, status: 'done', capped } : next;
        });
      };
      streamSearch(request, { signal: current.signal, onBatch }).then(
        () => {
          if (!current.signal.aborted) setState((previous) => ({ ...previous, status: 'done' }));
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          setState((previous) => ({ ...previous, status: 'failed', error }));
        },
      );
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState((previous) =>
      previous.status === 'searching' ? { ...previous, status: 'cancelled' } : previous,
    );
  }, [stop]);

  const clear = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { ...state, start, cancel, clear };
}

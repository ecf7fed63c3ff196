import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { withThousands } from '@/lib/format/numbers';
import { NotFoundPage } from '@/shell/NotFoundPage';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { RefreshIcon } from '@/ui/icons';
import { type ObjectListOptions, objectKeys } from '../../api/keys';
import { type ListingPage, objectListQuery } from '../../api/list';
import { displayName, parentFolder } from '../../browse-path';
import { loadedRows, type RowList, type SortOrder, sortedRows } from './loaded-rows';
import { NearestFolderLink } from './NearestFolderLink';
import { LoadingRows, Notice } from './Notices';
import { ObjectTable, selectionProps } from './ObjectTable';
import type { RowSelection } from './selection';

/** More rows are asked for when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 300;

interface FolderListingProps {
  bucketName: string;
  prefix: string;
  listOptions: ObjectListOptions;
  showDeleted: boolean;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  /** Shows only the loaded rows whose name contains this. */
  filter: string;
  onClearFilter: () => void;
  selection: RowSelection;
}

/** The folder's listing, a page at a time as the user scrolls, with its count, states and refresh. */
export function FolderListing(props: FolderListingProps) {
  const { bucketName, prefix, listOptions, filter } = props;
  const queryClient = useQueryClient();
  const query = objectListQuery(bucketName, prefix, listOptions);
  const listing = useInfiniteQuery(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = listing;
  const pages = listing.data?.pages;
  const rows = useMemo(
    () => sortedRows(loadedRows(pages ?? [], { text: filter, showDeleted: props.showDeleted }), props.sort),
    [pages, filter, props.showDeleted, props.sort],
  );
  const filtering = filter.trim() !== '';

  const onRendered = useCallback(
    (lastIndex: number) => {
      // A filter only looks at what is loaded: it does not pull in the rest of a large folder.
      if (filtering || !hasNextPage || isFetchingNextPage || listing.isFetchNextPageError) return;
      if (lastIndex >= rows.length - LOAD_AHEAD_ROWS) void fetchNextPage();
    },
    [filtering, hasNextPage, isFetchingNextPage, listing.isFetchNextPageError, rows.length, fetchNextPage],
  );

  if (listing.isPending) return <LoadingRows />;
  if (listing.isError && !pages) {
    return (
      <div className="mx-6 flex flex-col items-start gap-2">
        <ApiErrorAlert error={listing.error} />
        <button type="button" className="btn-secondary" onClick={() => void listing.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const refresh = () => void queryClient.resetQueries({ queryKey: objectKeys.folder(bucketName, prefix) });
  const footer = (
    <ListingFooter
      rows={rows}
      more={hasNextPage}
      loadingMore={isFetchingNextPage}
      error={listing.isFetchNextPageError ? listing.error : null}
      filtering={filtering}
      onLoadMore={() => void fetchNextPage()}
    />
  );
  return (
    <>
      <div className="flex items-center gap-3 px-6 pb-2 text-sm text-slate-600">
        <p aria-live="polite">{countText(rows, hasNextPage, filtering)}</p>
        <button
          type="button"
          className="btn-secondary ml-auto px-3 py-1"
          onClick={refresh}
          disabled={listing.isFetching}
        >
          <RefreshIcon aria-hidden />
          {listing.isFetching && !isFetchingNextPage ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {rows.length === 0 && !hasNextPage ? (
        <EmptyFolder {...props} nothingStored={pages?.every(holdsNothing) ?? true} />
      ) : (
        <ObjectTable
          bucketName={bucketName}
          label={`Contents of ${prefix ? displayName(prefix) : bucketName}`}
          rows={rows}
          nameOf={(row) => displayName(row.name)}
          showVersions={Boolean(listOptions.withVersions)}
          sort={props.sort}
          onSort={props.onSort}
          {...selectionProps(props.selection)}
          onRendered={onRendered}
          footer={footer}
        />
      )}
    </>
  );
}

function countText(rows: RowList, more: boolean, filtering: boolean): string {
  const count = withThousands(rows.length);
  const noun = rows.length === 1 ? 'item' : 'items';
  if (filtering) return `${count} loaded ${noun} match the filter`;
  return more ? `${count} ${noun} loaded, more as you scroll` : `${count} ${noun}`;
}

function ListingFooter(props: {
  rows: RowList;
  more: boolean;
  loadingMore: boolean;
  error: unknown;
  filtering: boolean;
  onLoadMore: () => void;
}) {
  if (props.error) {
    return (
      <div className="mt-3 flex flex-col items-start gap-2">
        <ApiErrorAlert error={props.error} />
        <button type="button" className="btn-secondary" onClick={props.onLoadMore}>
          Try again
        </button>
      </div>
    );
  }
  if (props.loadingMore) return <p className="mt-3 text-sm text-slate-600">Loading more…</p>;
  if (props.more && props.filtering) {
    return (
      <p className="mt-3 text-sm text-slate-600">
        The filter looks at the objects loaded so far.{' '}
        <button type="button" className="underline underline-offset-2" onClick={props.onLoadMore}>
          Load more
        </button>
      </p>
    );
  }
  return null;
}

const holdsNothing = (page: ListingPage) =>
  page.folders.length === 0 && page.files.length === 0 && !page.storedAsObject;

/**
 * S3 has no empty folders: a prefix with nothing under it is a folder only while the user is making it (opened
 * with "Create folder", see `newFolder`). Reached any other way, it is empty or gone: the way back is shown.
 */
function EmptyFolder(props: FolderListingProps & { nothingStored: boolean }) {
  const newFolder = useRouterState({ select: (state) => state.location.state.newFolder === true });
  if (props.filter.trim()) {
    return (
      <Notice title="No object matches">
        {`No loaded name contains "${props.filter.trim()}". `}
        <button type="button" onClick={props.onClearFilter} className="underline underline-offset-2">
          Clear the filter
        </button>
      </Notice>
    );
  }
  if (props.listOptions.rewindDate) {
    return (
      <Notice title="Nothing here at that time">The folder held no objects at the chosen moment.</Notice>
    );
  }
  if (props.prefix === '') {
    return <Notice title="This bucket is empty">Upload files or create a folder to start.</Notice>;
  }
  if (props.nothingStored && !newFolder) {
    return (
      <NotFoundPage
        level={2}
        title="This folder is empty or no longer exists"
        back={<NearestFolderLink bucketName={props.bucketName} folder={parentFolder(props.prefix)} />}
      >
        <p>
          Nothing is stored under <span className="font-mono whitespace-pre-wrap">{props.prefix}</span>. A
          folder exists only while something is stored in it: upload files here to keep it.
        </p>
      </NotFoundPage>
    );
  }
  return (
    <Notice title="This folder is empty">
      {props.listOptions.withVersions && !props.showDeleted
        ? 'It may hold deleted objects: turn on "Show deleted objects" to see them.'
        : 'Folders exist while something is stored in them: upload files here to keep it.'}
    </Notice>
  );
}

import { useMemo } from 'react';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import type { ListingRow } from '../../api/list';
import { loadedRows, type SortOrder, sortedRows } from './loaded-rows';
import { LoadingRows, Notice } from './Notices';
import { ObjectTable, selectionProps } from './ObjectTable';
import type { RowSelection } from './selection';
import type { SearchState } from './use-object-search';

const NOTHING_TO_LOAD = () => {};

/** The matches of a search, as they arrive, sortable and filterable like a folder's rows. */
export function SearchResults(props: {
  bucketName: string;
  prefix: string;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  search: SearchState;
  filter: string;
  selection: RowSelection;
}) {
  const { search, prefix } = props;
  const rows = useMemo(
    () => sortedRows(loadedRows(search.pages, { text: props.filter, showDeleted: true }), props.sort),
    [search.pages, props.filter, props.sort],
  );
  if (search.status === 'failed')
    return (
      <div className="mx-6">
        <ApiErrorAlert error={search.error} />
      </div>
    );
  if (rows.length === 0) {
    return search.status === 'searching' ? (
      <LoadingRows />
    ) : (
      <Notice title="No match">No object name here or in the sub-folders contains the text.</Notice>
    );
  }
  return (
    <ObjectTable
      bucketName={props.bucketName}
      label="Search results"
      rows={rows}
      nameOf={(row: ListingRow) => row.name.slice(prefix.length)}
      showVersions={false}
      sort={props.sort}
      onSort={props.onSort}
      {...selectionProps(props.selection)}
      onRendered={NOTHING_TO_LOAD}
    />
  );
}

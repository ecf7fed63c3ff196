import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { withThousands } from '@/lib/format/numbers';
import { niceBytes } from '@/lib/format/units';
import { FolderIcon } from '@/ui/icons';
import type { ListingRow } from '../../api/list';
import { splatOfFolder } from '../../browse-path';
import type { RowList, SortKey, SortOrder } from './loaded-rows';
import { objectIcon } from './object-icon';
import type { RowSelection } from './selection';

const ROW_HEIGHT = 44;
/** Rows rendered beyond the visible ones, for smooth scrolling. */
const OVERSCAN = 12;

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatDateTime(date: string | undefined): string {
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? '-' : DATE_TIME.format(time);
}

/** The table's selection props, from the browser's row selection. */
export const selectionProps = (selection: RowSelection) => ({
  selected: selection.selected,
  onSelect: selection.select,
  openedKey: selection.opened?.key,
  onOpen: selection.open,
});

export interface ObjectTableProps {
  bucketName: string;
  /** The table's accessible name. */
  label: string;
  rows: RowList;
  /** What the name column shows of a row's key. */
  nameOf: (row: ListingRow) => string;
  showVersions: boolean;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  /** The selected rows by key. */
  selected: ReadonlyMap<string, ListingRow>;
  onSelect: (rows: readonly ListingRow[], selected: boolean) => void;
  /** The row whose details are open. */
  openedKey: string | undefined;
  onOpen: (row: ListingRow) => void;
  /** Told the index of the last row rendered, to load more before the user reaches the end. */
  onRendered: (lastIndex: number) => void;
  /** Shown below the last row (e.g. "Loading more…"). */
  footer?: ReactNode;
}

/** The folder's rows, only those in view in the page, so a million of them scroll as smoothly as ten. */
export function ObjectTable(props: ObjectTableProps) {
  const { rows, onRendered } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const spaceBefore = virtualRows[0]?.start ?? 0;
  const spaceAfter = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  const lastIndex = virtualRows.at(-1)?.index ?? -1;

  useEffect(() => onRendered(lastIndex), [lastIndex, onRendered]);

  return (
    <div
      ref={scrollRef}
      className="@container min-h-0 flex-1 overflow-auto px-6 pb-6"
      data-testid="object-table-scroll"
    >
      <table
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        className="w-full min-w-[20rem] table-fixed text-sm"
      >
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-slate-600">
          <tr aria-rowindex={1}>
            <th scope="col" className="w-10 px-3 py-2">
              <SelectAllBox {...props} />
            </th>
            <SortableHeader heading="Name" sortKey="name" sort={props.sort} onSort={props.onSort} />
            <SortableHeader
              heading="Size"
              sortKey="size"
              className="w-28 text-right"
              sort={props.sort}
              onSort={props.onSort}
            />
            <SortableHeader
              heading="Last modified"
              sortKey="lastModified"
              className={`w-56 ${WIDE_ONLY}`}
              sort={props.sort}
              onSort={props.onSort}
            />
            {props.showVersions && (
              <th scope="col" className={`w-24 px-3 py-2 text-right font-medium ${WIDEST_ONLY}`}>
                Versions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="bg-white">
          {spaceBefore > 0 && <tr aria-hidden style={{ height: spaceBefore }} />}
          {virtualRows.map((virtualRow) => {
            const row = rows.at(virtualRow.index);
            return <ObjectRow key={row.name} row={row} rowIndex={virtualRow.index + 2} {...props} />;
          })}
          {spaceAfter > 0 && <tr aria-hidden style={{ height: spaceAfter }} />}
        </tbody>
      </table>
      {props.footer}
    </div>
  );
}

function SelectAllBox({ rows, selected, onSelect }: ObjectTableProps) {
  const allSelected = rows.length > 0 && selected.size >= rows.length;
  const everyRow = () => Array.from({ length: rows.length }, (_, index) => rows.at(index));
  return (
    <input
      type="checkbox"
      aria-label="Select every listed object"
      checked={allSelected}
      ref={(box) => {
        if (box) box.indeterminate = selected.size > 0 && !allSelected;
      }}
      disabled={rows.length === 0}
      onChange={(event) => onSelect(everyRow(), event.target.checked)}
      className="size-4 accent-brand-600"
    />
  );
}

function SortableHeader({
  heading,
  sortKey,
  className = '',
  sort,
  onSort,
}: {
  heading: string;
  sortKey: SortKey;
  className?: string;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
}) {
  const active = sort.key === sortKey;
  const direction = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={`px-3 py-2 font-medium ${className}`}>
      <button
        type="button"
        onClick={() => onSort({ key: sortKey, descending: active ? !sort.descending : false })}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900"
      >
        {heading}
        <span aria-hidden className={active ? 'text-slate-900' : 'text-slate-300'}>
          {active && sort.descending ? '↓' : '↑'}
        </span>
      </button>
    </th>
  );
}

function ObjectRow({
  row,
  rowIndex,
  bucketName,
  nameOf,
  showVersions,
  rows,
  selected,
  onSelect,
  openedKey,
  onOpen,
}: ObjectTableProps & { row: ListingRow; rowIndex: number }) {
  const name = nameOf(row);
  const isOpened = openedKey === row.name;
  const versions = rows.versionCount(row);
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-current={isOpened || undefined}
      style={{ height: ROW_HEIGHT }}
      className={`border-b border-slate-100 ${isOpened ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
    >
      <td className="px-3">
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={selected.has(row.name)}
          onChange={(event) => onSelect([row], event.target.checked)}
          className="size-4 accent-brand-600"
        />
      </td>
      <th scope="row" className="truncate px-3 text-left font-normal" title={name}>
        {row.isFolder ? (
          <Link
            to="/buckets/$bucketName/browse/$"
            params={{ bucketName, _splat: splatOfFolder(row.name) }}
            className="font-medium text-brand-700 hover:underline"
          >
            <FolderIcon aria-hidden className={NAME_ICON} />
            {name}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => onOpen(row)}
            className={`max-w-full truncate text-left hover:underline ${row.isDeleteMarker ? 'text-slate-500 line-through' : 'text-slate-900'}`}
          >
            <ObjectIcon objectKey={row.name} />
            {name}
          </button>
        )}
        {row.isDeleteMarker && (
          <span className="ml-2 rounded-full bg-danger-50 px-2 py-0.5 text-xs text-danger-700">Deleted</span>
        )}
      </th>
      <td className="px-3 text-right tabular-nums">
        {row.isFolder || row.isDeleteMarker ? '-' : niceBytes(row.size)}
      </td>
      <td className={`px-3 whitespace-nowrap ${WIDE_ONLY}`}>{formatDateTime(row.lastModified)}</td>
      {showVersions && (
        <td className={`px-3 text-right tabular-nums ${WIDEST_ONLY}`}>
          {versions === undefined ? '' : withThousands(versions)}
        </td>
      )}
    </tr>
  );
}

const NAME_ICON = 'mr-1.5 inline align-[-3px]';

// Where the table is narrow (a phone, or the details panel open beside it), the secondary columns give way so
// the names keep their room.
const WIDE_ONLY = 'hidden @xl:table-cell';
const WIDEST_ONLY = 'hidden @2xl:table-cell';

function ObjectIcon({ objectKey }: { objectKey: string }) {
  const TypeIcon = objectIcon(objectKey);
  return <TypeIcon aria-hidden className={`${NAME_ICON} text-slate-500`} />;
}

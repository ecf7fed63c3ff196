/**
 * The rows the browser shows, over the pages loaded so far, without copying them: a new page costs the work of
 * that page (its filter is computed once and cached) plus a little per page, so a folder of a million objects
 * loads in linear time. Folders come first, then objects, each in the server's key order; sorting by size or
 * date orders indices, never the rows themselves.
 */
import type { ListingPage, ListingRow } from '../../api/list';
import { displayName } from '../../browse-path';

export interface RowFilter {
  /** Shows only rows whose name (within the folder) contains this, case-insensitively. */
  text: string;
  /** Also shows objects whose latest version is a delete marker. */
  showDeleted: boolean;
}

export type SortKey = 'name' | 'size' | 'lastModified';

export interface SortOrder {
  key: SortKey;
  descending: boolean;
}

export const DEFAULT_SORT: SortOrder = { key: 'name', descending: false };

export interface RowList {
  readonly length: number;
  readonly folderCount: number;
  at(index: number): ListingRow;
  /** The object's versions over every loaded page (a key's versions may span pages). */
  versionCount(row: ListingRow): number | undefined;
}

interface Segment {
  rows: readonly ListingRow[];
  /** The visible rows' positions in `rows`; null when all are visible. */
  visible: readonly number[] | null;
  /** Index in the list of the segment's first visible row. */
  start: number;
}

type Visibility = (row: ListingRow) => boolean;

const visibleCache = new WeakMap<readonly ListingRow[], { key: string; visible: readonly number[] | null }>();

/** Positions of the visible rows of one page's folders or files, computed once per page and filter. */
function visibleIn(
  rows: readonly ListingRow[],
  key: string,
  isVisible: Visibility | null,
  skipFirst: boolean,
) {
  const cacheKey = `${key}\u0000${skipFirst}`;
  const cached = visibleCache.get(rows);
  if (cached?.key === cacheKey) return cached.visible;
  let visible: number[] | null = null;
  if (isVisible || skipFirst) {
    visible = [];
    for (let index = skipFirst ? 1 : 0; index < rows.length; index++) {
      if (!isVisible || isVisible(rows[index] as ListingRow)) visible.push(index);
    }
  }
  visibleCache.set(rows, { key: cacheKey, visible });
  return visible;
}

function visibilityOf({ text, showDeleted }: RowFilter): Visibility | null {
  const needle = text.trim().toLowerCase();
  if (!needle && showDeleted) return null;
  return (row) =>
    (showDeleted || !row.isDeleteMarker) && (!needle || displayName(row.name).toLowerCase().includes(needle));
}

class SegmentedRows implements RowList {
  readonly length: number;
  constructor(
    private readonly segments: readonly Segment[],
    readonly folderCount: number,
    private readonly extraVersions: ReadonlyMap<string, number>,
  ) {
    const last = segments.at(-1);
    this.length = last ? last.start + (last.visible?.length ?? last.rows.length) : 0;
  }

  at(index: number): ListingRow {
    let low = 0;
    let high = this.segments.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.segments[middle] as Segment).start <= index) low = middle;
      else high = middle - 1;
    }
    const segment = this.segments[low] as Segment;
    const offset = index - segment.start;
    return segment.rows[segment.visible ? (segment.visible[offset] as number) : offset] as ListingRow;
  }

  versionCount(row: ListingRow): number | undefined {
    return row.versionCount === undefined
      ? undefined
      : row.versionCount + (this.extraVersions.get(row.name) ?? 0);
  }
}

/** The loaded pages as one list of visible rows: every folder, then every object. */
export function loadedRows(pages: readonly ListingPage[], filter: RowFilter): RowList {
  const isVisible = visibilityOf(filter);
  const filterKey = `${filter.text.trim().toLowerCase()}\u0000${filter.showDeleted}`;
  const segments: Segment[] = [];
  let start = 0;
  const add = (rows: readonly ListingRow[], skipFirst = false) => {
    const visible = visibleIn(rows, filterKey, isVisible, skipFirst);
    const count = visible?.length ?? rows.length;
    if (count > 0) segments.push({ rows, visible, start });
    start += count;
  };

  for (const page of pages) add(page.folders);
  const folderCount = start;

  // A key whose versions span pages appears at the start of the next page again: count it once.
  const extraVersions = new Map<string, number>();
  let lastName: string | undefined;
  for (const page of pages) {
    const first = page.files[0];
    const continues = first !== undefined && first.name === lastName;
    if (continues)
      extraVersions.set(first.name, (extraVersions.get(first.name) ?? 0) + (first.versionCount ?? 0));
    add(page.files, continues);
    lastName = page.files.at(-1)?.name ?? lastName;
  }
  return new SegmentedRows(segments, folderCount, extraVersions);
}

/** The number each row is sorted by. */
const SORT_VALUE: Record<Exclude<SortKey, 'name'>, (row: ListingRow) => number> = {
  size: (row) => row.size,
  lastModified: (row) => (row.lastModified ? Date.parse(row.lastModified) : 0),
};

class IndexedRows implements RowList {
  constructor(
    private readonly rows: RowList,
    private readonly order: Uint32Array,
  ) {}
  get length() {
    return this.rows.length;
  }
  get folderCount() {
    return this.rows.folderCount;
  }
  at(index: number): ListingRow {
    return this.rows.at(this.order[index] as number);
  }
  versionCount(row: ListingRow) {
    return this.rows.versionCount(row);
  }
}

/** Folders stay first; objects (and, by name, folders) follow the order. Ties keep the key order. */
export function sortedRows(rows: RowList, { key, descending }: SortOrder): RowList {
  if (key === 'name' && !descending) return rows;
  const { folderCount, length } = rows;
  const order = new Uint32Array(length);
  for (let index = 0; index < length; index++) order[index] = index;
  if (key === 'name') {
    order.subarray(0, folderCount).reverse();
    order.subarray(folderCount).reverse();
    return new IndexedRows(rows, order);
  }
  // Read each row's value once: comparing parsed dates would parse them n·log(n) times.
  const sortValue = SORT_VALUE[key];
  const values = new Float64Array(length);
  for (let index = folderCount; index < length; index++) values[index] = sortValue(rows.at(index));
  const direction = descending ? -1 : 1;
  order
    .subarray(folderCount)
    .sort((a, b) => direction * ((values[a] as number) - (values[b] as number)) || a - b);
  return new IndexedRows(rows, order);
}

import { describe, expect, it } from 'vitest';
import { type ListingPage, type ListingRow, rowsOfVersions } from '../../api/list';
import { DEFAULT_SORT, loadedRows, type RowList, type SortOrder, sortedRows } from './loaded-rows';

const folder = (name: string): ListingRow => ({ name, isFolder: true, size: 0, isDeleteMarker: false });
const file = (name: string, size: number, day: number, extra: Partial<ListingRow> = {}): ListingRow => ({
  name,
  isFolder: false,
  size,
  lastModified: `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`,
  isDeleteMarker: false,
  ...extra,
});

const PAGES: ListingPage[] = [
  { folders: [folder('docs/b/')], files: [file('docs/a.txt', 30, 3), file('docs/c.txt', 10, 1)] },
  { folders: [folder('docs/d/')], files: [file('docs/E.txt', 20, 2), file('docs/f.txt', 10, 4)] },
];

const names = (rows: RowList) => Array.from({ length: rows.length }, (_, index) => rows.at(index).name);
const showAll = { text: '', showDeleted: true };

describe('the loaded rows', () => {
  it('lists every folder first, then every object, in key order, across pages', () => {
    const rows = loadedRows(PAGES, showAll);
    expect(names(rows)).toEqual([
      'docs/b/',
      'docs/d/',
      'docs/a.txt',
      'docs/c.txt',
      'docs/E.txt',
      'docs/f.txt',
    ]);
    expect(rows.folderCount).toBe(2);
  });

  it('shares the rows of the pages instead of copying them', () => {
    const rows = loadedRows(PAGES, showAll);
    expect(rows.at(2)).toBe(PAGES[0]?.files[0]);
  });

  it('is empty without pages or rows', () => {
    expect(loadedRows([], showAll).length).toBe(0);
    expect(loadedRows([{ folders: [], files: [] }], showAll).length).toBe(0);
  });

  it.each([
    ['a name part, case-insensitively', 'e.TXT', ['docs/E.txt']],
    ['folders too', 'D', ['docs/d/']],
    ['only the name within the folder', 'docs', []],
    ['surrounding spaces ignored', '  c.t ', ['docs/c.txt']],
  ])('filters by %s', (_case, text, expected) => {
    expect(names(loadedRows(PAGES, { text, showDeleted: true }))).toEqual(expected);
  });

  it('hides deleted objects unless asked to show them', () => {
    const pages: ListingPage[] = [
      {
        folders: [],
        files: [file('a', 1, 1), file('gone', 0, 2, { isDeleteMarker: true }), file('z', 1, 1)],
      },
    ];
    expect(names(loadedRows(pages, { text: '', showDeleted: false }))).toEqual(['a', 'z']);
    expect(names(loadedRows(pages, { text: '', showDeleted: true }))).toEqual(['a', 'gone', 'z']);
  });
});

describe('versions in pages', () => {
  const versions = (name: string, count: number, latestDeleted = false) =>
    Array.from({ length: count }, (_, index) => ({
      name,
      size: 5,
      version_id: `${name}-v${count - index}`,
      is_latest: index === 0 || undefined,
      is_delete_marker: (latestDeleted && index === 0) || undefined,
      last_modified: `2026-01-0${count - index}T10:00:00Z`,
    }));

  it('shows one row per object with its latest version and its number of versions', () => {
    const rows = rowsOfVersions([...versions('a', 3), { name: 'dir/' }, ...versions('b', 1, true)]);
    expect(rows).toEqual([
      {
        name: 'a',
        isFolder: false,
        size: 5,
        lastModified: '2026-01-03T10:00:00Z',
        versionId: 'a-v3',
        isDeleteMarker: false,
        versionCount: 3,
      },
      { name: 'dir/', isFolder: true, size: 0, isDeleteMarker: false },
      expect.objectContaining({ name: 'b', isDeleteMarker: true, versionCount: 1 }),
    ]);
  });

  it('counts the versions of an object that span pages once, on its first row', () => {
    const page = (objects: ReturnType<typeof versions>): ListingPage => ({
      folders: [],
      files: rowsOfVersions(objects),
    });
    const all = versions('b', 5);
    const pages = [
      page([...versions('a', 1), ...all.slice(0, 2)]),
      page(all.slice(2, 3)),
      page([...all.slice(3), ...versions('c', 1)]),
    ];

    const rows = loadedRows(pages, showAll);

    expect(names(rows)).toEqual(['a', 'b', 'c']);
    expect(rows.versionCount(rows.at(1))).toBe(5);
    expect(rows.at(1).versionId).toBe('b-v5');
    expect(rows.versionCount(rows.at(2))).toBe(1);
  });
});

describe('sorting the loaded rows', () => {
  const sorted = (order: SortOrder) => names(sortedRows(loadedRows(PAGES, showAll), order));

  it.each<[string, SortOrder, string[]]>([
    [
      'name, ascending (the key order)',
      DEFAULT_SORT,
      ['docs/b/', 'docs/d/', 'docs/a.txt', 'docs/c.txt', 'docs/E.txt', 'docs/f.txt'],
    ],
    [
      'name, descending',
      { key: 'name', descending: true },
      ['docs/d/', 'docs/b/', 'docs/f.txt', 'docs/E.txt', 'docs/c.txt', 'docs/a.txt'],
    ],
    [
      'size, ascending, ties in key order',
      { key: 'size', descending: false },
      ['docs/b/', 'docs/d/', 'docs/c.txt', 'docs/f.txt', 'docs/E.txt', 'docs/a.txt'],
    ],
    [
      'size, descending, ties in key order',
      { key: 'size', descending: true },
      ['docs/b/', 'docs/d/', 'docs/a.txt', 'docs/E.txt', 'docs/c.txt', 'docs/f.txt'],
    ],
    [
      'date, ascending',
      { key: 'lastModified', descending: false },
      ['docs/b/', 'docs/d/', 'docs/c.txt', 'docs/E.txt', 'docs/a.txt', 'docs/f.txt'],
    ],
    [
      'date, descending',
      { key: 'lastModified', descending: true },
      ['docs/b/', 'docs/d/', 'docs/f.txt', 'docs/a.txt', 'docs/E.txt', 'docs/c.txt'],
    ],
  ])('by %s, folders first', (_case, order, expected) => {
    expect(sorted(order)).toEqual(expected);
  });

  it('keeps the unsorted list as it is for the key order', () => {
    const rows = loadedRows(PAGES, showAll);
    expect(sortedRows(rows, DEFAULT_SORT)).toBe(rows);
  });

  it('sorts what the filter leaves', () => {
    const rows = loadedRows(PAGES, { text: '.txt', showDeleted: true });
    expect(names(sortedRows(rows, { key: 'size', descending: true }))).toEqual([
      'docs/a.txt',
      'docs/E.txt',
      'docs/c.txt',
      'docs/f.txt',
    ]);
  });

  it('handles a hundred thousand rows quickly', () => {
    const pages = Array.from({ length: 100 }, (_, page) => ({
      folders: [],
      files: Array.from({ length: 1000 }, (_, index) =>
        file(`k${page * 1000 + index}`, (index * 7919) % 1000, 1 + (index % 28)),
      ),
    }));
    const started = performance.now();
    const rows = sortedRows(loadedRows(pages, { text: '9', showDeleted: false }), {
      key: 'size',
      descending: true,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows.at(0).size).toBeGreaterThanOrEqual(rows.at(rows.length - 1).size);
  });
});

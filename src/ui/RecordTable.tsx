import type { ReactNode } from 'react';
import { HeaderCell, VirtualTable } from './VirtualTable';

/** A column of a record table: its header, its width class and how a record fills its cell. */
export interface RecordColumn<T> {
  header: string;
  /** e.g. `w-28`; the column without one takes the rest of the width. */
  width?: string;
  cell: (record: T) => ReactNode;
  /** The cell's style, which may depend on the record (a failed call in red, say). */
  style?: string | ((record: T) => string);
}

const styleOf = <T,>(column: RecordColumn<T>, record: T) =>
  typeof column.style === 'function' ? column.style(record) : (column.style ?? '');

/**
 * A virtual table of streamed or paged records (log lines, traced calls, events, audit entries), one 36-pixel
 * row each, laid out by its columns.
 */
export function RecordTable<T>({
  label,
  rows,
  rowKey,
  columns,
  minWidth,
  className = 'flex-1 rounded border border-slate-200',
}: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly RecordColumn<T>[];
  /** The table's least width, e.g. `min-w-[48rem]`. */
  minWidth: string;
  /** The scroll area's size and frame. */
  className?: string;
}) {
  return (
    <VirtualTable
      label={label}
      items={rows}
      rowKey={rowKey}
      rowHeight={36}
      minWidth={minWidth}
      className={className}
      head={columns.map((column) => (
        <HeaderCell key={column.header} className={column.width}>
          {column.header}
        </HeaderCell>
      ))}
      cells={(row) =>
        columns.map((column) => (
          <td key={column.header} className={`truncate px-3 py-1.5 ${styleOf(column, row)}`}>
            {column.cell(row)}
          </td>
        ))
      }
    />
  );
}

import { type LogEntry, logText } from '@/contract/monitoring';
import { RecordDetails } from '@/ui/RecordDetails';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { logTimeText } from './log-lines';

export interface LogRow {
  key: string;
  entry: LogEntry;
}

const LEVEL_STYLE: Record<string, string> = {
  ERROR: 'font-medium text-danger-700',
  FATAL: 'font-medium text-danger-700',
  WARNING: 'font-medium text-amber-800',
};

const levelOf = (entry: LogEntry) => entry.level ?? '';

function LogMessage({ entry }: { entry: LogEntry }) {
  const text = logText(entry);
  return (
    <RecordDetails
      title={`${levelOf(entry)} ${entry.time ?? ''}`.trim()}
      label={text || '(no text)'}
      name={`Details of the line "${text.slice(0, 80)}"`}
      record={entry}
    />
  );
}

const COLUMNS: RecordColumn<LogRow>[] = [
  { header: 'Time', width: 'w-56', style: 'tabular-nums', cell: ({ entry }) => logTimeText(entry.time) },
  { header: 'Node', width: 'w-40', cell: ({ entry }) => entry.node || '-' },
  {
    header: 'Level',
    width: 'w-24',
    style: ({ entry }) => LEVEL_STYLE[levelOf(entry)] ?? '',
    cell: ({ entry }) => levelOf(entry) || '-',
  },
  { header: 'Message', cell: ({ entry }) => <LogMessage entry={entry} /> },
];

/** The log's lines, oldest first, each opening its whole record. */
export function LogTable({ rows }: { rows: readonly LogRow[] }) {
  return (
    <RecordTable
      label="Log lines"
      rows={rows}
      rowKey={(row) => row.key}
      columns={COLUMNS}
      minWidth="min-w-[56rem]"
    />
  );
}

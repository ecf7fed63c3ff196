import { type LogEntry, logText } from '@/contract/monitoring';
import { RecordDetails } from '@/ui/RecordDetails';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';
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

function LogCells({ entry }: { entry: LogEntry }) {
  const text = logText(entry);
  const level = entry.level ?? '';
  return (
    <>
      <td className="truncate px-3 py-1.5 tabular-nums">{logTimeText(entry.time)}</td>
      <td className="truncate px-3 py-1.5">{entry.node || '-'}</td>
      <td className={`truncate px-3 py-1.5 ${LEVEL_STYLE[level] ?? ''}`}>{level || '-'}</td>
      <td className="px-3 py-1.5">
        <RecordDetails
          title={`${level} ${entry.time ?? ''}`.trim()}
          label={text || '(no text)'}
          name={`Details of the line "${text.slice(0, 80)}"`}
          record={entry}
        />
      </td>
    </>
  );
}

/** The log's lines, oldest first, each opening its whole record. */
export function LogTable({ rows }: { rows: readonly LogRow[] }) {
  return (
    <VirtualTable
      label="Log lines"
      items={rows}
      rowKey={(row) => row.key}
      rowHeight={36}
      minWidth="min-w-[56rem]"
      className="flex-1 rounded border border-slate-200"
      head={
        <>
          <HeaderCell className="w-56">Time</HeaderCell>
          <HeaderCell className="w-40">Node</HeaderCell>
          <HeaderCell className="w-24">Level</HeaderCell>
          <HeaderCell>Message</HeaderCell>
        </>
      }
      cells={(row) => <LogCells entry={row.entry} />}
    />
  );
}

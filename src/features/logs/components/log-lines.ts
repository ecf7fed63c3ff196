import { type LogEntry, logText } from '@/contract/monitoring';

/** Whether a line holds the searched text, in any case, in its text, node, level or kind. */
export function logLineMatches(entry: LogEntry, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [logText(entry), entry.node, entry.level, entry.errKind, entry.api?.name].some((part) =>
    part?.toLowerCase().includes(wanted),
  );
}

/** Lines as a log file has them: time, node, level and text, one per line. */
export const logFileText = (entries: readonly LogEntry[]): string =>
  entries
    .map((entry) => [entry.time, entry.node, entry.level, logText(entry).replace(/\n/g, ' ')].join(' '))
    .join('\n')
    .concat('\n');

/** MinIO's time (RFC 3339) as the browser's local date and time; a time it cannot read stays as written. */
export function logTimeText(time: string | undefined): string {
  if (!time) return '-';
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toLocaleString();
}

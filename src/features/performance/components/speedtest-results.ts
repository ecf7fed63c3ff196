import type { SpeedtestResult } from '@/contract/speedtest';
import type { BarRow } from './ThroughputBars';

/** The newest result of each server: the object and network tests report all servers at once, the drive test one by one. */
export function latestResults(entries: readonly SpeedtestResult[]): SpeedtestResult[] {
  const last = entries.at(-1);
  if (!last) return [];
  if (last.test !== 'drive') return [last];
  const byServer = new Map<string, SpeedtestResult>();
  for (const entry of entries) if (entry.test === 'drive') byServer.set(entry.endpoint, entry);
  return [...byServer.values()];
}

/** Bars of each server (object, network) or drive (drive test). */
function rowsOf(result: SpeedtestResult): BarRow[] {
  switch (result.test) {
    case 'object':
      return result.put.servers.map((server, index) => {
        const get = result.get.servers[index];
        return {
          label: server.endpoint,
          series: [
            { name: 'PUT', value: server.throughputPerSec, error: server.error },
            { name: 'GET', value: get?.throughputPerSec ?? 0, error: get?.error },
          ],
        };
      });
    case 'drive':
      return result.drives.map((drive) => ({
        label: `${result.endpoint} ${drive.path}`,
        series: [
          { name: 'Write', value: drive.writePerSec, error: drive.error },
          { name: 'Read', value: drive.readPerSec, error: drive.error },
        ],
      }));
    case 'net':
      return result.nodes.map((node) => ({
        label: node.endpoint,
        series: [
          { name: 'Sent', value: node.txPerSec, error: node.error },
          { name: 'Received', value: node.rxPerSec, error: node.error },
        ],
      }));
  }
}

export const resultRows = (results: readonly SpeedtestResult[]): BarRow[] => results.flatMap(rowsOf);

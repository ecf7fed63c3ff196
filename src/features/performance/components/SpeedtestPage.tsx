import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  SPEEDTEST_LIMITS,
  SPEEDTEST_MESSAGES,
  type SpeedtestKind,
  type SpeedtestResult,
  speedtestQuerySchema,
  speedtestStream,
} from '@/contract/speedtest';
import { schemaProblems } from '@/lib/form/fields';
import { niceBytes } from '@/lib/format/units';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { serverInfoQuery } from '@/lib/resources/servers';
import { PageHeader } from '@/shell/PageHeader';
import { CheckboxField, RadioGroup, TextField } from '@/ui/fields';
import { LiveStatus } from '@/ui/LiveStatus';
import { useSpeedtestResults } from '../api/results';
import { SessionResults } from './SessionResults';
import { type BarRow, ThroughputBars } from './ThroughputBars';

const MiB = 1024 * 1024;

const STATUS_TEXT = {
  connecting: 'Starting…',
  live: 'Measuring',
  stopped: 'Stopped',
  ended: 'Done',
  failed: 'The test could not go on',
} as const;

interface Settings {
  test: SpeedtestKind;
  sizeMiB: string;
  concurrent: string;
  duration: string;
  autotune: boolean;
  blockSizeMiB: string;
  fileSizeMiB: string;
  serial: boolean;
}

const DEFAULTS: Settings = {
  test: 'object',
  sizeMiB: String(SPEEDTEST_LIMITS.size.default / MiB),
  concurrent: String(SPEEDTEST_LIMITS.concurrent.default),
  duration: String(SPEEDTEST_LIMITS.duration.default),
  autotune: false,
  blockSizeMiB: String(SPEEDTEST_LIMITS.blockSize.default / MiB),
  fileSizeMiB: String(SPEEDTEST_LIMITS.fileSize.default / MiB),
  serial: false,
};

/** A size given in MiB, as the contract takes it (bytes); what is not a number is passed on to be refused. */
const bytesOf = (mib: string) =>
  /^\d+(\.\d+)?$/.test(mib.trim()) ? String(Math.round(Number(mib) * MiB)) : mib;

type SpeedtestQuery = Record<string, string>;

function queryOf(settings: Settings): SpeedtestQuery {
  switch (settings.test) {
    case 'object':
      return {
        test: 'object',
        size: bytesOf(settings.sizeMiB),
        concurrent: settings.concurrent,
        duration: settings.duration,
        autotune: String(settings.autotune),
      };
    case 'drive':
      return {
        test: 'drive',
        blockSize: bytesOf(settings.blockSizeMiB),
        fileSize: bytesOf(settings.fileSizeMiB),
        serial: String(settings.serial),
      };
    case 'net':
      return { test: 'net', duration: settings.duration };
  }
}

function describeSettings(settings: Settings): string {
  switch (settings.test) {
    case 'object':
      return `${settings.sizeMiB} MiB objects, ${settings.concurrent} at once, ${settings.duration} s${settings.autotune ? ', autotuned' : ''}`;
    case 'drive':
      return `${settings.fileSizeMiB} MiB per drive in ${settings.blockSizeMiB} MiB blocks${settings.serial ? ', one drive at a time' : ''}`;
    case 'net':
      return `${Math.max(10, Number(settings.duration))} s`;
  }
}

/** The newest result of each server: the object and network tests report all servers at once, the drive test one by one. */
function latestResults(entries: readonly SpeedtestResult[]): SpeedtestResult[] {
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

const resultRows = (results: readonly SpeedtestResult[]): BarRow[] => results.flatMap(rowsOf);

/** One test, live until it ends or is stopped (which stops it at MinIO); kept for comparison once over. */
function SpeedtestRunView({ settings }: { settings: Settings }) {
  const [running, setRunning] = useState(true);
  const stream = useLiveStream(speedtestStream, { query: queryOf(settings) }, { running, capacity: 256 });
  const keep = useSpeedtestResults((state) => state.keep);
  const kept = useRef(false);
  const results = latestResults(stream.entries);
  const live = stream.status === 'connecting' || stream.status === 'live';
  const object = results[0]?.test === 'object' ? results[0] : undefined;

  useEffect(() => {
    if (live || kept.current || results.length === 0) return;
    kept.current = true;
    keep({
      at: new Date(),
      test: settings.test,
      settings: describeSettings(settings),
      results,
      stopped: stream.status === 'stopped',
    });
  }, [live, results, keep, settings, stream.status]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {live && (
          <button type="button" className="btn-secondary" onClick={() => setRunning(false)}>
            Stop test
          </button>
        )}
        <LiveStatus
          label="Test status"
          parts={[
            STATUS_TEXT[stream.status],
            object ? `${object.concurrent} at once` : '',
            object
              ? `PUT ${niceBytes(object.put.throughputPerSec)}/s, GET ${niceBytes(object.get.throughputPerSec)}/s`
              : '',
          ]}
          failure={stream.failure}
        />
      </div>
      {live && results.length === 0 && (
        <p className="text-sm text-slate-600">
          MinIO reports once it has measured; meanwhile it holds back other S3 calls.
        </p>
      )}
      {results.length > 0 && <ThroughputBars title="Throughput" rows={resultRows(results)} />}
    </div>
  );
}

type NumberSetting = 'sizeMiB' | 'concurrent' | 'duration' | 'blockSizeMiB' | 'fileSizeMiB';

/** Each number a test takes: its label, and the query parameter the contract checks it as. */
const NUMBER_FIELDS: Record<NumberSetting, { label: string; unit: 'decimal' | 'numeric'; query: string }> = {
  sizeMiB: { label: 'Object size (MiB)', unit: 'decimal', query: 'size' },
  concurrent: { label: 'Concurrency', unit: 'numeric', query: 'concurrent' },
  duration: { label: 'Duration (seconds)', unit: 'numeric', query: 'duration' },
  fileSizeMiB: { label: 'File size per drive (MiB)', unit: 'decimal', query: 'fileSize' },
  blockSizeMiB: { label: 'Block size (MiB)', unit: 'decimal', query: 'blockSize' },
};

const FIELDS_OF_TEST: Record<SpeedtestKind, readonly NumberSetting[]> = {
  object: ['sizeMiB', 'concurrent', 'duration'],
  drive: ['fileSizeMiB', 'blockSizeMiB'],
  net: ['duration'],
};

function SettingsFields({
  settings,
  change,
  problems,
}: {
  settings: Settings;
  change: (part: Partial<Settings>) => void;
  problems: Record<string, string>;
}) {
  return (
    <>
      {FIELDS_OF_TEST[settings.test].map((name) => (
        <TextField
          key={name}
          label={NUMBER_FIELDS[name].label}
          inputMode={NUMBER_FIELDS[name].unit}
          value={settings[name]}
          onChange={(value) => change({ [name]: value })}
          problem={problems[NUMBER_FIELDS[name].query]}
          hint={settings.test === 'net' ? 'MinIO measures for at least 10 seconds' : undefined}
        />
      ))}
      {settings.test === 'object' && (
        <CheckboxField
          label="Autotune"
          description="MinIO raises the concurrency until the throughput stops growing"
          checked={settings.autotune}
          onChange={(autotune) => change({ autotune })}
        />
      )}
      {settings.test === 'drive' && (
        <CheckboxField
          label="One drive at a time"
          checked={settings.serial}
          onChange={(serial) => change({ serial })}
        />
      )}
    </>
  );
}

/** MinIO's performance tests: objects, drives and the network, live, with this session's results compared. */
export function SpeedtestPage() {
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const [run, setRun] = useState<{ id: number; settings: Settings } | null>(null);
  const servers = useQuery(serverInfoQuery()).data?.servers.length;
  const singleServer = servers === 1;
  const problems = schemaProblems(speedtestQuerySchema, queryOf(settings));
  const refused = Object.keys(problems).length > 0 || (settings.test === 'net' && singleServer);
  const change = (part: Partial<Settings>) => setSettings({ ...settings, ...part });
  return (
    <>
      <PageHeader title="Performance" />
      <div className="flex flex-col gap-6 p-6">
        <section
          aria-label="Speedtest"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <RadioGroup
            legend="Test"
            name="speedtest"
            value={settings.test}
            onChange={(test) => change({ test })}
            options={[
              { value: 'object', label: 'Objects', description: 'PUT and GET throughput of each server' },
              { value: 'drive', label: 'Drives', description: 'Read and write throughput of each drive' },
              {
                value: 'net',
                label: 'Network',
                description: singleServer ? SPEEDTEST_MESSAGES.singleNode : 'Throughput between the servers',
              },
            ]}
          />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <SettingsFields settings={settings} change={change} problems={problems} />
          </div>
          <div>
            <button
              type="button"
              className="btn-primary"
              disabled={refused}
              onClick={() => setRun({ id: (run?.id ?? 0) + 1, settings })}
            >
              Start test
            </button>
          </div>
          {run && <SpeedtestRunView key={run.id} settings={run.settings} />}
        </section>
        <SessionResults />
      </div>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type HealProgress, healStream } from '@/contract/heal';
import { withThousands } from '@/lib/format/numbers';
import { niceBytes } from '@/lib/format/units';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { bucketListQuery } from '@/lib/resources/buckets';
import { Fact } from '@/ui/Fact';
import { SelectField, TextField } from '@/ui/fields';
import { LiveStatus } from '@/ui/LiveStatus';
import { HealthChart } from './HealthChart';

const OPTIONS = [
  ['recursive', 'Everything under the prefix'],
  ['dryRun', 'Dry run: only report'],
  ['remove', 'Remove dangling objects'],
  ['deep', 'Deep scan: check every part'],
  ['force', 'Stop a heal already running here'],
] as const;
type Option = (typeof OPTIONS)[number][0];

const STATUS_TEXT = {
  connecting: 'Starting…',
  live: 'Healing',
  stopped: 'Not running',
  ended: 'Done',
  failed: 'The heal could not go on',
} as const;

function Progress({ progress }: { progress: HealProgress }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <Fact label="Objects scanned">{withThousands(progress.objectsScanned)}</Fact>
        <Fact label="Healed">{withThousands(progress.objectsHealed)}</Fact>
        <Fact label="Still at risk">{withThousands(progress.objectsFailed)}</Fact>
        <Fact label="Data scanned">{niceBytes(progress.bytesScanned)}</Fact>
        {progress.lastObject && <Fact label="Last object">{progress.lastObject}</Fact>}
      </dl>
      <HealthChart before={progress.before} after={progress.after} />
      {progress.failure && <p className="text-sm text-danger-700">{progress.failure}</p>}
    </div>
  );
}

interface HealRunRequest {
  id: number;
  bucket: string;
  query: Record<string, string | undefined>;
}

/** One heal, from its start until it ends or is stopped; a new start replaces it (and stops it at MinIO). */
function HealRun({ request }: { request: HealRunRequest }) {
  const [running, setRunning] = useState(true);
  const stream = useLiveStream(
    healStream,
    { params: { bucket: request.bucket }, query: request.query },
    { running, capacity: 1 },
  );
  const progress = stream.entries.at(-1);
  const live = stream.status === 'connecting' || stream.status === 'live';
  const status = progress?.status === 'stopped' && !live ? 'Stopped' : STATUS_TEXT[stream.status];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {live && (
          <button type="button" className="btn-secondary" onClick={() => setRunning(false)}>
            Stop heal
          </button>
        )}
        <LiveStatus label="Heal status" parts={[status]} failure={stream.failure} />
      </div>
      {progress && <Progress progress={progress} />}
    </div>
  );
}

/** Heals a bucket or a prefix in it, with its progress live; stopping stops it at MinIO. */
export function HealPanel() {
  const buckets = useQuery(bucketListQuery()).data?.buckets ?? [];
  const [bucket, setBucket] = useState('');
  const [prefix, setPrefix] = useState('');
  const [options, setOptions] = useState<Record<Option, boolean>>({
    recursive: true,
    dryRun: false,
    remove: false,
    deep: false,
    force: false,
  });
  const [run, setRun] = useState<HealRunRequest | null>(null);
  const chosen = bucket || buckets[0]?.name || '';
  const start = () =>
    setRun({
      id: (run?.id ?? 0) + 1,
      bucket: chosen,
      query: {
        prefix: prefix || undefined,
        ...Object.fromEntries(OPTIONS.map(([name]) => [name, String(options[name])])),
      },
    });
  return (
    <section
      aria-label="Heal"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-semibold text-slate-900">Heal</h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SelectField
          label="Bucket"
          value={chosen}
          options={buckets.map((one) => [one.name, one.name] as const)}
          onChange={setBucket}
        />
        <TextField
          label="Prefix"
          value={prefix}
          onChange={setPrefix}
          problem={undefined}
          hint="Empty for the whole bucket"
        />
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Heal options</legend>
        {OPTIONS.map(([name, label]) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={options[name]}
              onChange={(event) => setOptions({ ...options, [name]: event.target.checked })}
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="button" className="btn-primary" disabled={!chosen} onClick={start}>
          Start heal
        </button>
      </div>
      {run && <HealRun key={run.id} request={run} />}
    </section>
  );
}

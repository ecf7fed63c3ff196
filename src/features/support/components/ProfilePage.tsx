import { useEffect, useRef, useState } from 'react';
import {
  PROFILE_DURATION,
  PROFILE_FILE_NAME,
  PROFILE_TYPES,
  type ProfileType,
  type ProfilingStartResponse,
  SUPPORT_MESSAGES,
} from '@/contract/support';
import { wholeNumber } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { saveFile } from '@/lib/save-file';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CheckboxField, TextField } from '@/ui/fields';
import { startProfiling, stopProfiling } from '../api/support';

const PROFILE_LABELS: Record<ProfileType, string> = {
  cpu: 'CPU',
  mem: 'Memory (heap)',
  block: 'Blocking',
  mutex: 'Mutex contention',
  goroutines: 'Goroutines',
  trace: 'Execution trace',
};

interface ProfileValues {
  types: ProfileType[];
  seconds: string;
}

export function profileProblems(values: ProfileValues): Record<string, string | undefined> {
  const seconds = wholeNumber(values.seconds);
  const { min, max } = PROFILE_DURATION;
  return {
    types: values.types.length === 0 ? SUPPORT_MESSAGES.profileTypes : undefined,
    seconds:
      seconds === undefined || !(seconds >= min && seconds <= max)
        ? `Enter a whole number of seconds from ${min} to ${max}`
        : undefined,
  };
}

type Run =
  | { state: 'idle'; note?: string }
  | { state: 'running'; until: number; started: ProfilingStartResponse }
  | { state: 'collecting' };

/** The servers whose profilers did not start, as MinIO names them and says why. */
function failedNodes(started: ProfilingStartResponse): string[] {
  return started.startResults
    .filter((result) => !result.success)
    .map((result) => `${result.nodeName || 'a server'}: ${result.error}`);
}

function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Profiles every server for the chosen time, then saves the zip MinIO makes of them. The profilers run at MinIO
 * until stopped: Cancel (or leaving the page) stops them without saving anything.
 */
export function ProfilePage() {
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const secondsLeft = useSecondsLeft(run.state === 'running' ? run.until : undefined);

  const form = useSchemaForm<ProfileValues>(
    { types: ['cpu'], seconds: String(PROFILE_DURATION.default) },
    {
      validate: profileProblems,
      onSubmit: async (values) => {
        setError(null);
        try {
          const started = await startProfiling(values.types);
          running.current = true;
          setRun({ state: 'running', until: Date.now() + Number(values.seconds) * 1000, started });
        } catch (failure) {
          setError(failure);
        }
      },
    },
  );

  const stop = async (save: boolean) => {
    if (!running.current) return;
    running.current = false;
    setRun({ state: 'collecting' });
    try {
      const zip = await stopProfiling();
      if (save) saveFile(PROFILE_FILE_NAME, zip, 'application/zip');
      setRun({ state: 'idle', note: save ? 'Saved the profiles.' : 'Cancelled: MinIO stopped profiling.' });
    } catch (failure) {
      setError(failure);
      setRun({ state: 'idle' });
    }
  };

  const timeUp = run.state === 'running' && secondsLeft === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the time is up; `stop` is stable enough.
  useEffect(() => {
    if (timeUp) void stop(true);
  }, [timeUp]);

  // Leaving the page while profiling stops MinIO's profilers.
  useEffect(
    () => () => {
      if (running.current) void stopProfiling().catch(() => undefined);
    },
    [],
  );

  const toggle = (type: ProfileType, on: boolean) =>
    form.set(
      'types',
      PROFILE_TYPES.filter((each) => (each === type ? on : form.values.types.includes(each))),
    );

  return (
    <>
      <PageHeader title="Profile" />
      <div className="flex max-w-2xl flex-col gap-4 p-6">
        <p className="text-sm text-slate-600">
          Records what every MinIO server spends its time and memory on, for MinIO support or your own
          analysis with <code>go tool pprof</code>. Profiling slows the servers a little while it runs.
        </p>
        {run.state === 'idle' ? (
          <form onSubmit={form.handleSubmit} noValidate aria-label="Profile" className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">Profiles</legend>
              {PROFILE_TYPES.map((type) => (
                <CheckboxField
                  key={type}
                  label={PROFILE_LABELS[type]}
                  checked={form.values.types.includes(type)}
                  onChange={(on) => toggle(type, on)}
                />
              ))}
              {form.problems.types && (
                <p role="alert" className="text-sm text-red-700">
                  {form.problems.types}
                </p>
              )}
            </fieldset>
            <TextField
              label="Duration (seconds)"
              inputMode="numeric"
              hint={`From ${PROFILE_DURATION.min} to ${PROFILE_DURATION.max} seconds`}
              {...form.bind('seconds')}
            />
            {run.note && (
              <p role="status" className="text-sm text-slate-700">
                {run.note}
              </p>
            )}
            {error !== null && <ApiErrorAlert error={error} />}
            <div>
              <button type="submit" className="btn-primary" disabled={form.submitting}>
                {form.submitting ? 'Starting…' : 'Start profiling'}
              </button>
            </div>
          </form>
        ) : (
          <section
            aria-label="Profiling"
            className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
          >
            {run.state === 'running' ? (
              <>
                <p role="timer" aria-live="off" className="text-2xl font-semibold text-slate-900">
                  {secondsLeft} s left
                </p>
                <p role="status" className="text-sm text-slate-700">
                  Profiling {run.started.startResults.filter((result) => result.success).length} profiler
                  {run.started.startResults.length === 1 ? '' : 's'} on the servers.
                </p>
                {failedNodes(run.started).length > 0 && (
                  <ul role="alert" className="list-disc pl-5 text-sm text-amber-800">
                    {failedNodes(run.started).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                <div className="flex gap-2">
                  <button type="button" className="btn-secondary" onClick={() => void stop(false)}>
                    Cancel
                  </button>
                  <button type="button" className="btn-primary" onClick={() => void stop(true)}>
                    Stop now and save
                  </button>
                </div>
              </>
            ) : (
              <p role="status" className="text-sm text-slate-700">
                Collecting the profiles…
              </p>
            )}
          </section>
        )}
      </div>
    </>
  );
}

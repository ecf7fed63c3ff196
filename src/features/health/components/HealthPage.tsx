import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  ANONYMIZE_MODES,
  type AnonymizeMode,
  HEALTH_DEADLINE,
  type HealthMessage,
  healthInfoStream,
  healthQuerySchema,
} from '@/contract/health';
import { schemaProblems } from '@/lib/form/fields';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { subnetRegistrationQuery } from '@/lib/resources/subnet';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { SelectField, TextField } from '@/ui/fields';
import { LiveStatus } from '@/ui/LiveStatus';
import { type HealthQuery, useDownloadHealthReport, useUploadHealthReport } from '../api/health';
import { HealthSummary } from './HealthSummary';

const STATUS_TEXT = {
  connecting: 'Starting…',
  live: 'Collecting',
  stopped: 'Cancelled',
  ended: 'Done',
  failed: 'The collection could not go on',
} as const;

const ANONYMIZE_LABELS: Record<AnonymizeMode, string> = {
  standard: 'Standard: hide host names and addresses',
  strict: 'Strict: hide anything that could identify the deployment',
};

function Sections({ sections }: { sections: HealthMessage['sections'] }) {
  return (
    <ul aria-label="Parts of the report" className="grid grid-cols-2 gap-1 text-sm md:grid-cols-4">
      {sections.map((section) => (
        <li key={section.name} className={section.done ? 'text-slate-900' : 'text-slate-400'}>
          <span aria-hidden className="mr-1">
            {section.done ? '✓' : '…'}
          </span>
          {section.name}
          <span className="sr-only">{section.done ? ' collected' : ' pending'}</span>
        </li>
      ))}
    </ul>
  );
}

/** Downloading the report, and uploading it to SUBNET when the deployment is registered. */
function ReportActions({ query }: { query: HealthQuery }) {
  const download = useDownloadHealthReport();
  const upload = useUploadHealthReport();
  const registered = useQuery(subnetRegistrationQuery()).data?.registered;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        The full report is collected again for the download, as <code>mc support diag</code> saves it: a gzip
        of JSON. It may hold details of your environment; look at it before sharing it.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={download.isPending}
          onClick={() => download.mutate(query)}
        >
          {download.isPending ? 'Collecting the report…' : 'Download report'}
        </button>
        {registered && (
          <button
            type="button"
            className="btn-secondary"
            disabled={upload.isPending}
            onClick={() => upload.mutate(query)}
          >
            {upload.isPending ? 'Uploading…' : 'Upload to SUBNET'}
          </button>
        )}
        {registered === false && (
          <p className="text-sm text-slate-600">
            To upload reports to SUBNET,{' '}
            <Link to="/support/register" className="text-brand-700 underline">
              register this deployment
            </Link>
            .
          </p>
        )}
      </div>
      {download.data && <p className="text-sm text-slate-600">Saved {download.data}.</p>}
      {download.error && <ApiErrorAlert error={download.error} />}
      {upload.data && <p className="text-sm text-emerald-700">Uploaded {upload.data.fileName} to SUBNET.</p>}
      {upload.error && <ApiErrorAlert error={upload.error} />}
    </div>
  );
}

/** One collection, from its start until MinIO finishes it or it is cancelled (which ends it at MinIO). */
function HealthRun({ query }: { query: HealthQuery }) {
  const [running, setRunning] = useState(true);
  const stream = useLiveStream(healthInfoStream, { query: { ...query } }, { running, capacity: 1 });
  const message = stream.entries.at(-1);
  const live = stream.status === 'connecting' || stream.status === 'live';
  const done = message?.sections.filter((section) => section.done).length ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {live && (
          <button type="button" className="btn-secondary" onClick={() => setRunning(false)}>
            Cancel
          </button>
        )}
        <LiveStatus
          label="Collection status"
          parts={[
            STATUS_TEXT[stream.status],
            message && !message.summary ? `${done} of ${message.sections.length} parts` : '',
          ]}
          failure={stream.failure}
        />
      </div>
      {message && <Sections sections={message.sections} />}
      {message?.summary && (
        <>
          <HealthSummary summary={message.summary} />
          <ReportActions query={query} />
        </>
      )}
    </div>
  );
}

/** MinIO's health diagnostics: collected with live progress, read as a summary, downloaded or uploaded whole. */
export function HealthPage() {
  const [deadline, setDeadline] = useState(String(HEALTH_DEADLINE.default));
  const [anonymize, setAnonymize] = useState<AnonymizeMode>(ANONYMIZE_MODES[0]);
  const [run, setRun] = useState<{ id: number; query: HealthQuery } | null>(null);
  const deadlineProblem = schemaProblems(healthQuerySchema, { deadline, anonymize }).deadline;
  const start = () => setRun({ id: (run?.id ?? 0) + 1, query: { deadline, anonymize } });
  return (
    <>
      <PageHeader title="Health" />
      <div className="flex flex-col gap-6 p-6">
        <section
          aria-label="Diagnostics"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <p className="text-sm text-slate-600">
            MinIO collects its health report from every server: hardware, operating system, drives, network,
            configuration and its own state.
          </p>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <TextField
              label="Time limit (seconds)"
              inputMode="numeric"
              value={deadline}
              onChange={setDeadline}
              problem={deadlineProblem}
              hint="How long MinIO may take; what it has by then is the report"
            />
            <SelectField
              label="Anonymize"
              value={anonymize}
              options={ANONYMIZE_MODES.map((mode) => [mode, ANONYMIZE_LABELS[mode]] as const)}
              onChange={(mode) => setAnonymize(mode === 'strict' ? 'strict' : 'standard')}
            />
          </div>
          <div>
            <button type="button" className="btn-primary" disabled={!!deadlineProblem} onClick={start}>
              Run diagnostics
            </button>
          </div>
          {run && <HealthRun key={run.id} query={run.query} />}
        </section>
      </div>
    </>
  );
}

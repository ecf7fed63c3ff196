import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { shareExpiryProblem } from '@/contract/object-details';
import { QueryContent } from '@/features/buckets/components/summary/SettingCard';
import { niceDuration } from '@/lib/format/duration';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { TextField } from '@/ui/fields';
import { maxShareExpiryQuery, useShareLink } from '../../api/details';
import { formatDateTime } from '../browser/ObjectTable';
import type { ShownVersion } from './ObjectDetails';

const DAY = 86_400;
const HOUR = 3600;
const MINUTE = 60;
/** A link lasts a week by default, or less when the session ends sooner. */
const DEFAULT_SECONDS = 7 * DAY;

/** A link to this version that anyone can open without logging in, until it expires. */
export function ShareTab(context: ShownVersion) {
  const maximum = useQuery(maxShareExpiryQuery());
  return (
    <QueryContent query={maximum}>
      {(maxSeconds) =>
        maxSeconds < MINUTE ? (
          <p className="text-sm text-slate-600">
            Your session ends in less than a minute: log in again to share.
          </p>
        ) : (
          <ShareForm {...context} maxSeconds={maxSeconds} />
        )
      }
    </QueryContent>
  );
}

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

function ShareForm({ bucketName, objectKey, versionId, maxSeconds }: ShownVersion & { maxSeconds: number }) {
  const share = useShareLink(bucketName, objectKey);
  const initial = Math.min(DEFAULT_SECONDS, maxSeconds);
  const [days, setDays] = useState(String(Math.floor(initial / DAY)));
  const [hours, setHours] = useState(String(Math.floor((initial % DAY) / HOUR)));
  const [minutes, setMinutes] = useState(String(Math.floor((initial % HOUR) / MINUTE)));
  const [createdAt, setCreatedAt] = useState(0);
  const parts = [days, hours, minutes].map(wholeNumber);
  const partProblem = (value: number | null) => (value === null ? 'Enter a whole number' : undefined);
  const seconds = parts.every((part) => part !== null)
    ? (parts[0] ?? 0) * DAY + (parts[1] ?? 0) * HOUR + (parts[2] ?? 0) * MINUTE
    : null;
  const problem = seconds === null ? undefined : (shareExpiryProblem(seconds, maxSeconds) ?? undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seconds === null || problem) return;
    setCreatedAt(Date.now());
    share.mutate({ versionId, seconds });
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate aria-label="Share link" className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">The link works for</legend>
          <div className="grid grid-cols-3 gap-2">
            <TextField
              label="Days"
              inputMode="numeric"
              value={days}
              onChange={setDays}
              problem={partProblem(parts[0] ?? null)}
            />
            <TextField
              label="Hours"
              inputMode="numeric"
              value={hours}
              onChange={setHours}
              problem={partProblem(parts[1] ?? null)}
            />
            <TextField
              label="Minutes"
              inputMode="numeric"
              value={minutes}
              onChange={setMinutes}
              problem={partProblem(parts[2] ?? null)}
            />
          </div>
          <p
            className={`text-sm ${problem ? 'text-danger-700' : 'text-slate-500'}`}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? `At most ${niceDuration(maxSeconds)}: a link cannot outlive your session.`}
          </p>
        </fieldset>
        <button type="submit" className="btn-primary self-start" disabled={share.isPending}>
          {share.isPending ? 'Creating…' : 'Create link'}
        </button>
      </form>
      {share.error ? <ApiErrorAlert error={share.error} /> : null}
      {share.data && seconds !== null && (
        <SharedLink
          link={share.data}
          expiresAt={new Date(createdAt + (share.variables?.seconds ?? 0) * 1000)}
        />
      )}
    </div>
  );
}

function SharedLink({ link, expiresAt }: { link: string; expiresAt: Date }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Share link
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="field-input font-mono text-xs"
        />
        <button type="button" className="btn-secondary" onClick={copy}>
          Copy
        </button>
      </div>
      <p role="status" className="text-sm text-slate-500">
        {copied === true && 'Copied. '}
        {copied === false && 'The browser did not allow copying: select the link and copy it. '}
        {`Anyone with the link can download this version until ${formatDateTime(expiresAt.toISOString())}.`}
      </p>
    </div>
  );
}

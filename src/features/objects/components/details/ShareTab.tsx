import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shareExpiryProblem } from '@/contract/object-details';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { niceDuration } from '@/lib/format/duration';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CopyableValue } from '@/ui/CopyableValue';
import { TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
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

interface Lifetime {
  days: string;
  hours: string;
  minutes: string;
}

const lifetimeOf = (seconds: number): Lifetime => ({
  days: String(Math.floor(seconds / DAY)),
  hours: String(Math.floor((seconds % DAY) / HOUR)),
  minutes: String(Math.floor((seconds % HOUR) / MINUTE)),
});

/** The link's lifetime in seconds, or null while a part is not a whole number. */
function secondsOf({ days, hours, minutes }: Lifetime): number | null {
  const [d, h, m] = [days, hours, minutes].map(wholeNumber);
  if (d == null || h == null || m == null) return null;
  return d * DAY + h * HOUR + m * MINUTE;
}

function lifetimeProblems(lifetime: Lifetime, maxSeconds: number) {
  const partProblem = (text: string) => (wholeNumber(text) === null ? 'Enter a whole number' : undefined);
  const seconds = secondsOf(lifetime);
  return {
    days: partProblem(lifetime.days),
    hours: partProblem(lifetime.hours),
    minutes: partProblem(lifetime.minutes),
    lifetime: seconds === null ? undefined : (shareExpiryProblem(seconds, maxSeconds) ?? undefined),
  };
}

function ShareForm({ bucketName, objectKey, versionId, maxSeconds }: ShownVersion & { maxSeconds: number }) {
  const share = useShareLink(bucketName, objectKey);
  const [createdAt, setCreatedAt] = useState(0);
  const form = useSchemaForm(() => lifetimeOf(Math.min(DEFAULT_SECONDS, maxSeconds)), {
    validate: (lifetime) => lifetimeProblems(lifetime, maxSeconds),
    onSubmit: (lifetime) => {
      setCreatedAt(Date.now());
      share.mutate({ versionId, seconds: secondsOf(lifetime) ?? 0 });
    },
  });
  const problem = form.problems.lifetime;

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={form.handleSubmit} noValidate aria-label="Share link" className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">The link works for</legend>
          <div className="grid grid-cols-3 gap-2">
            <TextField label="Days" inputMode="numeric" {...form.bind('days')} />
            <TextField label="Hours" inputMode="numeric" {...form.bind('hours')} />
            <TextField label="Minutes" inputMode="numeric" {...form.bind('minutes')} />
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
      {share.data && secondsOf(form.values) !== null && (
        <SharedLink
          link={share.data}
          expiresAt={new Date(createdAt + (share.variables?.seconds ?? 0) * 1000)}
        />
      )}
    </div>
  );
}

function SharedLink({ link, expiresAt }: { link: string; expiresAt: Date }) {
  return (
    <CopyableValue label="Share link" value={link}>
      {`Anyone with the link can download this version until ${formatDateTime(expiresAt.toISOString())}.`}
    </CopyableValue>
  );
}

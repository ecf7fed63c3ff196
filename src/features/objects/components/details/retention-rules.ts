import type { ObjectRetentionMode } from '@/contract/buckets';
import { retainUntilProblem } from '@/contract/object-details';

/** An object version's retention as the listing reports it. */
export interface CurrentRetention {
  mode: ObjectRetentionMode;
  until: Date;
}

/** The retention of a listed version ("GOVERNANCE"/"COMPLIANCE" and its date), or null when none applies. */
export function currentRetention(
  mode: string | undefined,
  until: string | undefined,
): CurrentRetention | null {
  const date = until ? new Date(until) : null;
  if (!mode || !date || Number.isNaN(date.getTime())) return null;
  return { mode: mode.toLowerCase() === 'compliance' ? 'compliance' : 'governance', until: date };
}

/**
 * Why S3 would refuse to set this retention, or null: the date must be in the future, and a retention still in
 * force may only be kept or extended — unless it is a governance one and the user bypasses governance.
 */
export function retentionChangeProblem(
  current: CurrentRetention | null,
  next: { mode: ObjectRetentionMode; until: Date | null; bypass: boolean },
  now: Date = new Date(),
): string | null {
  const dateProblem = retainUntilProblem(next.until, now);
  if (dateProblem || !next.until) return dateProblem;
  if (!current || current.until.getTime() <= now.getTime()) return null;
  const loosens = next.mode !== current.mode || next.until.getTime() < current.until.getTime();
  if (!loosens) return null;
  if (current.mode === 'compliance') {
    return 'A compliance retention can only be extended, in compliance mode, until it expires';
  }
  if (!next.bypass) return 'Shortening or changing a governance retention needs the governance bypass';
  return null;
}

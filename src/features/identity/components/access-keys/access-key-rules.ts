import type { ServiceAccountSummary } from '@/contract/service-accounts';
import { matching } from '@/ui/names';

/** MinIO reports a key without expiry with the zero Unix time. */
const NO_EXPIRY = '1970-01-01T00:00:00Z';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The key's expiry as a date, or null when it never expires. */
export function expiryDate(expiration: string | undefined): Date | null {
  if (!expiration || expiration === NO_EXPIRY) return null;
  const date = new Date(expiration);
  return Number.isNaN(date.getTime()) || date.getTime() <= 0 ? null : date;
}

export function expiryLabel(expiration: string | undefined, now = Date.now()): string {
  const date = expiryDate(expiration);
  if (!date) return 'Never';
  return date.getTime() <= now ? `Expired ${DATE_TIME.format(date)}` : DATE_TIME.format(date);
}

/** MinIO says "off" for a disabled key; anything else (or nothing) is an enabled one. */
export const isEnabled = (key: Pick<ServiceAccountSummary, 'accountStatus'>) => key.accountStatus !== 'off';

/** The keys whose access key, name or description contains the filter, ignoring case. */
export const matchingAccessKeys = (keys: readonly ServiceAccountSummary[], filter: string) =>
  matching(keys, filter, (key) => [key.accessKey, key.name, key.description]);

/** The selection that still names keys of the list (a key deleted elsewhere drops out of it). */
export const selectedInList = (selected: ReadonlySet<string>, keys: readonly ServiceAccountSummary[]) =>
  keys.map((key) => key.accessKey).filter((accessKey) => selected.has(accessKey));

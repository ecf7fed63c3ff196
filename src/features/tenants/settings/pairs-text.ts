import type { KeyValuePair } from '@/contract/operator/tenant-settings';

/* Labels, annotations and node selectors typed as `key=value` lines. */

export const pairsText = (pairs: readonly KeyValuePair[] | undefined) =>
  (pairs ?? []).map(({ key, value }) => `${key}=${value}`).join('\n');

/** The pairs of the lines (blank lines skipped), or the first line that is not `key=value`. */
export function textPairs(text: string): KeyValuePair[] | { problem: string } {
  const pairs: KeyValuePair[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const at = line.indexOf('=');
    if (at <= 0) return { problem: `"${line.slice(0, 40)}" is not key=value` };
    pairs.push({ key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return pairs;
}

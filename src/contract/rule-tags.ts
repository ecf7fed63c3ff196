import { z } from 'zod/mini';

export interface RuleTag {
  key: string;
  value: string;
}

/**
 * The tags of a replication or lifecycle rule as the console writes them: `k1=v1&k2=v2`, not URL-encoded
 * (as `mc` reads them). null when the text is not in that form; '' is no tags.
 */
export function parseRuleTags(text: string): RuleTag[] | null {
  const tags: RuleTag[] = [];
  for (const pair of text.trim().split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    if (separator <= 0) return null;
    tags.push({ key: pair.slice(0, separator), value: pair.slice(separator + 1) });
  }
  return tags;
}

export const formatRuleTags = (tags: readonly RuleTag[]): string =>
  tags.map(({ key, value }) => `${key}=${value}`).join('&');

export const ruleTagsSchema = z.string().check(
  z.refine((text) => parseRuleTags(text) !== null, {
    message: 'Write tags as key=value pairs joined by &, e.g. team=media&tier=gold',
  }),
);

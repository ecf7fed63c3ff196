import { withThousands } from '@/lib/format/numbers';

/** What a list calls the names it holds: "group" and "groups". */
export interface Noun {
  one: string;
  many: string;
}

export const USER_NOUN: Noun = { one: 'user', many: 'users' };
export const GROUP_NOUN: Noun = { one: 'group', many: 'groups' };
export const POLICY_NOUN: Noun = { one: 'policy', many: 'policies' };
export const ACCESS_KEY_NOUN: Noun = { one: 'access key', many: 'access keys' };
export const BUCKET_NOUN: Noun = { one: 'bucket', many: 'buckets' };

/** "1 group", "1,200 groups". */
export const countOf = (count: number, noun: Noun) =>
  `${withThousands(count)} ${count === 1 ? noun.one : noun.many}`;

/** "3 groups", or "1 of 3 groups" once a filter leaves fewer. */
export const shownOf = (shown: number, total: number, noun: Noun) =>
  shown === total ? countOf(total, noun) : `${withThousands(shown)} of ${countOf(total, noun)}`;

/** The items one of whose texts contains `filter`, ignoring case and surrounding spaces. */
export function matching<T>(
  items: readonly T[],
  filter: string,
  textsOf: (item: T) => readonly (string | undefined)[],
): readonly T[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => textsOf(item).some((text) => text?.toLowerCase().includes(needle)));
}

/** The names containing `filter`, ignoring case and surrounding spaces. */
export const matchingNames = (names: readonly string[], filter: string) =>
  matching(names, filter, (name) => [name]);

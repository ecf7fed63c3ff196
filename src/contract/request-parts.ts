import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describeProblems } from './endpoint';

/**
 * How the console server (and the mocks, as it does) reads a request's path parameters and query: each part
 * checked against its declared schema, any refusal answered 400 "Invalid request" with the detail given here.
 */

/** The part's parsed value, or why it is refused. An operation that declares no schema for it reads `{}`. */
export function checkedPart(
  schema: $ZodType | undefined,
  value: unknown,
  whole: string,
): { value: unknown } | { problem: string } {
  if (!schema) return { value: {} };
  const result = safeParse(schema, value);
  return result.success ? { value: result.data } : { problem: describeProblems(result.error, whole) };
}

/** Why a query that names a parameter more than once is refused (rather than read one way or the other), or null. */
export function repeatedQueryProblem(names: readonly string[]): string | null {
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  return repeated === undefined ? null : `${repeated}: may be given only once`;
}

import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorSchema } from '../../src/contract/errors.ts';
import type { Operation } from './operations.ts';

/*
 * How the hostile-input suites judge the answers they get: a 2xx, or a 4xx in the error shape; never a 5xx, nor
 * no answer at all.
 */

const ANSWER_TIMEOUT_MS = 20_000;
const CONCURRENCY = 4;

export const withTimeout = <T>(promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS),
    ),
  ]);

/** Why the answer is wrong, or null. */
export async function problemOf(response: Response, outside?: string): Promise<string | null> {
  return refusalProblem(response.status, await withTimeout(response.text(), 'body'), outside);
}

/**
 * Why an answer with this status and text is neither a success nor a refusal in the error shape, or null. An
 * operation that asks an `outside` service may also answer 502 with its message: the tests have no way out.
 */
export function refusalProblem(status: number, text: string, outside?: string): string | null {
  const unreachable = status === 502 && outside !== undefined;
  if (status >= 500 && !unreachable) return `${status} ${text.slice(0, 300)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} without a JSON body: ${text.slice(0, 100)}`;
  }
  const shape = safeParse(apiErrorSchema, body);
  if (!shape.success || shape.data.code !== status || !shape.data.message) {
    return `${status} not in the error shape: ${text.slice(0, 200)}`;
  }
  if (unreachable && shape.data.message !== outside) return `${status} ${text.slice(0, 300)}`;
  return null;
}

export function isValidBody(operation: Operation, body: string | undefined): boolean {
  try {
    return safeParse(operation.body as $ZodType, JSON.parse(body ?? '')).success;
  } catch {
    return false;
  }
}

/** Tries the cases a few at a time; answers with the problems found. */
export async function problemsOf<C extends { label: string }>(
  cases: C[],
  attempt: (hostile: C) => Promise<string | null>,
): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let hostile = cases[next++]; hostile; hostile = cases[next++]) {
      const problem = await attempt(hostile).catch((error: Error) => `${hostile.label}: ${error.message}`);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return problems;
}

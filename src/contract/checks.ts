import { z } from 'zod/mini';

/** A zod check that refuses a value with the reason `problem` gives for it, and passes it when that is null. */
export const refusedBy = <T>(problem: (value: T) => string | null) =>
  z.refine<T>((value) => problem(value) === null, {
    error: (issue) => problem(issue.input as T) ?? 'Invalid value',
  });

/** Printable ASCII (space to tilde): what a value sent on in a header, query or path may hold. */
export const isPrintableAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);

/** Whether the text holds a control character (C0 or DEL), which no name should. */
export const hasControlCharacter = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** Why `value` cannot be an identifier called `label` of at most `maxLength` printable characters, or null. */
export function identifierProblem(label: string, value: string, maxLength: number): string | null {
  if (value === '') return `Enter the ${label}`;
  if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
  if (!isPrintableAscii(value)) return `The ${label} has printable ASCII characters only`;
  return null;
}

/** Why `value` cannot be the http(s) address of a server (no keys, query or fragment in it), or null. */
export function httpEndpointProblem(value: string, example: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `The endpoint is a URL, such as ${example}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'The endpoint starts with http:// or https://';
  if (url.username || url.password) return 'The endpoint carries no credentials: enter them below';
  if (url.search || url.hash) return 'The endpoint has no query or fragment';
  return null;
}

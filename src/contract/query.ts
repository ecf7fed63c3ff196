import { z } from 'zod/mini';

/*
 * Reusable codecs of query parameters: each reads the string sent (absent when not sent) and refuses a value
 * it cannot read with the reason `serve` reports as "name: reason".
 */

/** A swagger boolean: `true`/`1` or `false`/`0`; empty is false, absent is undefined. */
export const queryFlag = z.optional(
  z.pipe(
    z.enum(['true', '1', 'false', '0', ''], 'must be true or false'),
    z.transform((value) => value === 'true' || value === '1'),
  ),
);

/** Why a query parameter the operation cannot do without is refused, absent or empty alike. */
export const REQUIRED_IN_QUERY = 'required in the query';

/** A text the operation cannot do without: absent or empty is refused. */
export const requiredQueryText = z
  .string({ error: REQUIRED_IN_QUERY })
  .check(z.minLength(1, REQUIRED_IN_QUERY));

/** Whether a parameter's text is a whole number from `min` to `max`. */
export const isWholeNumberIn = (text: string, min: number, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max;
};

/** A whole number from `min` to `max`; absent or empty is `default`. */
export const queryWholeNumberOr = (
  limits: { min: number; max: number; default: number },
  message = `must be a whole number from ${limits.min} to ${limits.max}`,
) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(z.refine((text) => text === '' || isWholeNumberIn(text, limits.min, limits.max), message)),
    ),
    z.transform((text) => (text ? Number(text) : limits.default)),
  );

/** A page size from 1 to `max`; absent or empty is `fallback`. */
export const queryLimit = (fallback: number, max: number) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.refine(
            (text) => text === '' || isWholeNumberIn(text, 1, max),
            `must be a whole number from 1 to ${max}`,
          ),
        ),
    ),
    z.transform((text) => (text ? Number(text) : fallback)),
  );

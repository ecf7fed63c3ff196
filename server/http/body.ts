import type { Context } from 'hono';
import { parse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { ConsoleError } from './errors.ts';

/** The request's JSON body checked against its contract schema; anything else is a 400 with the reason. */
export async function readJson<T extends $ZodType>(c: Context, schema: T): Promise<output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ConsoleError(400, 'Invalid request', 'The request body must be JSON');
  }
  return parse(schema, body);
}

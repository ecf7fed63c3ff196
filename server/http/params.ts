import type { Context } from 'hono';
import { pathParamsRefusal } from '../../src/contract/path-params.ts';
import { ConsoleError } from './errors.ts';

/** Refuses a route whose path parameters name no possible bucket, rule, ARN or upload (see path-params.ts). */
export function checkPathParams(c: Context): void {
  const refusal = pathParamsRefusal(c.req.param());
  if (refusal) throw new ConsoleError(400, refusal.message, refusal.detailedMessage);
}

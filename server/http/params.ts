import type { Context } from 'hono';
import { versionIdProblem } from '../../src/contract/object-details.ts';
import { pathParamsRefusal } from '../../src/contract/path-params.ts';
import { ConsoleError } from './errors.ts';

/** Refuses a route whose path parameters name no possible bucket, rule, ARN or upload (see path-params.ts). */
export function checkPathParams(c: Context): void {
  const refusal = pathParamsRefusal(c.req.param());
  if (refusal) throw new ConsoleError(400, refusal.message, refusal.detailedMessage);
}

const invalidVersionId = (name: string, problem: string) =>
  new ConsoleError(400, 'Invalid request', `${name}: ${problem}`);

/** The version id in query parameter `name` (a UUID or "null", else a 400); absent or empty is undefined. */
export function versionIdQuery(c: Context, name: string): string | undefined {
  const versionId = c.req.query(name);
  if (!versionId) return undefined;
  const problem = versionIdProblem(versionId);
  if (problem) throw invalidVersionId(name, problem);
  return versionId;
}

/** The `version_id` an operation requires: "null" for an unversioned object. */
export function requiredVersionIdQuery(c: Context): string {
  const versionId = versionIdQuery(c, 'version_id');
  if (versionId === undefined) throw invalidVersionId('version_id', 'required in the query');
  return versionId;
}

import type { Problems } from '@/lib/form/use-schema-form';
import { textPairs } from './pairs-text';

interface Schema {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A settings form's values as the request: text fields as typed, the `key=value` fields as pairs. The problems
 * are the request schema's, one per form field (the first issue under it), and unreadable lines.
 */
export function settingsRequest<V extends Record<string, string>>(
  values: V,
  pairFields: readonly (keyof V & string)[],
  schema: Schema,
): { request: Record<string, unknown>; problems: Problems } {
  const request: Record<string, unknown> = { ...values };
  const problems: Record<string, string> = {};
  for (const field of pairFields) {
    const pairs = textPairs(values[field] ?? '');
    if ('problem' in pairs) problems[field] = pairs.problem;
    else request[field] = pairs;
  }
  const parsed = schema.safeParse(request);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      problems[field] ??= issue.message;
    }
  return { request, problems };
}

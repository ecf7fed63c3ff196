interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A schema's issues as one message per form field: the first issue of each, keyed by the innermost field
 * name of its path (`bucketsRelation.0.destinationBucket` → `destinationBucket`).
 */
export function problemsByField(issues: readonly Issue[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.findLast((part): part is string => typeof part === 'string') ?? '';
    problems[field] ??= issue.message;
  }
  return problems;
}

/** A whole number typed in a field: undefined when empty, NaN (which schemas refuse) when not one. */
export function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

interface Schema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** The schema's verdict on `input` as one message per form field; empty when it passes. */
export function schemaProblems(schema: Schema, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : problemsByField(parsed.error.issues);
}

import { formatJson, parseJson } from '@/contract/json-document';

/** What "Create policy" starts from: one statement to adapt. */
export const NEW_POLICY_DOCUMENT = `{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject"],
      "Resource": ["arn:aws:s3:::bucket-name/*"]
    }
  ]
}`;

/** A policy document as MinIO returns it (one line), indented for reading; text that does not parse stays. */
export function readableDocument(text: string): string {
  const parsed = parseJson(text);
  return parsed.ok ? formatJson(text, parsed.value) : text;
}

/** The items whose name contains the filter, ignoring case. */
export function withNameContaining<T>(
  items: readonly T[],
  filter: string,
  nameOf: (item: T) => string,
): readonly T[] {
  const needle = filter.trim().toLowerCase();
  return needle ? items.filter((item) => nameOf(item).toLowerCase().includes(needle)) : items;
}

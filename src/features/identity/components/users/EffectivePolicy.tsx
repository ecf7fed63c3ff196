import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { readableDocument } from '@/contract/json-document';
import { userPoliciesQuery } from '@/lib/resources/iam';
import { EmptyState } from '@/ui/data-table';
import { QueryContent } from '@/ui/QueryContent';

/** The merged document laid out to read; null when it states nothing (MinIO's `"Statement": null`). */
function documentInForce(text: string): string | null {
  try {
    const statements = (JSON.parse(text) as { Statement?: unknown } | null)?.Statement;
    return Array.isArray(statements) && statements.length > 0 ? readableDocument(text) : null;
  } catch {
    return text.trim() === '' ? null : text;
  }
}

/** What the user may do: the statements of its own and its groups' policies merged into one document, read-only. */
export function EffectivePolicy({ userName }: { userName: string }) {
  const merged = useQuery(userPoliciesQuery(userName));
  const captionId = useId();
  return (
    <QueryContent query={merged} retry>
      {(text) => {
        const readable = documentInForce(text);
        if (!readable)
          return (
            <EmptyState title="No policy in force">
              Neither the user nor its groups have a policy: MinIO refuses everything it asks.
            </EmptyState>
          );
        return (
          <figure aria-labelledby={captionId} className="flex flex-col gap-1">
            <figcaption id={captionId} className="text-sm font-medium text-slate-700">
              Its own and its groups' policies, merged
            </figcaption>
            <pre className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-800">
              {readable}
            </pre>
          </figure>
        );
      }}
    </QueryContent>
  );
}

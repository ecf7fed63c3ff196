import { safeParse } from 'zod/mini';
import { fillPath, queryEntries } from '@/contract/endpoint';
import { type SearchBatch, searchBatchSchema, searchObjects } from '@/contract/objects';
import { apiBaseUrl } from '@/lib/api/base-url';
import { reportFailure } from '@/lib/api/client';
import { ApiError, networkError, normaliseHttpError, unexpectedAnswerError } from '@/lib/api/errors';

export interface SearchRequest {
  bucketName: string;
  prefix: string;
  query: string;
}

export function searchUrl({ bucketName, prefix, query }: SearchRequest): string {
  const url = new URL(fillPath(searchObjects.path, { bucket_name: bucketName }).slice(1), apiBaseUrl());
  for (const [name, value] of queryEntries({ prefix, query })) url.searchParams.set(name, value);
  return url.toString();
}

const PATH = searchObjects.path;

function parseLine(line: string): SearchBatch {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw unexpectedAnswerError(PATH, `Not a JSON line: ${line.slice(0, 100)}`);
  }
  const parsed = safeParse(searchBatchSchema, json);
  if (!parsed.success) throw unexpectedAnswerError(PATH, parsed.error.message);
  return parsed.data;
}

async function openStream(request: SearchRequest, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(searchUrl(request), {
      credentials: 'same-origin',
      headers: { accept: 'application/x-ndjson' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw reportFailure(networkError(error));
  }
  if (!response.ok || !response.body) {
    throw reportFailure(normaliseHttpError(response.status, await response.json().catch(() => undefined)));
  }
  return response.body;
}

/**
 * Streams the matches of a search: `onBatch` gets each batch as it arrives. Resolves when the server says it
 * is done; rejects with an ApiError when the search fails, and with an AbortError when `signal` aborts it.
 */
export async function streamSearch(
  request: SearchRequest,
  { signal, onBatch }: { signal: AbortSignal; onBatch: (batch: SearchBatch) => void },
): Promise<void> {
  const reader = (await openStream(request, signal)).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const batch = parseLine(line);
      if (batch.error) throw normaliseHttpError(batch.error.code ?? 500, batch.error);
      onBatch(batch);
      if (batch.done) {
        // The server closes the stream after its last line; nothing more to wait for.
        reader.cancel().catch(() => undefined);
        return;
      }
    }
    if (done) throw new ApiError('The search stopped before it was complete', undefined, undefined);
  }
}

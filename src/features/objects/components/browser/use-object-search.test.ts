import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchBatch } from '@/contract/objects';
import { ApiError } from '@/lib/api/errors';
import { logInAs, ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';
import { useObjectSearch } from './use-object-search';

const SEARCH_URL = '*/api/v1/buckets/:bucket/objects/search';
const line = (batch: SearchBatch) => new TextEncoder().encode(`${JSON.stringify(batch)}\n`);

/** A search endpoint whose lines the test sends one by one; it records whether the client went away. */
function controlledSearch() {
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const state = { requested: 0, aborted: 0 };
  server.use(
    http.get(SEARCH_URL, ({ request }) => {
      state.requested++;
      request.signal.addEventListener('abort', () => state.aborted++);
      return new HttpResponse(
        new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
          },
        }),
        { headers: { 'content-type': 'application/x-ndjson' } },
      );
    }),
  );
  return { state, send: (batch: SearchBatch) => stream.enqueue(line(batch)), end: () => stream.close() };
}

const request = { bucketName: 'photos', prefix: 'albums/', query: 'sun' };
const matchNames = (pages: ReturnType<typeof useObjectSearch>['pages']) =>
  pages.flatMap((page) => page.files.map((row) => row.name));

describe('a streamed search', () => {
  it('shows matches as their batches arrive, until the server says it is done', async () => {
    logInAs(ROOT_USER);
    const search = controlledSearch();
    const { result } = renderHook(() => useObjectSearch());

    act(() => result.current.start(request));
    expect(result.current.status).toBe('searching');
    await waitFor(() => expect(search.state.requested).toBe(1));
    act(() => search.send({ objects: [{ name: 'albums/sun.jpg' }], scanned: 1000 }));
    await waitFor(() => expect(matchNames(result.current.pages)).toEqual(['albums/sun.jpg']));
    expect(result.current).toMatchObject({ status: 'searching', matches: 1, scanned: 1000 });

    act(() => search.send({ objects: [{ name: 'albums/x/sunset.jpg' }], scanned: 1500, done: true }));

    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(matchNames(result.current.pages)).toEqual(['albums/sun.jpg', 'albums/x/sunset.jpg']);
    expect(result.current.scanned).toBe(1500);
  });

  it('stops on cancel: the connection closes and later batches are ignored', async () => {
    logInAs(ROOT_USER);
    const search = controlledSearch();
    const { result } = renderHook(() => useObjectSearch());
    act(() => result.current.start(request));
    await waitFor(() => expect(search.state.requested).toBe(1));
    act(() => search.send({ objects: [{ name: 'albums/sun.jpg' }], scanned: 1000 }));
    await waitFor(() => expect(result.current.matches).toBe(1));

    act(() => result.current.cancel());

    expect(result.current.status).toBe('cancelled');
    await waitFor(() => expect(search.state.aborted).toBe(1));
    expect(result.current.matches).toBe(1);
  });

  it('stops the search in flight when another starts', async () => {
    logInAs(ROOT_USER);
    const search = controlledSearch();
    const { result } = renderHook(() => useObjectSearch());
    act(() => result.current.start(request));
    await waitFor(() => expect(search.state.requested).toBe(1));

    act(() => result.current.start({ ...request, query: 'snow' }));

    await waitFor(() => expect(search.state.aborted).toBe(1));
    expect(search.state.requested).toBe(2);
    expect(result.current.status).toBe('searching');
  });

  it.each([
    [
      'an error line',
      (s: ReturnType<typeof controlledSearch>) =>
        s.send({ error: { code: 403, message: 'Access Denied.' }, done: true }),
      'Access Denied.',
    ],
    [
      'a stream that ends too early',
      (s: ReturnType<typeof controlledSearch>) => s.end(),
      'The search stopped before it was complete',
    ],
  ])('fails with the reason on %s', async (_case, act_, message) => {
    logInAs(ROOT_USER);
    const search = controlledSearch();
    const { result } = renderHook(() => useObjectSearch());
    act(() => result.current.start(request));
    await waitFor(() => expect(search.state.requested).toBe(1));

    act(() => act_(search));

    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect((result.current.error as ApiError).errorMessage).toBe(message);
  });

  it('fails with the server’s message when the search is refused', async () => {
    logInAs(ROOT_USER);
    server.use(
      http.get(SEARCH_URL, () =>
        HttpResponse.json({ code: 404, message: 'The specified bucket does not exist' }, { status: 404 }),
      ),
    );
    const { result } = renderHook(() => useObjectSearch());

    act(() => result.current.start(request));

    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).errorMessage).toBe('The specified bucket does not exist');
  });
});

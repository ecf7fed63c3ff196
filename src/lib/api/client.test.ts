import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@/contract/endpoint';
import { server } from '../../../mocks/node';
import { call, setSessionLostHandler } from './client';
import type { ApiError } from './errors';

const answer = (response: () => Response) => server.use(http.get('*/api/v1/probe', response));

const probeSchema = z.object({ name: z.string() });
const probe = endpoint({
  id: 'Probe',
  area: 'test',
  method: 'GET',
  path: '/probe',
  summary: 'A probe',
  response: probeSchema,
  status: 200,
});
const anyProbe = endpoint({ ...probe, id: 'AnyProbe', response: z.unknown() });
const postProbe = endpoint({
  id: 'PostProbe',
  area: 'test',
  method: 'POST',
  path: '/probe',
  summary: 'A write probe',
  body: z.object({ a: z.number() }),
  status: 204,
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );

afterEach(() => setSessionLostHandler(() => {}));

describe('API client', () => {
  it('calls /api/v1 under the document base and parses the answer with its schema', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/v1/probe', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ name: 'photos', extra: true });
      }),
    );

    await expect(call(probe, {})).resolves.toEqual({ name: 'photos' });
    expect(seen).toEqual([new URL('api/v1/probe', document.baseURI).toString()]);
  });

  it.each([
    [
      'a JSON error body',
      () =>
        HttpResponse.json({ code: 409, message: 'conflict', detailedMessage: 'it exists' }, { status: 409 }),
      'Conflict',
      'It exists',
    ],
    [
      'a non-JSON body',
      () =>
        new HttpResponse('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      'Error 502',
      undefined,
    ],
    ['no body', () => new HttpResponse(null, { status: 504 }), 'Error 504', undefined],
  ])('turns %s into the message the user sees', async (_case, response, errorMessage, detailedError) => {
    answer(response);

    const error = await failureOf(call(anyProbe, {}));

    expect(error).toMatchObject({ name: 'ApiError', errorMessage, detailedError });
  });

  it('rejects an answer that fails its schema, naming the path and what is wrong', async () => {
    answer(() => HttpResponse.json({ name: 7 }));

    const error = await failureOf(call(probe, {}));

    expect(error.errorMessage).toBe('The server sent an unexpected answer for probe');
    expect(error.detailedError).toMatch(/^name: /);
  });

  it.each([
    ['a 401', () => HttpResponse.json({ code: 401, message: 'invalid session' }, { status: 401 }), 1],
    ['a 403 "invalid session"', () => HttpResponse.json({ message: 'invalid session' }, { status: 403 }), 1],
    ['a network failure', () => HttpResponse.error(), 1],
    ['a 403 of another kind', () => HttpResponse.json({ message: 'Access Denied.' }, { status: 403 }), 0],
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), 0],
  ])('reports the session lost after %s: %i time(s)', async (_case, response, times) => {
    const onLost = vi.fn();
    setSessionLostHandler(onLost);
    answer(response);

    await failureOf(call(anyProbe, {}));

    expect(onLost).toHaveBeenCalledTimes(times);
  });

  it('sends a JSON body and accepts an empty answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/probe', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await expect(call(postProbe, { body: { a: 1 } })).resolves.toBeUndefined();
    expect(bodies).toEqual([{ a: 1 }]);
  });
});

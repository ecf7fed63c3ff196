import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@/contract/endpoint';
import { server } from '../../../mocks/node';
import { call, endpointUrl, setSessionLostHandler } from './client';
import { fetchEarly, peekEarlyJson } from './early-fetch';
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

describe('reads fetched early', () => {
  /** The probe answers each request in turn with the next of `answers`; the URLs asked are recorded. */
  function answerInTurn(...answers: (() => Response)[]) {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/probe', ({ request }) => {
        asked.push(request.url);
        return (answers[asked.length - 1] ?? answers[answers.length - 1] ?? (() => Response.error()))();
      }),
    );
    return asked;
  }
  const photos = () => HttpResponse.json({ name: 'photos' });
  const later = () => HttpResponse.json({ name: 'asked again' });

  it.each([
    ['an answer', [photos, later], { name: 'photos' }, 1],
    [
      'a refusal',
      [() => HttpResponse.json({ code: 500, message: 'busy' }, { status: 500 }), later],
      { name: 'asked again' },
      2,
    ],
    ['no JSON', [() => new HttpResponse('<html>'), later], { name: 'asked again' }, 2],
    ['no answer at all', [() => Response.error(), later], { name: 'asked again' }, 2],
  ])('with %s, the page’s read takes it or asks again', async (_case, answers, expected, requests) => {
    const asked = answerInTurn(...answers);
    fetchEarly(endpointUrl(probe, {}));

    await expect(call(probe, {})).resolves.toEqual(expected);
    expect(asked).toHaveLength(requests);
  });

  it('are taken once: the next read asks again', async () => {
    const asked = answerInTurn(photos, later);
    fetchEarly(endpointUrl(probe, {}));

    await call(probe, {});
    await expect(call(probe, {})).resolves.toEqual({ name: 'asked again' });
    expect(asked).toHaveLength(2);
  });

  it('are answered only for the same URL', async () => {
    const asked = answerInTurn(photos);
    fetchEarly(`${endpointUrl(probe, {})}?limit=1`);

    await call(probe, {});
    expect(asked.map((url) => new URL(url).search)).toEqual(['?limit=1', '']);
  });

  it('are kept for a short while only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const asked = answerInTurn(photos, later);
    fetchEarly(endpointUrl(probe, {}));
    vi.advanceTimersByTime(10_000);
    vi.useRealTimers();

    await expect(call(probe, {})).resolves.toEqual({ name: 'asked again' });
    expect(asked).toHaveLength(2);
  });

  it('can be read ahead of the page, which still takes its own copy', async () => {
    const asked = answerInTurn(photos, later);
    fetchEarly(endpointUrl(probe, {}));

    await expect(peekEarlyJson(endpointUrl(probe, {}))).resolves.toEqual({ name: 'photos' });
    await expect(call(probe, {})).resolves.toEqual({ name: 'photos' });
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['a refusal', () => HttpResponse.json({ code: 500, message: 'busy' }, { status: 500 })],
    ['no JSON', () => new HttpResponse('<html>')],
    ['no answer at all', () => Response.error()],
  ])('read ahead of the page give nothing for %s', async (_case, refusal) => {
    answerInTurn(refusal);
    fetchEarly(endpointUrl(probe, {}));

    await expect(peekEarlyJson(endpointUrl(probe, {}))).resolves.toBeUndefined();
  });
});

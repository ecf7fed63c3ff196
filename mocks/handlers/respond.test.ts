import { describe, expect, it } from 'vitest';
import { logInAs, ROOT_USER } from '../model';

/** A JSON body sent with the Content-Type given (none when undefined). */
async function post(path: string, contentType: string | undefined) {
  const response = await fetch(new URL(`api/v1/${path}`, 'http://localhost:3000/console/'), {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    body: JSON.stringify({ accessKey: 'minioadmin', secretKey: 'minioadmin', name: 'json-types' }),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

describe('JSON bodies in the mocks, as the console server takes them', () => {
  it.each([
    ['login', 'text/plain;charset=UTF-8'],
    ['login', undefined],
    ['buckets', 'application/x-www-form-urlencoded'],
    ['buckets', 'application/json; charset=iso-8859-1'],
  ])('POST /%s with Content-Type %s → 415', async (path, contentType) => {
    logInAs(ROOT_USER);
    expect(await post(path, contentType)).toEqual({
      status: 415,
      body: {
        code: 415,
        message: 'Unsupported content type',
        detailedMessage: 'The request body must be application/json',
      },
    });
  });

  it.each(['application/json', 'application/json; charset=utf-8'])('takes %s', async (contentType) => {
    logInAs(ROOT_USER);
    expect((await post('buckets', contentType)).status).not.toBe(415);
  });
});

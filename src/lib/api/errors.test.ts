import { describe, expect, it } from 'vitest';
import { normaliseHttpError, toApiError } from './errors';

describe('normaliseHttpError', () => {
  it.each([
    ['uses the body message', 400, { message: 'bucket already exists' }, 'Bucket already exists', undefined],
    [
      'keeps a detail that adds something',
      500,
      { code: 500, message: 'an error occurred, please try again', detailedMessage: 'disk full' },
      'An error occurred, please try again',
      'Disk full',
    ],
    ['falls back to "Error {status}" without a body', 502, undefined, 'Error 502', undefined],
    [
      'falls back to "Error {status}" for a body without a message',
      404,
      { code: 404 },
      'Error 404',
      undefined,
    ],
    ['falls back to "Error {status}" for an empty message', 500, { message: '' }, 'Error 500', undefined],
    [
      'keeps only the detail when the message is missing',
      500,
      { detailedMessage: 'disk full' },
      'Error 500',
      'Disk full',
    ],
    [
      'drops a detail equal to the message',
      401,
      { message: 'invalid login', detailedMessage: 'invalid login' },
      'Invalid login',
      undefined,
    ],
    [
      'drops an empty detail',
      401,
      { message: 'invalid login', detailedMessage: '' },
      'Invalid login',
      undefined,
    ],
    [
      'capitalises only the first letter',
      403,
      { message: 'access denied. ask an admin' },
      'Access denied. ask an admin',
      undefined,
    ],
    ['keeps an already capitalised message', 403, { message: 'Access Denied.' }, 'Access Denied.', undefined],
    ['ignores a non-JSON body (text)', 502, '<html>Bad Gateway</html>', 'Error 502', undefined],
    ['ignores a JSON body of the wrong shape', 500, { message: 42 }, 'Error 500', undefined],
    ['ignores a JSON array', 500, ['boom'], 'Error 500', undefined],
  ])('%s', (_case, status, body, errorMessage, detailedError) => {
    const error = normaliseHttpError(status, body);

    expect(error).toMatchObject({ errorMessage, detailedError, status });
    expect(error.message).toBe(errorMessage);
  });

  it.each([
    [401, { message: 'invalid session' }, true],
    [401, { message: 'invalid login' }, true],
    [403, { message: 'invalid session' }, true],
    [403, { message: 'Invalid Session' }, true],
    [403, { message: 'access denied' }, false],
    [500, { message: 'invalid session' }, false],
  ])('status %i with %j means the session is lost: %s', (status, body, lost) => {
    expect(normaliseHttpError(status, body).isSessionLost).toBe(lost);
  });
});

describe('toApiError', () => {
  it.each([
    [new Error('socket hang up'), 'socket hang up'],
    ['plain text', 'plain text'],
  ])('turns %j into a message', (thrown, errorMessage) => {
    expect(toApiError(thrown)).toMatchObject({ errorMessage, detailedError: undefined, status: undefined });
  });

  it('passes an ApiError through', () => {
    const error = normaliseHttpError(404, { message: 'not found' });
    expect(toApiError(error)).toBe(error);
  });
});

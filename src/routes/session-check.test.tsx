import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../mocks/model';
import { server } from '../../mocks/node';

const answerSession = (response: () => Response) => server.use(http.get('*/api/v1/session', response));

describe('Session check on start', () => {
  it('shows nothing of the shell while the check runs, then the page', async () => {
    let asked = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/session', async () => {
        asked = true;
        await held;
        return undefined; // falls through to the mock model's answer
      }),
    );
    const { pathname } = renderApp('/buckets', { as: ROOT_USER });

    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Buckets' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets');
    expect(localStorage.getItem('userLoggedIn')).toBe('true');
  });

  it('sends a visitor without a session to /login, without an error', async () => {
    const { pathname } = renderApp('/buckets');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('userLoggedIn')).toBeNull();
  });

  it.each([
    ['no answer at all', () => HttpResponse.error(), 'The console server could not be reached', /fetch/i],
    [
      'a session whose status is not "ok"',
      () => HttpResponse.json({ status: 'weird', features: [], permissions: {} }),
      'The server sent an unexpected answer for session',
      /status: /,
    ],
    [
      'a session of the wrong shape',
      () => HttpResponse.json({ status: 'ok', permissions: { 'console-ui': 's3:*' } }),
      'The server sent an unexpected answer for session',
      /permissions\.console-ui: /,
    ],
    [
      'a 500 from MinIO being unreachable',
      () =>
        HttpResponse.json(
          {
            code: 500,
            message: 'invalid session',
            detailedMessage: 'dial tcp 127.0.0.1:9000: connect: connection refused',
          },
          { status: 500 },
        ),
      'Invalid session',
      /connection refused/,
    ],
  ])(
    'after %s: treats the user as logged out and shows the error with details',
    async (_case, answer, message, detail) => {
      answerSession(answer);
      const { user, pathname } = renderApp('/buckets', { as: ROOT_USER });

      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(pathname()).toBe('/login');
      const error = await screen.findByRole('alert');
      expect(within(error).getByText(message)).toBeInTheDocument();
      await user.click(within(error).getByRole('button', { name: 'Details' }));
      expect(within(error).getByText(detail)).toBeInTheDocument();
    },
  );
});

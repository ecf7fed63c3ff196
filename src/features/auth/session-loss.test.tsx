import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listBuckets } from '@/contract/buckets';
import { call } from '@/lib/api/client';
import { sessionKey } from '@/lib/resources/session';
import { useUiStore } from '@/lib/store/ui-store';
import { renderApp } from '@/test/render-app';
import { currentUser, logOut, ROOT_USER } from '../../../mocks/model';
import { server } from '../../../mocks/node';

type App = ReturnType<typeof renderApp>;

/** A data call of some page (no page loads data yet, so the test makes it through the app's client). */
const loadBuckets = (app: App) =>
  act(() =>
    app.queryClient
      .fetchQuery({ queryKey: ['buckets'], queryFn: () => call(listBuckets, {}), retry: false })
      .catch(() => undefined),
  );

const answerBucketsWith = (status: number, body: object) =>
  server.use(http.get('*/api/v1/buckets', () => HttpResponse.json(body, { status })));

describe('A lost session after login', () => {
  it.each([
    [
      'the session check answers 401',
      async (app: App) => {
        logOut(); // the session ended on the server
        await act(() => app.queryClient.refetchQueries({ queryKey: sessionKey }).catch(() => undefined));
      },
    ],
    [
      'a data call answers 401',
      async (app: App) => {
        answerBucketsWith(401, {
          code: 401,
          message: 'invalid session',
          detailedMessage: 'The token expired.',
        });
        await loadBuckets(app);
      },
    ],
    [
      'a data call answers 403 "invalid session"',
      async (app: App) => {
        answerBucketsWith(403, { message: 'invalid session', detailedMessage: 'Access Denied.' });
        await loadBuckets(app);
      },
    ],
  ])('when %s: goes to /login and remembers the page', async (_case, loseSession) => {
    const app = renderApp('/identity/users', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(localStorage.getItem('userLoggedIn')).toBe('true');

    await loseSession(app);

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(localStorage.getItem('redirect-path')).toBe('/identity/users');
    expect(localStorage.getItem('userLoggedIn')).toBeNull();
  });

  it('from an action goes to /login, and logging in again returns to the page', async () => {
    useUiStore.getState().setServerNeedsRestart(true);
    const { user, pathname } = renderApp('/settings/configurations', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'Configurations' })).toBeInTheDocument();

    logOut();
    await user.click(screen.getByRole('button', { name: 'Restart' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(localStorage.getItem('redirect-path')).toBe('/settings/configurations');

    await user.type(screen.getByLabelText('Access key'), 'minioadmin');
    await user.type(screen.getByLabelText('Secret key'), 'minioadmin');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Configurations' })).toBeInTheDocument();
    expect(pathname()).toBe('/settings/configurations');
  });

  it('is not assumed from a 403 that only denies one action', async () => {
    const app = renderApp('/identity/users', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();

    answerBucketsWith(403, { code: 403, message: 'Access Denied.' });
    await loadBuckets(app);

    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/identity/users');
    expect(localStorage.getItem('userLoggedIn')).toBe('true');
  });
});

describe('Logout', () => {
  it('ends the session on the server, then shows /login', async () => {
    const { user, pathname } = renderApp('/buckets', { as: ROOT_USER });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(currentUser()).toBeNull();
    expect(localStorage.getItem('userLoggedIn')).toBeNull();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })],
    ['a 401', () => HttpResponse.json({ code: 401, message: 'invalid session' }, { status: 401 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows /login even when the call ends in %s', async (_case, answer) => {
    const calls: string[] = [];
    server.use(
      http.post('*/api/v1/logout', ({ request }) => {
        calls.push(request.method);
        return answer();
      }),
    );
    const { user, pathname } = renderApp('/buckets', { as: ROOT_USER });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(calls).toEqual(['POST']);
    expect(localStorage.getItem('userLoggedIn')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_LOGIN_CODE } from '@/features/auth/components/OAuthCallbackPage';
import { renderApp } from '@/test/render-app';
import { logInAs, ROOT_USER } from '../../../mocks/model';
import { server } from '../../../mocks/node';

const exchanged: string[] = [];
const recordExchange = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/api/v1/login/oauth2/auth')) exchanged.push(request.url);
};

afterEach(() => {
  server.events.removeListener('request:start', recordExchange);
  exchanged.length = 0;
});

describe('Coming back from the identity provider', () => {
  it.each([
    [
      'with a code the console refuses',
      '/oauth_callback?code=abc&state=xyz',
      'OpenID login is not configured on this console',
      1,
    ],
    [
      'with the consent denied',
      '/oauth_callback?error=access_denied&error_description=Denied%20by%20policy',
      'Access was denied at the identity provider: Denied by policy',
      0,
    ],
    [
      'with another error',
      '/oauth_callback?error=server_error',
      'The identity provider answered "server_error"',
      0,
    ],
    ['without a code', '/oauth_callback?state=xyz', NO_LOGIN_CODE, 0],
  ])('%s goes back to the login page, which says why', async (_case, path, reason, exchanges) => {
    server.events.on('request:start', recordExchange);
    renderApp(path);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Single sign-on failed')).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(exchanged).toHaveLength(exchanges);
  });

  it('says it once: the login page opened again starts clean', async () => {
    const first = renderApp('/oauth_callback?error=access_denied');
    await screen.findByRole('alert');
    first.unmount();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with a code the console accepts opens the console', async () => {
    server.use(
      http.post('*/api/v1/login/oauth2/auth', () => {
        logInAs(ROOT_USER);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/oauth_callback?code=abc&state=xyz');

    expect(await screen.findByRole('heading', { name: 'Buckets' }, { timeout: 4000 })).toBeInTheDocument();
    expect(localStorage.getItem('userLoggedIn')).toBe('true');
  });
});

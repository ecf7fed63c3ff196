import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
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
      'with an error',
      '/oauth_callback?error=access_denied&error_description=Denied%20by%20policy',
      'access_denied: Denied by policy',
      0,
    ],
    ['without a code', '/oauth_callback?state=xyz', 'The identity provider did not send a login code.', 0],
  ])('%s shows why single sign-on failed', async (_case, path, reason, exchanges) => {
    server.events.on('request:start', recordExchange);
    renderApp(path);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Single sign-on failed' })).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
    expect(exchanged).toHaveLength(exchanges);
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

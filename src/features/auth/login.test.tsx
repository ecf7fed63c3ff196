import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { server } from '../../../mocks/node';
import { LOGIN_REFUSED } from '../../contract/login-refusal';

async function logIn(user: ReturnType<typeof renderApp>['user'], accessKey: string, secretKey: string) {
  await user.type(await screen.findByLabelText('Access key'), accessKey);
  await user.type(screen.getByLabelText('Secret key'), secretKey);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  it.each([
    ['an unknown access key', 'nobody', 'minioadmin'],
    ['a wrong secret key', 'minioadmin', 'wrong-secret'],
  ])(
    'with %s shows the one refusal and its details, and keeps the typed keys',
    async (_case, accessKey, secretKey) => {
      const minioText = LOGIN_REFUSED.detailedMessage;
      const { user, pathname } = renderApp('/login');

      await logIn(user, accessKey, secretKey);

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Invalid login')).toBeInTheDocument();
      expect(within(alert).queryByText(minioText)).not.toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'Details' }));
      expect(within(alert).getByText(minioText)).toBeInTheDocument();

      expect(screen.getByLabelText('Access key')).toHaveValue(accessKey);
      expect(screen.getByLabelText('Secret key')).toHaveValue(secretKey);
      expect(pathname()).toBe('/login');
    },
  );

  it('offers one single sign-on link per identity provider beside the keys', async () => {
    const redirect = (name: string) => `https://id.example.com/auth?client_id=${name}`;
    server.use(
      http.get('*/api/v1/login', () =>
        HttpResponse.json({
          loginStrategy: 'redirect',
          redirectRules: [
            { redirect: redirect('claims'), displayName: 'Company SSO', serviceType: '' },
            { redirect: redirect('role'), displayName: 'Read-only SSO', serviceType: '' },
          ],
        }),
      ),
    );
    renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Company SSO' })).toHaveAttribute(
      'href',
      redirect('claims'),
    );
    expect(screen.getByRole('link', { name: 'Read-only SSO' })).toHaveAttribute('href', redirect('role'));
    expect(screen.getByLabelText('Access key')).toBeInTheDocument();
  });

  it('asks for the keys before calling the server', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an access key');
  });

  it('with the right keys opens the first permitted page', async () => {
    const { user, pathname } = renderApp('/login');

    await logIn(user, 'minioadmin', 'minioadmin');

    expect(await screen.findByRole('heading', { name: 'Buckets' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets');
  });

  it('after an unauthenticated visit returns to the page asked for', async () => {
    const { user, pathname } = renderApp('/identity/users');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');

    await logIn(user, 'minioadmin', 'minioadmin');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(pathname()).toBe('/identity/users');
  });

  it.each(['//evil.example/phish', 'https://evil.example/', 'javascript:alert(1)'])(
    'ignores the stored unsafe redirect path %j',
    async (unsafe) => {
      localStorage.setItem('redirect-path', unsafe);
      const { user, pathname } = renderApp('/login');

      await logIn(user, 'minioadmin', 'minioadmin');

      expect(await screen.findByRole('heading', { name: 'Buckets' })).toBeInTheDocument();
      expect(pathname()).toBe('/buckets');
      expect(localStorage.getItem('redirect-path')).toBeNull();
    },
  );

  it('still shows the message when a stale logged-in flag is set', async () => {
    localStorage.setItem('userLoggedIn', 'true');
    const { user } = renderApp('/login');

    await logIn(user, 'minioadmin', 'wrong-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login');
    expect(screen.getByLabelText('Access key')).toHaveValue('minioadmin');
  });
});

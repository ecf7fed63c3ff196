import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { DEMO_OPERATOR_TOKEN, setOperatorMode } from '../../../mocks/operator-model';

beforeEach(() => setOperatorMode(true));

describe('Login in operator mode', () => {
  it('asks for a service account token instead of keys, and opens the tenants with it', async () => {
    const { user, pathname } = renderApp('/login');

    await user.type(await screen.findByLabelText('Service account token'), DEMO_OPERATOR_TOKEN);
    expect(screen.queryByLabelText('Access key')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('table', { name: 'Tenants' })).toBeInTheDocument();
    expect(pathname()).toBe('/tenants');
  });

  it.each([
    ['a token Kubernetes does not accept', 'not-a-token', 'Invalid login'],
    ['no token at all', '', 'Enter the service account token'],
  ])('refuses %s and stays on the login page', async (_case, token, message) => {
    const { user, pathname } = renderApp('/login');

    const field = await screen.findByLabelText('Service account token');
    if (token) await user.type(field, token);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(new RegExp(message, 'i'))).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });
});

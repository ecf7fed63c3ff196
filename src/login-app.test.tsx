import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoggedInFlagSet } from '@/lib/auth/logged-in-flag';
import { showLogin } from './login-app';

let hideLogin = () => {};
afterEach(() => act(() => hideLogin()));

function openLoginPage() {
  const onLoggedIn = vi.fn(() => Promise.resolve());
  const container = document.body.appendChild(document.createElement('div'));
  act(() => {
    hideLogin = showLogin(container, onLoggedIn);
  });
  return onLoggedIn;
}

describe('the login page opened by its URL, before the console has loaded', () => {
  it.each([
    ['the right keys open the console', 'minioadmin', 'minioadmin', null, 1],
    ['a wrong secret shows the refusal', 'minioadmin', 'wrong-secret', 'Invalid login', 0],
    ['no keys ask for them', '', '', 'Enter an access key', 0],
  ])('%s', async (_case, accessKey, secretKey, refusal, consolesOpened) => {
    const onLoggedIn = openLoginPage();
    const user = userEvent.setup();

    if (accessKey) await user.type(await screen.findByLabelText('Access key'), accessKey);
    if (secretKey) await user.type(screen.getByLabelText('Secret key'), secretKey);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    if (refusal) expect(within(await screen.findByRole('alert')).getByText(refusal)).toBeInTheDocument();
    else await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(onLoggedIn).toHaveBeenCalledTimes(consolesOpened);
    expect(isLoggedInFlagSet()).toBe(consolesOpened > 0);
  });
});

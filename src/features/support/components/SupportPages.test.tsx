import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES } from '@/contract/support';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { setConfiguration } from '../../../../mocks/config-model';
import { ROOT_USER } from '../../../../mocks/model';

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:profile';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

describe('the Profile page', () => {
  it('counts down while the servers profile, and saves the zip when stopped', async () => {
    const { user } = renderApp('/support/profile', { as: ROOT_USER });
    await user.click(await screen.findByRole('checkbox', { name: 'Goroutines' }));
    await user.click(screen.getByRole('button', { name: 'Start profiling' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^\d+ s left$/);
    await user.click(screen.getByRole('button', { name: 'Stop now and save' }));
    expect(await screen.findByText('Saved the profiles.')).toBeInTheDocument();
    expect(saved).toEqual(['profile.zip']);
  });

  it('saves nothing when cancelled', async () => {
    const { user } = renderApp('/support/profile', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Start profiling' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled: MinIO stopped profiling.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it.each([
    ['no profile', 'CPU', '30', SUPPORT_MESSAGES.profileTypes],
    ['too short a time', undefined, '2', 'Enter a whole number of seconds from 5 to 600'],
    ['a time that is not a number', undefined, '1e3', 'Enter a whole number of seconds from 5 to 600'],
  ])('refuses %s before starting', async (_, untick, seconds, problem) => {
    const { user } = renderApp('/support/profile', { as: ROOT_USER });
    if (untick) await user.click(await screen.findByRole('checkbox', { name: untick }));
    const duration = await screen.findByLabelText('Duration (seconds)');
    await user.clear(duration);
    await user.type(duration, seconds);
    await user.click(screen.getByRole('button', { name: 'Start profiling' }));
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('registration and call home', () => {
  it('refuses call home before the deployment is registered', async () => {
    const { user } = renderApp('/support/call-home', { as: ROOT_USER });
    expect(await screen.findByText(/needs the deployment registered first/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Send diagnostics' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.notRegistered);
  });

  it('registers offline: the token to take to SUBNET, and the API key it gives back', async () => {
    const { user } = renderApp('/support/register', { as: ROOT_USER });
    const offline = await screen.findByRole('region', { name: 'Offline' });
    const token = (await within(offline).findByLabelText('Registration token')) as HTMLInputElement;
    expect(JSON.parse(atob(token.value))).toMatchObject({ info: { no_of_drives: 4 } });
    await user.type(within(offline).getByRole('textbox', { name: 'API key' }), 'demo-key-1');
    await user.click(within(offline).getByRole('button', { name: 'Save API key' }));
    expect(await screen.findByText(/This deployment is registered with SUBNET/)).toBeInTheDocument();
  });

  it('turns call home on once registered, and shows it as MinIO reports it', async () => {
    setConfiguration('subnet', [{ key: 'api_key', value: 'demo-key-1' }]);
    const { user } = renderApp('/support/call-home', { as: ROOT_USER });
    await user.click(await screen.findByRole('switch', { name: 'Send logs' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Send logs' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Send diagnostics' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at once that SUBNET cannot be reached when logging in online', async () => {
    const { user } = renderApp('/support/register', { as: ROOT_USER });
    const login = await screen.findByRole('form', { name: 'SUBNET login' });
    await user.type(within(login).getByLabelText('Email'), 'admin@example.net');
    await user.type(within(login).getByLabelText('Password'), 'secret');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.subnetUnreachable);
  });
});

describe('the Support home and the License page', () => {
  it('lists only the tools the session may open, and the release service’s absence once', async () => {
    sessionGranting(['admin:OBDInfo']);
    renderApp('/support', { as: ROOT_USER });
    const tools = await screen.findByRole('navigation', { name: 'Support tools' });
    const names = within(tools)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Spec §6 requirements are any-of: Diagnostics asks OBDInfo or ServerInfo.
    expect(names).toEqual(['Health', 'Diagnostics', 'Performance', 'Call Home', 'Profile']);
    const releases = screen.getByRole('region', { name: 'MinIO releases' });
    expect(await within(releases).findByRole('alert')).toHaveTextContent(
      SUPPORT_MESSAGES.releasesUnreachable,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it.each([
    ['an administrator', ['admin:*', 's3:*'], true],
    ['a session with neither ServerInfo nor ConfigUpdate', ['s3:*'], false],
  ])('shows %s the registration state: %s', async (_, actions, shown) => {
    sessionGranting(actions);
    renderApp('/license', { as: ROOT_USER });
    expect(await screen.findByRole('region', { name: 'This console' })).toHaveTextContent(
      /declares no licence/,
    );
    const registration = screen.queryByRole('region', { name: 'Registration' });
    if (shown) {
      const state = await within(registration as HTMLElement).findByText(/Not registered with SUBNET/);
      expect(state).toBeInTheDocument();
    } else {
      expect(registration).not.toBeInTheDocument();
    }
  });
});

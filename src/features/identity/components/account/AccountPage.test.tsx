import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { listUserServiceAccounts } from '@/contract/service-accounts';
import { renderApp } from '@/test/render-app';
import { ldapSession } from '@/test/session-granting';
import { mock } from '../../../../../mocks/handlers/mock';
import { apiError } from '../../../../../mocks/handlers/respond';
import { addAccessKey, MINIO_IAM_MESSAGES } from '../../../../../mocks/iam-model';
import { logIn, READONLY_USER, ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openAccount(as = ROOT_USER) {
  const view = renderApp('/identity/account', { as });
  await screen.findByRole('heading', { level: 1, name: 'Service Accounts' });
  return view;
}

const keysTable = () => screen.getByRole('table', { name: 'Access keys' });
const listedKeys = () =>
  within(keysTable())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (accessKey: string) =>
  screen.getByRole('rowheader', { name: accessKey }).closest('tr') as HTMLElement;

describe('Service accounts page', () => {
  it("lists the logged-in user's access keys with name, description, status and expiry", async () => {
    await openAccount();

    const row = within(await waitFor(() => rowOf('CIUPLOADER7K2M9QX4TB')));
    expect(row.getByText('CI uploads')).toBeInTheDocument();
    expect(row.getByText('Pushes release builds to backups')).toBeInTheDocument();
    expect(row.getByText('Enabled')).toBeInTheDocument();
    expect(row.getByText(/Jan 1, 2030/)).toBeInTheDocument();
    expect(screen.getByText('1 access key')).toBeInTheDocument();
  });

  it.each([
    ['an access key', 'CIUP', ['CIUPLOADER7K2M9QX4TB']],
    ['a name, ignoring case', 'nightly', ['NIGHTLYREPORTS000001']],
    ['a description', 'reports', ['NIGHTLYREPORTS000001']],
  ])('filters by %s', async (_, filter, shown) => {
    addAccessKey({
      parent: 'minioadmin',
      accessKey: 'NIGHTLYREPORTS000001',
      name: 'Nightly',
      description: 'Reports',
    });
    const { user } = await openAccount();
    await waitFor(() => expect(listedKeys()).toHaveLength(2));

    await user.type(screen.getByLabelText('Filter access keys'), filter);

    expect(listedKeys()).toEqual(shown);
    expect(screen.getByText('1 of 2 access keys')).toBeInTheDocument();
  });

  it('says when no key matches, and clears the filter on request', async () => {
    const { user } = await openAccount();
    await waitFor(() => expect(listedKeys()).toHaveLength(1));

    await user.type(screen.getByLabelText('Filter access keys'), 'nothing like it');
    expect(screen.getByText('No access key matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));

    expect(listedKeys()).toEqual(['CIUPLOADER7K2M9QX4TB']);
  });

  it('offers to create the first key to a user who has none', async () => {
    await openAccount(READONLY_USER);

    expect(await screen.findByText('No access keys yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create access key' })).toBeEnabled();
  });

  it('shows why the list could not be read, and reads it again on request', async () => {
    server.use(mock(listUserServiceAccounts, () => apiError(500, 'MinIO is unreachable')));
    const { user } = renderApp('/identity/account', { as: ROOT_USER });

    // A failed read is tried once more, a second later, before the page says so.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('MinIO is unreachable');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('rowheader', { name: 'CIUPLOADER7K2M9QX4TB' })).toBeInTheDocument();
  });
});

describe('Change password', () => {
  async function openDialog(as = READONLY_USER) {
    const view = await openAccount(as);
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Change password' })) };
  }

  async function fillIn(
    { user, dialog }: Awaited<ReturnType<typeof openDialog>>,
    typed: { current: string; next: string; confirm: string },
  ) {
    if (typed.current) await user.type(dialog.getByLabelText('Current password'), typed.current);
    if (typed.next) await user.type(dialog.getByLabelText('New password'), typed.next);
    if (typed.confirm) await user.type(dialog.getByLabelText('Confirm the new password'), typed.confirm);
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
  }

  it('changes it, and the session goes on with the new one', async () => {
    const view = await openDialog();
    await fillIn(view, { current: READONLY_USER.secretKey, next: 'a-new-secret', confirm: 'a-new-secret' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(logIn({ accessKey: 'readonly', secretKey: 'a-new-secret' })).toEqual({ ok: true });
  });

  it.each([
    [
      'no current password',
      { current: '', next: 'new-secret-1', confirm: 'new-secret-1' },
      'Current password',
      'Enter your current secret key',
    ],
    [
      'a new one too short',
      { current: 'x', next: 'short', confirm: 'short' },
      'New password',
      'The secret key has at least 8 characters',
    ],
    [
      'a confirmation that differs',
      { current: 'x', next: 'new-secret-1', confirm: 'new-secret-2' },
      'Confirm the new password',
      'The confirmation differs from the new secret key',
    ],
  ])('refuses %s before sending anything', async (_, typed, field, problem) => {
    const view = await openDialog();
    await fillIn(view, typed);

    expect(view.dialog.getByLabelText(field)).toHaveAccessibleDescription(problem);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['a wrong current password', READONLY_USER, 'not-the-password', ACCOUNT_MESSAGES.wrongPassword],
    ["MinIO's root account", ROOT_USER, ROOT_USER.secretKey, MINIO_IAM_MESSAGES.sameAsAdmin],
  ])('shows the refusal of %s, keeping what was typed', async (_, as, current, message) => {
    const view = await openDialog(as);
    await fillIn(view, { current, next: 'a-new-secret', confirm: 'a-new-secret' });

    expect(await view.dialog.findByRole('alert')).toHaveTextContent(new RegExp(message, 'i'));
    expect(view.dialog.getByLabelText('New password')).toHaveValue('a-new-secret');
  });

  it('is not offered to users of a directory (LDAP), whose password lives there', async () => {
    ldapSession();
    await openAccount();

    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create access key' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES } from '@/contract/bucket-lifecycle';
import { renderApp } from '@/test/render-app';
import { apiError } from '../../../../../mocks/handlers/respond';
import { MINIO_MESSAGES, ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

type User = ReturnType<typeof renderApp>['user'];

async function openLifecycle(bucketName: string) {
  const app = renderApp(`/buckets/${bucketName}/admin/lifecycle`, { as: ROOT_USER });
  await screen.findByRole('heading', { name: 'Lifecycle' });
  return app;
}

async function openAddRule(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add Lifecycle Rule' }));
  return screen.findByRole('dialog', { name: 'Add lifecycle rule' });
}

const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Lifecycle rules' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

const DAYS_PROBLEM = 'Enter a whole number of days, at least 1, or leave it empty';

describe('bucket lifecycle tab', () => {
  it.each([
    ['photos', 'Expiry', 'Expire noncurrent versions after 30 days'],
    ['backups', 'Transition', 'Move to COLD-TIER after 90 days'],
  ])('lists the rules of %s, saying what each does', async (bucketName, type, effect) => {
    await openLifecycle(bucketName);

    expect(rowOf(effect)).toHaveTextContent(type);
    expect(rowOf(effect)).toHaveTextContent('Enabled');
  });

  it.each<[string, (user: User, dialog: HTMLElement) => Promise<void>, string, string]>([
    ['nothing to do', async () => {}, 'Expire objects after (days)', LIFECYCLE_MESSAGES.expiryWithoutAction],
    [
      '0 days',
      async (user, dialog) => user.type(within(dialog).getByLabelText('Expire objects after (days)'), '0'),
      'Expire objects after (days)',
      DAYS_PROBLEM,
    ],
    [
      'days that are not a number',
      async (user, dialog) =>
        user.type(within(dialog).getByLabelText('Expire noncurrent versions after (days)'), 'ten'),
      'Expire noncurrent versions after (days)',
      DAYS_PROBLEM,
    ],
    [
      'malformed tags',
      async (user, dialog) => {
        await user.type(within(dialog).getByLabelText('Expire objects after (days)'), '5');
        await user.type(within(dialog).getByLabelText('Tags'), 'team');
      },
      'Tags',
      'Write tags as key=value pairs joined by &, e.g. team=media&tier=gold',
    ],
    [
      'a transition without days',
      async (user, dialog) => {
        await user.click(within(dialog).getByLabelText(/^Transition/));
        await user.selectOptions(await within(dialog).findByLabelText('Tier'), 'ARCHIVE');
      },
      'Move objects after (days)',
      LIFECYCLE_MESSAGES.transitionWithoutDays,
    ],
  ])('refuses a rule with %s, saying why next to the field', async (_case, fill, label, message) => {
    const { user } = await openLifecycle('public-assets');
    const dialog = await openAddRule(user);

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

    expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByText('No lifecycle rules')).toBeInTheDocument();
  });

  it.each([
    [
      'a transition without a tier',
      async (user: User, dialog: HTMLElement) => {
        await user.click(within(dialog).getByLabelText(/^Transition/));
        await user.type(within(dialog).getByLabelText('Move objects after (days)'), '30');
        await within(dialog).findByLabelText('Tier');
      },
      LIFECYCLE_MESSAGES.transitionWithoutTier,
    ],
    [
      'expired delete markers and expiry days together',
      async (user: User, dialog: HTMLElement) => {
        await user.type(within(dialog).getByLabelText('Expire objects after (days)'), '5');
        await user.click(within(dialog).getByLabelText('Remove expired delete markers'));
      },
      'Expired delete markers cannot be combined with expiry days: use a rule of its own',
    ],
  ])('refuses %s', async (_case, fill, message) => {
    const { user } = await openLifecycle('public-assets');
    const dialog = await openAddRule(user);

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  it('adds an expiry rule and a transition rule to a tier', async () => {
    const { user } = await openLifecycle('public-assets');

    let dialog = await openAddRule(user);
    await user.type(within(dialog).getByLabelText('Prefix'), 'tmp/');
    await user.type(within(dialog).getByLabelText('Expire objects after (days)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Expire after 7 days')).toBeInTheDocument();

    dialog = await openAddRule(user);
    await user.click(within(dialog).getByLabelText(/^Transition/));
    await user.type(within(dialog).getByLabelText('Move objects after (days)'), '30');
    await user.selectOptions(await within(dialog).findByLabelText('Tier'), 'ARCHIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Move to ARCHIVE after 30 days')).toBeInTheDocument();
    expect(rowOf('Expire after 7 days')).toHaveTextContent('tmp/');
  });

  it('edits a rule, starting from its settings', async () => {
    const { user } = await openLifecycle('photos');

    await user.click(screen.getByRole('button', { name: /^Edit rule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lifecycle rule' });
    const noncurrentDays = within(dialog).getByLabelText('Expire noncurrent versions after (days)');
    expect(noncurrentDays).toHaveValue('30');
    await user.clear(noncurrentDays);
    await user.type(noncurrentDays, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expire noncurrent versions after 60 days')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    server.use(
      http.post('*/api/v1/buckets/:bucket_name/lifecycle', () => apiError(403, MINIO_MESSAGES.accessDenied)),
    );
    const { user } = await openLifecycle('public-assets');
    const dialog = await openAddRule(user);

    await user.type(within(dialog).getByLabelText('Expire objects after (days)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MINIO_MESSAGES.accessDenied);
    expect(within(dialog).getByLabelText('Expire objects after (days)')).toHaveValue('7');
  });

  it('deletes a rule once confirmed', async () => {
    const { user } = await openLifecycle('photos');

    await user.click(screen.getByRole('button', { name: /^Delete rule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete lifecycle rule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No lifecycle rules')).toBeInTheDocument();
  });
});

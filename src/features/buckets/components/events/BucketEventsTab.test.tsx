import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { MOCK_NOTIFICATION_ARNS } from '../../../../../mocks/bucket-config-seed';
import { ROOT_USER } from '../../../../../mocks/model';

const [WEBHOOK = '', KAFKA = ''] = MOCK_NOTIFICATION_ARNS;

async function openEvents(bucketName: string) {
  const app = renderApp(`/buckets/${bucketName}/admin/events`, { as: ROOT_USER });
  await screen.findByRole('heading', { name: 'Events' });
  return app;
}

async function openSubscribeDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Subscribe to Event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to bucket events' });
  await within(dialog).findByLabelText('Notification target (ARN)');
  return dialog;
}

describe('bucket events tab', () => {
  it('lists where the events go, for which events and keys', async () => {
    await openEvents('photos');

    const row = within(screen.getByRole('table', { name: 'Event notifications' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent(WEBHOOK);
    expect(row).toHaveTextContent('PUT, DELETE');
    expect(row).toHaveTextContent('uploads/');
    expect(row).toHaveTextContent('.jpg');
  });

  it('explains, when there is none, that a notification target comes first', async () => {
    await openEvents('public-assets');

    expect(screen.getByText('No event notifications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings → Notifications' })).toBeInTheDocument();
  });

  it.each([
    ['no target chosen', async () => {}, 'Choose a notification target (ARN)'],
    [
      'no event checked',
      async (user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) => {
        await user.selectOptions(within(dialog).getByLabelText('Notification target (ARN)'), WEBHOOK);
        await user.click(within(dialog).getByLabelText('PUT'));
      },
      'Choose at least one event',
    ],
  ])('refuses to subscribe with %s, saying why', async (_case, fill, message) => {
    const { user } = await openEvents('public-assets');
    const dialog = await openSubscribeDialog(user);

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(screen.getByText('No event notifications')).toBeInTheDocument();
  });

  it('subscribes the bucket to a target and lists the new notification', async () => {
    const { user } = await openEvents('public-assets');
    const dialog = await openSubscribeDialog(user);

    await user.selectOptions(within(dialog).getByLabelText('Notification target (ARN)'), KAFKA);
    await user.click(within(dialog).getByLabelText('GET'));
    await user.type(within(dialog).getByLabelText('Prefix'), 'logs/');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    const table = await screen.findByRole('table', { name: 'Event notifications' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(KAFKA);
    expect(row).toHaveTextContent('PUT, GET');
    expect(row).toHaveTextContent('logs/');
  });

  it('shows MinIO’s refusal in the dialog and keeps what was typed', async () => {
    const { user } = await openEvents('photos');
    const dialog = await openSubscribeDialog(user);

    await user.selectOptions(within(dialog).getByLabelText('Notification target (ARN)'), WEBHOOK);
    await user.type(within(dialog).getByLabelText('Prefix'), 'uploads/');
    await user.type(within(dialog).getByLabelText('Suffix'), '.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/overlapping prefixes/);
    expect(within(dialog).getByLabelText('Prefix')).toHaveValue('uploads/');
    expect(within(dialog).getByLabelText('Notification target (ARN)')).toHaveValue(WEBHOOK);
  });

  it('deletes a notification only once confirmed', async () => {
    const { user } = await openEvents('photos');
    const deleteButton = screen.getByRole('button', {
      name: `Delete the PUT, DELETE notification to ${WEBHOOK}`,
    });

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('table', { name: 'Event notifications' })).toBeInTheDocument();

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No event notifications')).toBeInTheDocument();
  });
});

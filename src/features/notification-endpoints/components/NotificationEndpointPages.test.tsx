import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { configTargetNames } from '../../../../mocks/config-model';
import { ROOT_USER, recordRestart } from '../../../../mocks/model';

const RESTART_BANNER = { name: 'Restart required' };

async function addRedisTarget(name: string) {
  const view = renderApp('/settings/notification-endpoints/add', { as: ROOT_USER });
  const { user } = view;
  await user.click(await screen.findByRole('link', { name: /^Redis/ }));
  const form = await screen.findByRole('form', { name: 'New Redis target' });
  await user.type(within(form).getByLabelText('Name (required)'), name);
  await user.type(within(form).getByLabelText('address (required)'), '127.0.0.1:6379');
  await user.type(within(form).getByLabelText('key (required)'), 'bucketevents');
  await user.click(within(form).getByRole('button', { name: 'Add Target' }));
  await screen.findByRole('table', { name: 'Notification endpoints' });
  return view;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(` ${name} `) });

describe('Notification endpoints', () => {
  it('says there are none yet, and offers to add one', async () => {
    renderApp('/settings/notification-endpoints', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'No notification targets yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add Notification Target' }).length).toBeGreaterThan(0);
  });

  it("adds a Redis target from the form MinIO's help describes; it awaits a restart, then runs", async () => {
    const view = await addRedisTarget('events');

    expect(
      within(rowOf('events'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Redis', 'arn:minio:sqs::events:redis', 'Restart needed', 'Remove']);
    expect(screen.getByRole('region', RESTART_BANNER)).toBeInTheDocument();
    expect(configTargetNames().stored).toContain('notify_redis:events');

    view.unmount();
    recordRestart();
    renderApp('/settings/notification-endpoints', { as: ROOT_USER });
    expect(await within(await screen.findByRole('table')).findByText('Online')).toBeInTheDocument();
  });

  it("shows each field's problem before anything is sent", async () => {
    const { user } = renderApp('/settings/notification-endpoints/add/mqtt', { as: ROOT_USER });
    const form = await screen.findByRole('form', { name: 'New MQTT target' });
    await user.type(within(form).getByLabelText('Name (required)'), 'a:b');
    await user.type(within(form).getByLabelText('broker (required)'), 'http://127.0.0.1:1883');
    await user.type(within(form).getByLabelText('qos'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add Target' }));

    expect(within(form).getByLabelText('Name (required)')).toHaveAccessibleDescription(/letters, digits/);
    expect(within(form).getByLabelText('broker (required)')).toHaveAccessibleDescription(/tcp:\/\//);
    expect(within(form).getByLabelText('topic (required)')).toHaveAccessibleDescription('is required');
    expect(within(form).getByLabelText('qos')).toHaveAccessibleDescription('must be one of 0, 1, 2');
    expect(configTargetNames().stored).toEqual([]);
  });

  it("shows MinIO's refusal of a target it cannot reach, and stays on the form", async () => {
    const { user } = renderApp('/settings/notification-endpoints/add/webhook', { as: ROOT_USER });
    const form = await screen.findByRole('form', { name: 'New Webhook target' });
    expect(within(form).getByLabelText('auth_token')).toHaveAttribute('type', 'password');
    await user.type(within(form).getByLabelText('Name (required)'), 'down');
    await user.type(within(form).getByLabelText('endpoint (required)'), 'http://127.0.0.1:9/events');
    await user.click(within(form).getByRole('button', { name: 'Add Target' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /error \(down:webhook\): dial tcp 127\.0\.0\.1:9: connect: connection refused/i,
    );
    expect(configTargetNames().stored).toEqual([]);
  });

  it('removes a target once confirmed, and asks for the restart that applies it', async () => {
    (await addRedisTarget('old')).unmount();
    recordRestart();
    const { user } = renderApp('/settings/notification-endpoints', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Remove Redis target old' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Redis target old' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('region', RESTART_BANNER)).toBeInTheDocument();
    expect(configTargetNames().stored).not.toContain('notify_redis:old');
  });
});

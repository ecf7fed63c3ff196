import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESTART_TEXT } from '@/shell/RestartBanner';
import { renderApp } from '@/test/render-app';
import {
  applyStoredConfig,
  configurations,
  setConfigEnvironment,
  setConfiguration,
} from '../../../../mocks/config-model';
import { ROOT_USER } from '../../../../mocks/model';

async function openConfiguration(option: string) {
  const view = renderApp(`/settings/configurations/${option}`, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: `Configuration: ${option}` });
  const form = await screen.findByRole('form', { name: `Configuration ${option}` });
  return { ...view, form };
}

const runningValue = (name: string, key: string) =>
  configurations(name)
    .find((configuration) => configuration.name === name)
    ?.keyValues.find((pair) => pair.key === key)?.value;

describe('Configurations list', () => {
  it("lists MinIO's subsystems with their descriptions, and filters them by either", async () => {
    const { user } = renderApp('/settings/configurations', { as: ROOT_USER });
    const list = await screen.findByRole('list', { name: 'Subsystems' });
    expect(within(list).getByRole('link', { name: 'api' })).toHaveAttribute(
      'href',
      '/settings/configurations/api',
    );
    expect(within(list).getByText('enable server side compression of objects')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter subsystems' }), 'bucket notifications');

    const shown = within(screen.getByRole('list', { name: 'Subsystems' })).getAllByRole('link');
    expect(shown.map((link) => link.textContent)).toEqual([
      'notify_amqp',
      'notify_elasticsearch',
      'notify_kafka',
      'notify_mqtt',
      'notify_mysql',
      'notify_nats',
      'notify_nsq',
      'notify_postgres',
      'notify_redis',
      'notify_webhook',
    ]);
  });
});

describe('Configuration form generated from MinIO help', () => {
  it.each([
    ['a number', 'requests_max', 'many', 'must be a whole number from 0 to 9223372036854775807'],
    ['a duration', 'cluster_deadline', '10 seconds', 'must be a duration such as 500ms, 30s, 10m or 2h'],
    ['a quote', 'cors_allow_origin', 'a"b', 'must not contain a double quote (")'],
  ])('refuses %s that does not fit the key type, before anything is sent', async (_, key, typed, problem) => {
    const { user, form } = await openConfiguration('api');
    const field = within(form).getByRole('textbox', { name: key });

    await user.clear(field);
    await user.type(field, typed);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(field).toHaveAccessibleDescription(problem);
    expect(runningValue('api', key)).not.toBe(typed);
  });

  it('saves a changed key, which MinIO applies live, and shows switches and choices by type', async () => {
    const { user, form } = await openConfiguration('api');
    expect(within(form).getByRole('switch', { name: 'root_access' })).toBeChecked();
    const field = within(form).getByRole('textbox', { name: 'requests_max' });

    await user.clear(field);
    await user.type(field, '1000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('MinIO applied the change');
    expect(runningValue('api', 'requests_max')).toBe('1000');
    expect(screen.queryByText(RESTART_TEXT)).not.toBeInTheDocument();
  });

  it('raises the restart banner for a change MinIO applies only once restarted', async () => {
    const { user, form } = await openConfiguration('site');

    await user.type(within(form).getByRole('textbox', { name: 'region' }), 'eu-west-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(RESTART_TEXT)).toBeInTheDocument();
    expect(runningValue('site', 'region')).toBe('');
    applyStoredConfig();
    expect(runningValue('site', 'region')).toBe('eu-west-1');
  });

  it('shows a key set by the environment read-only, naming the variable', async () => {
    setConfigEnvironment('MINIO_API_REQUESTS_MAX', '500');
    const { form } = await openConfiguration('api');

    const field = within(form).getByRole('textbox', { name: 'requests_max' });
    expect(field).toHaveValue('500');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Overridden by MINIO_API_REQUESTS_MAX'),
    );
  });

  it("lists a subsystem's targets, keeps a set secret write-only, and never shows it", async () => {
    setConfiguration('notify_webhook:primary', [
      { key: 'endpoint', value: 'http://127.0.0.1:9/hook' },
      { key: 'auth_token', value: 'secret-token' },
    ]);
    applyStoredConfig();
    const { user } = await openConfiguration('notify_webhook');
    const targets = screen.getByRole('region', { name: 'Targets' });

    await user.click(within(targets).getByText('notify_webhook:primary'));

    const target = within(targets).getByRole('form', { name: 'Configuration notify_webhook:primary' });
    const token = within(target).getByLabelText('auth_token');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription(expect.stringContaining('MinIO does not show this value'));
    expect(document.body.textContent).not.toContain('secret-token');
    expect(within(target).getByRole('textbox', { name: 'endpoint (required)' })).toHaveValue(
      'http://127.0.0.1:9/hook',
    );
  });

  it('resets a subsystem to its defaults once confirmed', async () => {
    setConfiguration('api', [{ key: 'requests_max', value: '1000' }]);
    const { user, form } = await openConfiguration('api');

    await user.click(within(form).getByRole('button', { name: 'Reset to defaults' }));
    expect(runningValue('api', 'requests_max')).toBe('1000');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset to defaults' }));

    await waitFor(() => expect(runningValue('api', 'requests_max')).toBe('0'));
    expect(await screen.findByText(RESTART_TEXT)).toBeInTheDocument();
  });

  it('says so for a subsystem MinIO does not have', async () => {
    renderApp('/settings/configurations/no_such_subsystem', { as: ROOT_USER });
    expect(await screen.findByText(/There is no configuration subsystem named/)).toBeInTheDocument();
  });
});

describe('Import', () => {
  it('reports each refused line and imports nothing', async () => {
    const { user } = renderApp('/settings/configurations', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import configuration' });
    const file = new File(['api requests_max=7\nheal max_io=lots\nnosuch x=1\n'], 'config.txt', {
      type: 'text/plain',
    });

    await user.upload(within(dialog).getByLabelText('Configuration file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('some lines are refused');
    expect(alert).toHaveTextContent(
      'Line 2 (heal max_io): must be a whole number from 0 to 9223372036854775807',
    );
    expect(alert).toHaveTextContent('Line 3 (nosuch): unknown subsystem nosuch');
    applyStoredConfig();
    expect(runningValue('api', 'requests_max')).toBe('0');
  });
});

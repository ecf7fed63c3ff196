import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESTART_TEXT } from '@/shell/RestartBanner';
import { renderApp } from '@/test/render-app';
import {
  applyStoredConfig,
  configTargetNames,
  runningConfiguration,
  setConfiguration,
} from '../../../../mocks/config-model';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';

const PROVIDER = [
  { key: 'config_url', value: 'https://sso.example.test/.well-known/openid-configuration' },
  { key: 'client_id', value: 'console' },
  { key: 'client_secret', value: 'provider-secret' },
  { key: 'enable', value: 'off' },
];

/** A provider MinIO already runs with (stored, then restarted). */
function runningProvider(name: string) {
  setConfiguration(`identity_openid:${name}`, PROVIDER);
  applyStoredConfig();
}

const runningValue = (name: string, key: string) =>
  runningConfiguration(name)?.find((pair) => pair.key === key)?.value;

describe('OpenID configurations', () => {
  it('lists what MinIO runs with, the default one included', async () => {
    runningProvider('corp');
    renderApp('/identity/idp/openid', { as: ROOT_USER });
    const table = await screen.findByRole('table', { name: 'OpenID configurations' });
    expect(within(table).getByRole('link', { name: 'corp' })).toHaveAttribute(
      'href',
      '/identity/idp/openid/corp',
    );
    expect(within(table).getByRole('link', { name: 'Default (_)' })).toBeInTheDocument();
    expect(within(table).getAllByText('Disabled')).toHaveLength(2);
  });

  it('checks the new configuration before sending it, then shows MinIO refusing a provider it cannot reach', async () => {
    const { user } = renderApp('/identity/idp/openid', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Add Configuration' }));
    const form = await screen.findByRole('form', { name: 'New configuration' });

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'bad name');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /must be 1 to 64/,
    );
    expect(within(form).getByRole('textbox', { name: 'config_url (required)' })).toHaveAccessibleDescription(
      /is required/,
    );

    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'corp');
    await user.type(
      within(form).getByRole('textbox', { name: 'config_url (required)' }),
      'http://127.0.0.1:9/x',
    );
    await user.type(within(form).getByRole('textbox', { name: 'client_id (required)' }), 'console');
    await user.type(within(form).getByLabelText(/^client_secret/), 'provider-secret');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Get "http://127.0.0.1:9/x": dial tcp 127.0.0.1:9: connect: connection refused',
    );
    expect(configTargetNames().stored).not.toContain('identity_openid:corp');
  });

  it('adds a configuration switched off, and asks for the restart MinIO needs to run with it', async () => {
    const { user } = renderApp('/identity/idp/openid', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Add Configuration' }));
    const form = await screen.findByRole('form', { name: 'New configuration' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'corp');
    await user.click(within(form).getByRole('switch', { name: /^enable/ }));
    await user.type(
      within(form).getByRole('textbox', { name: 'config_url (required)' }),
      PROVIDER[0]?.value ?? '',
    );
    await user.type(within(form).getByRole('textbox', { name: 'client_id (required)' }), 'console');
    await user.type(within(form).getByLabelText(/^client_secret/), 'provider-secret');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(RESTART_TEXT)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New configuration' })).not.toBeInTheDocument(),
    );
    expect(configTargetNames().stored).toContain('identity_openid:corp');
    expect(configTargetNames().running).not.toContain('identity_openid:corp');
  });

  it('shows a configuration without its secret, and keeps the secret when it is left empty', async () => {
    runningProvider('corp');
    const { user } = renderApp('/identity/idp/openid/corp', { as: ROOT_USER });
    const keys = await screen.findByRole('table', { name: 'Configuration keys' });
    expect(within(keys).getByText(PROVIDER[0]?.value ?? '')).toBeInTheDocument();
    expect(screen.queryByText('provider-secret')).not.toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Edit configuration' });
    const secret = within(form).getByLabelText(/^client_secret/);
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(/leave it empty to keep it/);
    await user.type(within(form).getByRole('textbox', { name: 'display_name' }), 'Company SSO');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(RESTART_TEXT)).toBeInTheDocument();
    applyStoredConfig();
    expect(runningValue('identity_openid:corp', 'display_name')).toBe('Company SSO');
    expect(runningValue('identity_openid:corp', 'client_secret')).toBe('provider-secret');
  });

  it('removes a configuration only once confirmed', async () => {
    runningProvider('corp');
    const { user, pathname } = renderApp('/identity/idp/openid/corp', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Remove corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove OpenID configuration corp' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(configTargetNames().stored).toContain('identity_openid:corp');

    await user.click(screen.getByRole('button', { name: 'Remove corp' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Remove OpenID/ })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(pathname()).toBe('/identity/idp/openid'));
    expect(configTargetNames().stored).not.toContain('identity_openid:corp');
    expect(screen.getByText(RESTART_TEXT)).toBeInTheDocument();
  });

  it('says when a configuration does not exist', async () => {
    renderApp('/identity/idp/openid/nosuch', { as: ROOT_USER });
    expect(
      await screen.findByRole('heading', { name: 'OpenID configuration not found' }),
    ).toBeInTheDocument();
  });

  it('is closed to a user without admin:ConfigUpdate, and missing from the menu', async () => {
    renderApp('/identity/idp/openid', { as: READONLY_USER });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('OpenID Configurations');
    expect(screen.queryByRole('link', { name: 'OpenID' })).not.toBeInTheDocument();
  });
});

describe('LDAP configuration', () => {
  it('offers to set LDAP up while it is not configured, and shows what MinIO refuses', async () => {
    const { user } = renderApp('/identity/idp/ldap', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'LDAP is not configured' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'New configuration' });
    expect(within(form).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'server_addr (required)' }), '127.0.0.1:9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('LDAP Server Connection Error');
  });

  it('shows the directory MinIO runs with, without the bind password', async () => {
    setConfiguration('identity_ldap', [
      { key: 'server_addr', value: 'ldap.example.test:636' },
      { key: 'lookup_bind_dn', value: 'cn=admin,dc=example,dc=test' },
      { key: 'lookup_bind_password', value: 'bind-secret' },
      { key: 'enable', value: 'off' },
    ]);
    applyStoredConfig();
    renderApp('/identity/idp/ldap', { as: ROOT_USER });
    const keys = await screen.findByRole('table', { name: 'Configuration keys' });
    expect(within(keys).getByText('ldap.example.test:636')).toBeInTheDocument();
    expect(screen.queryByText('bind-secret')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable Default (_)' })).toBeInTheDocument();
  });
});

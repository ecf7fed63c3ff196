import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { DEMO_OPERATOR_TOKEN, SERVICE_ACCOUNTS, setOperatorMode } from '../../../../mocks/operator-model';
import { certificatePair } from '../../../../server/test-support/certificates';

// The wizard's identity provider, security and encryption pages, and the tenant's security page, over the mock
// cluster: the screens send what the contract takes and show what the mocks answer as the server does.

beforeEach(() => setOperatorMode(true));
afterEach(() => setOperatorMode(false));

const ADMIN = SERVICE_ACCOUNTS[DEMO_OPERATOR_TOKEN];
const SECURITY = '/namespaces/tenant-lite/tenants/storage-lite/security';
const pem = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

const pageButton = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Wizard pages' })).getByRole('button', {
    name: new RegExp(`^${title},`),
  });

async function wizardAt(page: string) {
  const view = renderApp('/tenants/add', { as: ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Create Tenant' });
  await view.user.click(pageButton(page));
  return view;
}

describe("The wizard's identity provider page", () => {
  it.each<[provider: string, field: string, value: string, problem: string]>([
    ['OpenID', 'Configuration URL', 'ftp://id.example.com', 'The configuration URL'],
    ['OpenID', 'Client ID', ' ', 'Enter the client ID'],
    ['LDAP / Active Directory', 'Server address (host:port)', 'ldap.example.com', 'host:port'],
    ['LDAP / Active Directory', 'Lookup bind DN', ' ', 'Enter the lookup bind DN'],
  ])('%s: %s "%s" says %s', async (provider, field, value, problem) => {
    const { user } = await wizardAt('Identity Provider');
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${provider}`) }));
    await user.type(screen.getByLabelText(field), value);
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(problem));
    expect(pageButton('Identity Provider')).toHaveAccessibleName('Identity Provider, needs attention');
  });

  it('needs nothing for built-in users', async () => {
    await wizardAt('Identity Provider');
    expect(screen.getByRole('radio', { name: /^Built-in/ })).toBeChecked();
    expect(pageButton('Identity Provider')).toHaveAccessibleName('Identity Provider, complete');
  });
});

describe("The wizard's security page", () => {
  it.each<[field: string, value: string, problem: string]>([
    ['Certificate 1', 'not a certificate', 'The certificate is not a PEM certificate'],
    ['Private key 1', 'not a key', 'The private key is not a PEM private key'],
  ])('%s "%s" says: %s', async (field, value, problem) => {
    const { user } = await wizardAt('Security');
    await user.click(screen.getByRole('switch', { name: 'Custom certificates' }));
    await user.type(screen.getByLabelText(field), value);
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(problem));
    expect(pageButton('Security')).toHaveAccessibleName('Security, needs attention');
  });

  it('keeps at least one key pair, and adds more', async () => {
    const { user } = await wizardAt('Security');
    await user.click(screen.getByRole('switch', { name: 'Custom certificates' }));
    const pairs = screen.getByRole('list', { name: 'MinIO certificates' });
    expect(within(pairs).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add certificate' }));
    expect(within(pairs).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe("The wizard's encryption page", () => {
  it.each<[kind: string, field: string, value: string, problem: string]>([
    ['HashiCorp Vault', 'Endpoint', 'vault.example.com', 'The Vault endpoint'],
    ['AWS Secrets Manager', 'Region', ' ', 'Enter the region'],
    ['Azure Key Vault', 'Client secret', ' ', 'Enter the client secret'],
    ['HashiCorp Vault', 'KES replicas', '0', 'The KES replicas are 1 to 16'],
  ])('%s: %s "%s" says %s', async (kind, field, value, problem) => {
    const { user } = await wizardAt('Encryption');
    await user.click(screen.getByRole('switch', { name: 'Encryption' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key store' }), kind);
    await user.clear(screen.getByLabelText(new RegExp(`^${field}`)));
    await user.type(screen.getByLabelText(new RegExp(`^${field}`)), value);
    expect(screen.getByLabelText(new RegExp(`^${field}`))).toHaveAccessibleDescription(
      expect.stringContaining(problem),
    );
    expect(pageButton('Encryption')).toHaveAccessibleName('Encryption, needs attention');
  });
});

async function openSecurity() {
  const view = renderApp(SECURITY, { as: ADMIN });
  await screen.findByText('MinIO certificates: none.');
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe("The tenant's security page", () => {
  it('adds a certificate, shows its domains, and removes it once confirmed', async () => {
    const pair = certificatePair(['minio.example.com', 'files.example.com']);
    const { user } = await openSecurity();
    await user.click(screen.getByRole('button', { name: 'Add certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a certificate' });
    await user.click(within(dialog).getByLabelText('Certificate'));
    await user.paste(pem(pair.crt));
    await user.click(within(dialog).getByLabelText('Private key'));
    await user.paste(pem(pair.key));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const table = await screen.findByRole('table', { name: 'MinIO certificates' });
    expect(within(table).getByText('minio.example.com, files.example.com')).toBeInTheDocument();
    const remove = within(table).getByRole('button', { name: /^Remove certificate storage-lite-tls-/ });
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('MinIO certificates: none.')).toBeInTheDocument();
  }, 20_000);

  it.each<[field: string, problem: string]>([
    ['Certificate', 'The certificate is not a PEM certificate'],
    ['Private key', 'The private key is not a PEM private key'],
  ])('refuses a %s that is not PEM before sending it', async (field, problem) => {
    const { user } = await openSecurity();
    await user.click(screen.getByRole('button', { name: 'Add certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a certificate' });
    await user.type(within(dialog).getByLabelText(field), 'hello');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(
      expect.stringContaining(problem),
    );
  });

  it("shows the refusal of a key that is not the certificate's, keeping the dialog open", async () => {
    const [one, other] = [certificatePair(['one.example.com']), certificatePair(['other.example.com'])];
    const { user } = await openSecurity();
    await user.click(screen.getByRole('button', { name: 'Add certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a certificate' });
    await user.click(within(dialog).getByLabelText('Certificate'));
    await user.paste(pem(one.crt));
    await user.click(within(dialog).getByLabelText('Private key'));
    await user.paste(pem(other.key));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("is not the certificate's");
  }, 20_000);

  it('turns on encryption with a key store, then turns it off once confirmed', async () => {
    const { user } = await openSecurity();
    const encryption = section('Encryption');
    await user.click(await within(encryption).findByRole('button', { name: 'Turn on encryption' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on encryption' });
    await user.type(within(dialog).getByLabelText('Endpoint'), 'https://vault.example.com:8200');
    await user.type(within(dialog).getByLabelText('AppRole ID'), 'kes');
    await user.type(within(dialog).getByLabelText('AppRole secret'), 'kes-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(encryption).findByText('HashiCorp Vault')).toBeInTheDocument();
    expect(within(encryption).getByText('1')).toBeInTheDocument();
    await user.click(within(encryption).getByRole('button', { name: 'Turn off encryption' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    expect(await within(encryption).findByText('Objects are not encrypted by KES.')).toBeInTheDocument();
  }, 20_000);

  it('sets OpenID, then goes back to built-in users with a warning', async () => {
    const { user } = await openSecurity();
    const identity = section('Identity provider');
    await user.click(await within(identity).findByRole('button', { name: 'Edit identity provider' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit the identity provider' });
    await user.click(within(dialog).getByRole('radio', { name: /^OpenID/ }));
    await user.type(
      within(dialog).getByLabelText('Configuration URL'),
      'https://id.example.com/.well-known/openid-configuration',
    );
    await user.type(within(dialog).getByLabelText('Client ID'), 'minio');
    await user.type(within(dialog).getByLabelText('Client secret'), 'openid-secret');
    await user.type(within(dialog).getByLabelText('Claim name'), 'policy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(identity).findByText('OpenID')).toBeInTheDocument();
    expect(within(identity).getByText('minio')).toBeInTheDocument();

    await user.click(within(identity).getByRole('button', { name: 'Edit identity provider' }));
    dialog = screen.getByRole('dialog', { name: 'Edit the identity provider' });
    expect(within(dialog).getByLabelText('Client ID')).toHaveValue('minio');
    await user.click(within(dialog).getByRole('radio', { name: /^Built-in/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('can no longer log in');
    await user.click(within(dialog).getByRole('button', { name: 'Remove provider' }));
    expect(await within(identity).findByText("MinIO's built-in users only.")).toBeInTheDocument();
  }, 20_000);
});

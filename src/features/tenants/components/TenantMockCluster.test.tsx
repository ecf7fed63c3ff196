import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import {
  DEMO_OPERATOR_TOKEN,
  findTenant,
  SERVICE_ACCOUNTS,
  setOperatorMode,
} from '../../../../mocks/operator-model';

beforeEach(() => setOperatorMode(true));
afterEach(() => setOperatorMode(false));

const tenantNames = () =>
  within(screen.getByRole('table', { name: 'Tenants' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Tenants over the mock cluster', () => {
  it('creates a tenant with the wizard, lists it, and deletes it with its volumes', async () => {
    const { user } = renderApp('/tenants/add', { as: SERVICE_ACCOUNTS[DEMO_OPERATOR_TOKEN] });
    await user.type(await screen.findByLabelText('Name'), 'media');
    await user.type(screen.getByLabelText('Namespace'), 'tenant-lite');
    await screen.findByRole('combobox', { name: 'Erasure code parity' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Tenant created' })).getByRole('button', {
        name: 'Close',
      }),
    );

    await screen.findByRole('table', { name: 'Tenants' });
    expect(tenantNames()).toContain('media');
    expect(findTenant('tenant-lite', 'media')?.pools).toEqual([
      expect.objectContaining({ name: 'pool-0', servers: 4, volumes_per_server: 1 }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete tenant media' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete tenant media' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Delete its volumes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(screen.getByRole('table', { name: 'Tenants' })).findByText('storage-lite');
    expect(tenantNames()).not.toContain('media');
    expect(findTenant('tenant-lite', 'media')).toBeUndefined();
  }, 20_000);
});

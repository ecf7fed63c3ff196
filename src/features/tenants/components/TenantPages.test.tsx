import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getParity } from '@/contract/operator/cluster';
import {
  type CreateTenantRequest,
  createTenant,
  deleteTenant,
  listAllTenants,
  type TenantListItem,
} from '@/contract/operator/tenants';
import { sessionCheck } from '@/contract/session';
import { renderApp } from '@/test/render-app';
import { mock } from '../../../../mocks/handlers/mock';
import { apiError } from '../../../../mocks/handlers/respond';
import { buildSessionResponse, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';
import { POOL_SIZING_MESSAGES } from '../wizard/pool-sizing';

const GI = 1024 ** 3;
const TENANTS: TenantListItem[] = [
  {
    name: 'alpha',
    namespace: 'team-a',
    capacity: 100 * GI,
    capacity_usage: 10 * GI,
    pool_count: 1,
    health_status: 'green',
    currentState: 'Initialized',
  },
  {
    name: 'beta',
    namespace: 'team-b',
    capacity: 2 * 1024 * GI,
    capacity_usage: 0,
    pool_count: 2,
    health_status: 'red',
    currentState: 'Provisioning',
  },
];

let tenants: TenantListItem[] = [];
const deleted: { namespace: string; tenant: string; deletePvcs: boolean | undefined }[] = [];
const created: CreateTenantRequest[] = [];

beforeEach(() => {
  tenants = TENANTS.map((tenant) => ({ ...tenant }));
  deleted.length = 0;
  created.length = 0;
  server.use(
    mock(sessionCheck, ({ session }) => ({
      ...buildSessionResponse(session.user, session.session),
      operator: true,
    })),
    mock(listAllTenants, () => ({ tenants, total: tenants.length })),
    mock(deleteTenant, ({ params, body }) => {
      deleted.push({ ...params, deletePvcs: body.delete_pvcs });
      tenants = tenants.filter(
        (tenant) => tenant.name !== params.tenant || tenant.namespace !== params.namespace,
      );
    }),
    mock(getParity, ({ params }) =>
      params.nodes * params.disksPerNode >= 16
        ? ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']
        : ['EC:2'],
    ),
    mock(createTenant, ({ body }) => {
      if (body.namespace === 'missing')
        return apiError(404, 'Namespace not found', 'namespaces "missing" not found');
      created.push(body);
      return {
        console: [
          { access_key: 'console-user', secret_key: 'console-secret', url: 'https://console.example' },
        ],
      };
    }),
  );
});

async function openTenants() {
  const view = renderApp('/tenants', { as: ROOT_USER });
  await screen.findByRole('table', { name: 'Tenants' });
  return view;
}

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name} `) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Tenant list', () => {
  it.each<[name: string, cells: string[]]>([
    ['alpha', ['team-a', '100 GiB', '10 GiB', '1', 'Healthy', 'Initialized', 'Delete']],
    ['beta', ['team-b', '2.0 TiB', '0 B', '2', 'Unavailable', 'Provisioning', 'Delete']],
  ])('shows %s with its namespace, capacity, usage, pools, health and state', async (name, cells) => {
    await openTenants();
    expect(cellsOf(name)).toEqual(cells);
  });

  it.each<[filter: string, shown: string[]]>([
    ['alp', ['alpha']],
    ['TEAM-B', ['beta']],
    ['team', ['alpha', 'beta']],
  ])('filters by name or namespace: "%s"', async (filter, shown) => {
    const { user } = await openTenants();
    await user.type(screen.getByRole('searchbox', { name: 'Filter tenants' }), filter);
    const names = within(screen.getByRole('table', { name: 'Tenants' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(shown);
  });

  it('says when the filter leaves nothing, and clears it', async () => {
    const { user } = renderApp('/tenants?filter=gamma', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'No tenant matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await screen.findByRole('table', { name: 'Tenants' })).toBeInTheDocument();
  });

  it.each<[description: string, check: boolean]>([
    ['keeps the volumes unless asked', false],
    ['deletes the volumes when asked', true],
  ])('deletes a tenant once confirmed and %s', async (_, deleteVolumes) => {
    const { user } = await openTenants();
    await user.click(screen.getByRole('button', { name: 'Delete tenant beta' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete tenant beta' });
    if (deleteVolumes) await user.click(within(dialog).getByRole('checkbox', { name: 'Delete its volumes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /^beta / })).not.toBeInTheDocument());
    expect(deleted).toEqual([{ namespace: 'team-b', tenant: 'beta', deletePvcs: deleteVolumes }]);
  });

  it('deletes nothing when cancelled', async () => {
    const { user } = await openTenants();
    await user.click(screen.getByRole('button', { name: 'Delete tenant alpha' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(cellsOf('alpha')).toHaveLength(7);
  });

  it('offers to create the first tenant when there is none', async () => {
    tenants = [];
    const { user, pathname } = renderApp('/tenants', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'No tenants yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Create tenant' })[1] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Create Tenant' });
    expect(pathname()).toBe('/tenants/add');
  });

  it('shows a failed listing with a way to try again', async () => {
    server.use(mock(listAllTenants, () => apiError(403, 'Forbidden', 'tenants.minio.min.io is forbidden')));
    renderApp('/tenants', { as: ROOT_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const pageButton = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Wizard pages' })).getByRole('button', {
    name: new RegExp(`^${title},`),
  });

async function openWizard() {
  const view = renderApp('/tenants/add', { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Create Tenant' });
  return view;
}

describe('Create-tenant wizard', () => {
  it('starts with every page complete but the tenant unnamed, so it cannot create yet', async () => {
    await openWizard();
    expect(pageButton('Setup')).toHaveAccessibleName('Setup, needs attention');
    for (const title of ['Configure', 'Pod Placement', 'Identity Provider', 'Security', 'Encryption'])
      expect(pageButton(title)).toHaveAccessibleName(`${title}, complete`);
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it.each<[field: string, value: string, message: string]>([
    ['Total size', '0.5', POOL_SIZING_MESSAGES.tooSmall],
    ['Total size', 'many', POOL_SIZING_MESSAGES.invalid],
    ['Drives per server', '0', POOL_SIZING_MESSAGES.noDrives],
    ['Total size', '2000', POOL_SIZING_MESSAGES.cannotAllocate],
    ['Total size', '3', POOL_SIZING_MESSAGES.volumeTooSmall],
  ])('%s "%s" says: %s', async (field, value, message) => {
    const { user } = await openWizard();
    await user.clear(screen.getByLabelText(field));
    await user.type(screen.getByLabelText(field), value);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('sizes the pool and offers the parities MinIO allows, EC:4 first with 8 servers and more than 16 drives', async () => {
    const { user } = await openWizard();
    expect(await screen.findByText(/4 servers with 1 drives each: 4 volumes of 25 GiB/)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Erasure code parity' })).toHaveValue('EC:2');

    await user.clear(screen.getByLabelText('Number of servers'));
    await user.type(screen.getByLabelText('Number of servers'), '8');
    await user.clear(screen.getByLabelText('Drives per server'));
    await user.type(screen.getByLabelText('Drives per server'), '4');
    await user.clear(screen.getByLabelText('Total size'));
    await user.type(screen.getByLabelText('Total size'), '3200');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Erasure code parity' })).toHaveValue('EC:4'),
    );
  });

  it('creates the tenant once named, and shows its console credentials', async () => {
    const { user, pathname } = await openWizard();
    await user.type(screen.getByLabelText('Name'), 'gamma');
    await user.type(screen.getByLabelText('Namespace'), 'team-c');
    expect(pageButton('Setup')).toHaveAccessibleName('Setup, complete');
    await screen.findByRole('combobox', { name: 'Erasure code parity' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tenant created' });
    expect(within(dialog).getByText('console-secret')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        name: 'gamma',
        namespace: 'team-c',
        erasureCodingParity: 2,
        enable_tls: true,
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await screen.findByRole('table', { name: 'Tenants' });
    expect(pathname()).toBe('/tenants');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Name'), 'gamma');
    await user.type(screen.getByLabelText('Namespace'), 'missing');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Namespace not found');
    expect(screen.getByLabelText('Name')).toHaveValue('gamma');
    expect(created).toEqual([]);
  });

  it('marks a page that needs attention and keeps Create disabled', async () => {
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Name'), 'gamma');
    await user.type(screen.getByLabelText('Namespace'), 'team-c');
    await user.click(pageButton('Configure'));
    await user.clear(screen.getByLabelText('Run as user'));
    await user.type(screen.getByLabelText('Run as user'), 'root');

    expect(screen.getByLabelText('Run as user')).toHaveAccessibleDescription(
      'The user id must be a whole number',
    );
    expect(pageButton('Configure')).toHaveAccessibleName('Configure, needs attention');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('keeps at least one user, and adds more', async () => {
    const { user } = await openWizard();
    await user.click(pageButton('Identity Provider'));
    expect(screen.getByRole('button', { name: 'Remove user 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(typedIn('Access key of user 2')).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(typedIn('Secret key of user 2')).toMatch(/^[A-Za-z0-9]{32}$/);
    await user.click(screen.getByRole('button', { name: 'Remove user 1' }));
    expect(screen.queryByLabelText('Access key of user 2')).not.toBeInTheDocument();
  });

  it('starts over on the first page with the defaults, without a custom image', async () => {
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Name'), 'gamma');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('switch', { name: 'Custom image' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(pageButton('Setup')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('switch', { name: 'Custom image' })).not.toBeChecked();
  });
});

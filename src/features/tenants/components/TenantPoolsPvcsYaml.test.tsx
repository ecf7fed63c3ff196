import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Pool } from '@/contract/operator/pool';
import { renderApp } from '@/test/render-app';
import {
  DEMO_OPERATOR_TOKEN,
  findTenant,
  resetOperatorModel,
  SERVICE_ACCOUNTS,
  setOperatorMode,
} from '../../../../mocks/operator-model';
import { serversProblem } from './ExpandPoolDialog';

const GiB = 1024 ** 3;
const TENANT_PATH = '/namespaces/tenant-lite/tenants/storage-lite';
const CLAIM = 'data0-storage-lite-pool-0-0';
const POOL: Pool = {
  name: 'pool-0',
  servers: 4,
  volumes_per_server: 2,
  volume_configuration: { size: 10 * GiB },
};

beforeEach(() => {
  setOperatorMode(true);
  resetOperatorModel();
});
afterEach(() => setOperatorMode(false));

const open = (path: string) => renderApp(path, { as: SERVICE_ACCOUNTS[DEMO_OPERATOR_TOKEN] });

describe('the servers a pool may grow to', () => {
  it.each<[typed: string, problem: string | undefined]>([
    ['6', undefined],
    [' 5 ', undefined],
    ['4', 'The pool has 4 servers: enter more to expand it'],
    ['2', "The pool pool-0 cannot shrink from 4 to 2 servers: MinIO never removes a pool's servers"],
    ['', 'Enter a whole number of servers'],
    ['4.5', 'Enter a whole number of servers'],
    ['-6', 'Enter a whole number of servers'],
    ['1001', 'A pool has at most 1000 servers'],
  ])('%j: %s', (typed, problem) => {
    expect(serversProblem(POOL, typed)).toBe(problem);
  });
});

describe("a tenant's pools, claims and YAML over the mock cluster", () => {
  it('expands a pool by servers once the change is reviewed', async () => {
    const { user } = open(`${TENANT_PATH}/pools`);
    expect(await screen.findByRole('row', { name: /^pool-0 4 2 10 GiB/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand pool pool-0' }));
    const dialog = screen.getByRole('dialog', { name: 'Expand pool pool-0' });
    const servers = within(dialog).getByLabelText('Number of servers');
    expect(servers).toHaveFocus();
    await user.clear(servers);
    await user.type(servers, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(servers).toHaveAccessibleDescription(
      "The pool pool-0 cannot shrink from 4 to 2 servers: MinIO never removes a pool's servers",
    );

    await user.clear(servers);
    await user.type(servers, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const summary = within(dialog).getByText(
      'pool-0 grows from 4 to 6 servers: 4 more volumes of 10 GiB, 40 GiB more raw capacity.',
    );
    expect(summary).toHaveFocus();
    expect(findTenant('tenant-lite', 'storage-lite')?.pools[0]?.servers).toBe(4);
    await user.click(within(dialog).getByRole('button', { name: 'Expand pool' }));

    expect(await screen.findByRole('row', { name: /^pool-0 6 2 10 GiB/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(findTenant('tenant-lite', 'storage-lite')?.pools[0]?.servers).toBe(6);
  }, 20_000);

  it('leads from the volumes to a claim, describes it, and deletes it once confirmed', async () => {
    const { user, pathname } = open(`${TENANT_PATH}/volumes`);
    await user.click(await screen.findByRole('link', { name: CLAIM }));
    expect(await screen.findByRole('heading', { name: `Volume claim ${CLAIM}` })).toBeInTheDocument();
    expect(pathname()).toBe(`${TENANT_PATH}/pvcs/${CLAIM}`);
    expect(screen.getByText('Bound')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: `PersistentVolumeClaim/${CLAIM}` })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Describe' }));
    expect(screen.getByText('ReadWriteOnce')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Delete volume claim ${CLAIM}` }));
    const dialog = screen.getByRole('dialog', { name: `Delete volume claim ${CLAIM}` });
    expect(dialog).toHaveTextContent('the data on it is lost for good');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(pathname()).toBe(`${TENANT_PATH}/volumes`));
    expect(await screen.findByRole('link', { name: 'data1-storage-lite-pool-0-0' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CLAIM })).not.toBeInTheDocument();
  }, 20_000);

  it("edits the Tenant as YAML, showing the parser's refusal", async () => {
    const { user } = open(`${TENANT_PATH}/summary`);
    await user.click(await screen.findByRole('button', { name: 'Edit YAML' }));
    const dialog = screen.getByRole('dialog', { name: 'Tenant storage-lite as YAML' });
    const yaml = await within(dialog).findByLabelText('Tenant YAML');
    expect((yaml as HTMLTextAreaElement).value).toContain('kind: Tenant');
    const original = (yaml as HTMLTextAreaElement).value;

    await user.clear(yaml);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(yaml).toHaveAccessibleDescription('Enter the YAML of the Tenant');

    await user.type(yaml, 'spec: [[unclosed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid YAML');

    await user.clear(yaml);
    const edited = original.replace(/image: .*/, 'image: quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z');
    await user.click(yaml);
    await user.paste(edited);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z')).toBeInTheDocument();
  }, 20_000);

  it('opens /storage on its Volumes tab', async () => {
    const { pathname } = open('/storage');
    const tabs = await screen.findByRole('navigation', { name: 'Storage sections' });
    expect(within(tabs).getByRole('link', { name: 'Volumes' })).toHaveAttribute('aria-current', 'page');
    expect(pathname()).toBe('/storage/volumes');
    expect(await screen.findByRole('link', { name: CLAIM })).toBeInTheDocument();
  });
});

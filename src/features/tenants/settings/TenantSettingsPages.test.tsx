import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import {
  DEMO_OPERATOR_TOKEN,
  resetOperatorModel,
  SERVICE_ACCOUNTS,
  setOperatorMode,
} from '../../../../mocks/operator-model';

const TENANT = '/namespaces/tenant-lite/tenants/storage-lite';

beforeEach(() => {
  resetOperatorModel();
  setOperatorMode(true);
});
afterEach(() => setOperatorMode(false));

/** The tenant's page `page`, as the operator's service account sees it. */
const open = (page: string) => renderApp(`${TENANT}/${page}`, { as: SERVICE_ACCOUNTS[DEMO_OPERATOR_TOKEN] });

describe("A tenant's monitoring page", () => {
  it('turns Prometheus on once confirmed, edits its settings, and turns it off', async () => {
    const { user } = open('monitoring');
    await screen.findByText(/Prometheus monitoring is off/);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Turn on Prometheus monitoring' })).getByRole('button', {
        name: 'Turn on',
      }),
    );
    expect(await screen.findByText('Storage size (GB)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit monitoring' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit monitoring' });
    await user.clear(within(dialog).getByLabelText('Storage size (GB)'));
    await user.type(within(dialog).getByLabelText('Storage size (GB)'), '20');
    await user.type(within(dialog).getByLabelText('Labels'), 'team=storage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('team=storage')).toBeInTheDocument();
    expect(screen.getByText('20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Turn off Prometheus monitoring' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(await screen.findByText(/Prometheus monitoring is off/)).toBeInTheDocument();
  }, 20_000);

  it.each([
    ['Storage size (GB)', '0', 'The storage size is a whole number of GB from 1 to 65536'],
    ['Storage size (GB)', '12.5', 'The storage size is a whole number of GB from 1 to 65536'],
    ['Prometheus image', 'has space', 'The image is a reference such as repo/name:tag'],
    ['CPU request', 'lots', 'The request is a quantity such as 500m or 2Gi'],
    ['Storage class', 'Fast_SSD', 'The name has lowercase letters, digits, "-" and "." only'],
    ['Labels', 'no-equals-sign', '"no-equals-sign" is not key=value'],
    [
      'Annotations',
      'bad key!=x',
      'The key is a Kubernetes key: letters, digits, "-", "_" and "." with an optional "prefix/"',
    ],
  ])('refuses %s "%s": %s', async (label, typed, problem) => {
    const { user } = open('monitoring');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Edit monitoring' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit monitoring' });
    await user.clear(within(dialog).getByLabelText(label));
    await user.type(within(dialog).getByLabelText(label), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(problem)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("A tenant's audit log page", () => {
  it('turns log search on and off only once confirmed', async () => {
    const { user } = open('logging');
    await screen.findByText(/Audit log search is off/);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on audit log search' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Audit log search is off/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Turn on audit log search' })).getByRole('button', {
        name: 'Turn on',
      }),
    );
    expect(await screen.findByText('Audit storage size (GB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Turn off audit log search' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(await screen.findByText(/Audit log search is off/)).toBeInTheDocument();
  }, 20_000);
});

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Environment variables' }))
    .getByRole('rowheader', { name })
    .closest('tr') as HTMLElement;

describe("A tenant's configuration page", () => {
  it('lists the variables with credentials masked and the root user left out, adds, edits and removes one', async () => {
    const { user } = open('configuration');
    await screen.findByRole('table', { name: 'Environment variables' });
    expect(screen.queryByText('MINIO_ROOT_PASSWORD')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    let dialog = screen.getByRole('dialog', { name: 'Add an environment variable' });
    await user.type(within(dialog).getByLabelText('Name'), 'MINIO_KMS_SECRET_KEY');
    await user.type(within(dialog).getByLabelText('Value'), 'my-key:c2VjcmV0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(rowOf('MINIO_KMS_SECRET_KEY')).findByText('••••••••')).toBeInTheDocument();
    expect(screen.queryByText('my-key:c2VjcmV0')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit MINIO_BROWSER' }));
    dialog = screen.getByRole('dialog', { name: 'Edit MINIO_BROWSER' });
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'off');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(rowOf('MINIO_BROWSER')).findByText('off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove MINIO_BROWSER' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove MINIO_BROWSER' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await screen.findByRole('button', { name: 'Add variable' });
    await expect.poll(() => screen.queryByRole('rowheader', { name: 'MINIO_BROWSER' })).toBeNull();
  }, 20_000);

  it.each([
    ['', 'Enter the variable name'],
    ['1ST', 'The name has at most 128 letters, digits and "_", and does not start with a digit'],
    ['MINIO_ROOT_USER', 'The root user is not changed here'],
    ['MINIO_BROWSER', 'MINIO_BROWSER is set already: edit it'],
  ])('refuses the name "%s": %s', async (name, problem) => {
    const { user } = open('configuration');
    await user.click(await screen.findByRole('button', { name: 'Add variable' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an environment variable' });
    if (name) await user.type(within(dialog).getByLabelText('Name'), name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(problem)).toBeInTheDocument();
  });
});

describe("A tenant's metrics, trace and licence pages", () => {
  it.each([
    ['metrics', 'Open metrics in the tenant console', '/tools/metrics'],
    ['trace', 'Open trace in the tenant console', '/tools/trace'],
  ])('%s links to the tenant console page', async (page, name, path) => {
    open(page);
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toContain(`${TENANT}/hop?path=${encodeURIComponent(path)}`);
  });

  it('shows the Prometheus endpoint and how metrics are read', async () => {
    open('metrics');
    expect(await screen.findByText('Public')).toBeInTheDocument();
    expect(screen.getByText(/minio\/v2\/metrics\/cluster/)).toBeInTheDocument();
  });

  it('says plainly that the operator is not registered, and how to register', async () => {
    open('license');
    expect(await screen.findByText('Not registered.')).toBeInTheDocument();
    expect(screen.getByText(/Register the deployment at https:\/\/subnet.min.io/)).toBeInTheDocument();
  });
});

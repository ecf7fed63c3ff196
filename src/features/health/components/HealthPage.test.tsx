import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES } from '@/contract/support';
import { renderApp } from '@/test/render-app';
import { setConfiguration } from '../../../../mocks/config-model';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  // jsdom saves nothing: record the names the page asks the browser to save.
  URL.createObjectURL = () => 'blob:health';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const COLLECTION = { timeout: 8000 };

async function runDiagnostics(path = '/health') {
  const view = renderApp(path, { as: ROOT_USER });
  await view.user.click(await screen.findByRole('button', { name: 'Run diagnostics' }));
  return view;
}

describe('the Health page', { timeout: 10_000 }, () => {
  it('shows the parts of the report as they arrive, then its problems worst first and each server', async () => {
    await runDiagnostics();
    const status = screen.getByRole('status', { name: 'Collection status' });
    await waitFor(() => expect(status).toHaveTextContent(/of 11 parts/));
    await waitFor(() => expect(status).toHaveTextContent('Done'), COLLECTION);
    const parts = within(screen.getByRole('list', { name: 'Parts of the report' })).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toContain('✓Drives collected');
    const problems = within(screen.getByRole('list', { name: 'Problems found' })).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual([
      'WarningDrivesDrive /data/d4 is healingon 127.0.0.1:9000',
      'WarningConfigurationTransparent huge pages are always on; MinIO runs better with them off or on madviseon 127.0.0.1:9000',
    ]);
    const row = within(screen.getByRole('table', { name: 'Servers' })).getByRole('row', {
      name: /127\.0\.0\.1:9000/,
    });
    expect(row).toHaveTextContent('debian 12.11');
    expect(row).toHaveTextContent('4 of 4');
  });

  it('saves the report as `mc support diag` names it', async () => {
    const { user } = await runDiagnostics('/support/diagnostics');
    await user.click(await screen.findByRole('button', { name: 'Download report' }, COLLECTION));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^[0-9a-f-]+-health_\d{14}\.json\.gz$/);
  });

  it('offers no upload to a deployment not registered with SUBNET, but the way to register', async () => {
    await runDiagnostics();
    expect(
      await screen.findByRole('link', { name: 'register this deployment' }, COLLECTION),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload to SUBNET' })).not.toBeInTheDocument();
  });

  it('says that SUBNET cannot be reached when the upload fails for want of a network', async () => {
    setConfiguration('subnet', [{ key: 'api_key', value: '11111111-2222-4333-8444-555555555555' }]);
    const { user } = await runDiagnostics();
    await user.click(await screen.findByRole('button', { name: 'Upload to SUBNET' }, COLLECTION));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_MESSAGES.subnetUnreachable);
  });

  it('cancels a collection under way', async () => {
    const { user } = await runDiagnostics();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status', { name: 'Collection status' })).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('refuses a time limit MinIO would not take', async () => {
    const { user } = renderApp('/health', { as: ROOT_USER });
    const limit = await screen.findByLabelText('Time limit (seconds)');
    await user.clear(limit);
    await user.type(limit, '5');
    expect(screen.getByText(/whole number of seconds from 10 to 3600/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run diagnostics' })).toBeDisabled();
  });

  it.each(['/health', '/support/diagnostics'])('sends a user without OBDInfo away from %s', async (path) => {
    const { pathname } = renderApp(path, { as: READONLY_USER });
    await waitFor(() => expect(pathname()).not.toBe(path));
    expect(screen.queryByRole('button', { name: 'Run diagnostics' })).not.toBeInTheDocument();
  });
});

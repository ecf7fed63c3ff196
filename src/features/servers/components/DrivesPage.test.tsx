import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';
import { bucketObjects } from '../../../../mocks/objects-model';
import { DEMO_BUCKET } from '../../../../mocks/objects-seed';

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Deployment summary' })).getByText(label).nextElementSibling;

describe('the Drives page', () => {
  it('shows each server with its drives, their state, healing and usage', async () => {
    renderApp('/tools/heal', { as: ROOT_USER });
    const drives = await screen.findByRole('table', { name: 'Drives of 127.0.0.1:9000' });
    const rows = within(drives).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[3] as HTMLElement).getByText('Healing')).toBeInTheDocument();
    expect(within(drives).getByRole('meter', { name: 'Usage of /data/d1' })).toHaveAttribute('value', '18');
    expect(tile('Drives online')).toHaveTextContent('4');
    expect(tile('Drives healing')).toHaveTextContent('1');
    expect(tile('Servers online')).toHaveTextContent('1 of 1');
  });

  it("shows MinIO's refusal, with a way to ask again, to a user who may not read server info", async () => {
    sessionGranting(['admin:Heal']);
    renderApp('/tools/heal', { as: READONLY_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the Metrics page without Prometheus', () => {
  it('shows what the deployment stores and says where the charts come from', async () => {
    renderApp('/tools/metrics', { as: ROOT_USER });
    await screen.findByRole('region', { name: 'Deployment summary' });
    expect(tile('Buckets')).toHaveTextContent('3');
    expect(screen.getByRole('meter', { name: 'Raw capacity used' })).toBeInTheDocument();
    expect(screen.getByText(/set CONSOLE_PROMETHEUS_URL/)).toBeInTheDocument();
  });
});

describe('healing from the Drives page', () => {
  it('heals the chosen bucket with its progress live, charting objects by health before and after', async () => {
    const { user } = renderApp('/tools/heal', { as: ROOT_USER });
    const heal = await screen.findByRole('region', { name: 'Heal' });
    await within(heal).findByRole('option', { name: DEMO_BUCKET });
    await user.selectOptions(within(heal).getByLabelText('Bucket'), DEMO_BUCKET);
    await user.click(within(heal).getByRole('button', { name: 'Start heal' }));
    await waitFor(
      () => expect(within(heal).getByRole('status', { name: 'Heal status' })).toHaveTextContent('Done'),
      {
        timeout: 8000,
      },
    );
    const byHealth = within(heal).getByRole('table', { name: 'Objects by health' });
    const [before, after] = within(byHealth).getAllByRole('row').slice(1);
    const objects = bucketObjects(DEMO_BUCKET).size;
    expect(before).toHaveTextContent(`Before${objects - 1}100`);
    expect(after).toHaveTextContent(`After${objects}000`);
    expect(within(heal).getByText('Healed').nextElementSibling).toHaveTextContent('1');
  });

  it('stops a heal on request', async () => {
    const { user } = renderApp('/tools/heal', { as: ROOT_USER });
    const heal = await screen.findByRole('region', { name: 'Heal' });
    await user.click(within(heal).getByRole('button', { name: 'Start heal' }));
    await user.click(await within(heal).findByRole('button', { name: 'Stop heal' }));
    expect(within(heal).getByRole('status', { name: 'Heal status' })).toHaveTextContent('Not running');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICS_MESSAGES } from '@/contract/metrics';
import { adminInfo } from '@/contract/monitoring';
import { renderApp } from '@/test/render-app';
import { mock } from '../../../../mocks/handlers/mock';
import { demoInfo } from '../../../../mocks/handlers/monitoring';
import { apiError } from '../../../../mocks/handlers/respond';
import { setMockPrometheus } from '../../../../mocks/metrics-model';
import { ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

// jsdom draws no canvas: the chart stands in as the series it was given.
vi.mock('./UplotChart', () => ({
  default: ({ series }: { series: { label: string; points: unknown[] }[] }) => (
    <ul aria-label="Charted series">
      {series.map((each) => (
        <li key={each.label}>{`${each.label}: ${each.points.length} points`}</li>
      ))}
    </ul>
  ),
}));

const widget = (title: string) => screen.getByRole('region', { name: title });

describe('the Metrics page with Prometheus', () => {
  beforeEach(() => setMockPrometheus(true));

  it('shows the summary from admin info above a chart per widget', async () => {
    renderApp('/tools/metrics', { as: ROOT_USER });
    await screen.findByRole('region', { name: 'Metrics from Prometheus' });
    expect(screen.getByRole('region', { name: 'Deployment summary' })).toBeInTheDocument();
    await waitFor(() => expect(widget('Drives online')).toHaveTextContent('4'));
    expect(widget('Servers offline')).toHaveTextContent('0');
    const requests = within(widget('S3 requests'));
    const legend = await requests.findByRole('list', { name: 'S3 requests series' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['getobject', 'putobject', 'listobjectsv2', 'headobject']);
    expect(await requests.findByRole('img', { name: 'S3 requests over time' })).toHaveTextContent(
      'getobject: 241 points',
    );
    expect(screen.queryByText(/set CONSOLE_PROMETHEUS_URL/)).not.toBeInTheDocument();
  });

  it('charts the window chosen', async () => {
    const { user } = renderApp('/tools/metrics', { as: ROOT_USER });
    const traffic = await screen.findByRole('region', { name: 'S3 traffic' });
    expect(await within(traffic).findByRole('img')).toHaveTextContent('Received: 241 points');
    await user.selectOptions(screen.getByLabelText('Window'), 'Last 15 minutes');
    await waitFor(() => expect(within(traffic).getByRole('img')).toHaveTextContent('Received: 226 points'));
  });

  it('zooms a widget in a dialog that returns the focus when closed', async () => {
    const { user } = renderApp('/tools/metrics', { as: ROOT_USER });
    const zoom = await screen.findByRole('button', { name: 'Zoom Uptime' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Uptime' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await within(dialog).findByRole('img', { name: 'Uptime over time' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zoom).toHaveFocus();
  });

  it('shows a widget that fails with its error and a way to ask again, the others charted', async () => {
    let failing = true;
    server.use(
      http.get('*/api/v1/admin/info/widgets/60', () =>
        failing ? apiError(502, METRICS_MESSAGES.unreachable, 'ECONNREFUSED') : undefined,
      ),
    );
    const { user } = renderApp('/tools/metrics', { as: ROOT_USER });
    const traffic = await screen.findByRole('region', { name: 'S3 traffic' });
    expect(await within(traffic).findByRole('alert')).toHaveTextContent(/prometheus URL is unreachable/i);
    expect(await within(widget('S3 requests')).findByRole('img')).toBeInTheDocument();
    failing = false;
    await user.click(within(traffic).getByRole('button', { name: 'Try again' }));
    expect(await within(traffic).findByRole('img', { name: 'S3 traffic over time' })).toBeInTheDocument();
  });
});

describe('the Metrics page with a Prometheus that does not answer', () => {
  it('says so below the summary, with no widgets', async () => {
    server.use(mock(adminInfo, () => ({ ...demoInfo(), advancedMetricsStatus: 'unavailable' as const })));
    renderApp('/tools/metrics', { as: ROOT_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('CONSOLE_PROMETHEUS_URL does not answer');
    expect(screen.getByRole('region', { name: 'Deployment summary' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Metrics from Prometheus' })).not.toBeInTheDocument();
  });
});

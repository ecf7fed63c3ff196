import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SPEEDTEST_MESSAGES } from '@/contract/speedtest';
import { renderApp } from '@/test/render-app';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';
import { useSpeedtestResults } from '../api/results';

beforeEach(() => useSpeedtestResults.setState(useSpeedtestResults.getInitialState(), true));

const RUN = { timeout: 8000 };

async function objectTest(duration: string) {
  const view = renderApp('/support/speedtest', { as: ROOT_USER });
  const { user } = view;
  const size = await screen.findByLabelText('Object size (MiB)');
  await user.clear(size);
  await user.type(size, '1');
  await user.clear(screen.getByLabelText('Duration (seconds)'));
  await user.type(screen.getByLabelText('Duration (seconds)'), duration);
  await user.click(screen.getByRole('button', { name: 'Start test' }));
  return view;
}

const meterValue = (name: string, scope: HTMLElement = document.body) =>
  Number(
    (
      Array.from(scope.querySelectorAll('meter')).find(
        (meter) => meter.getAttribute('aria-label') === name,
      ) as HTMLMeterElement | undefined
    )?.value ?? Number.NaN,
  );

describe('the Performance page', { timeout: 15_000 }, () => {
  it("charts each server's PUT and GET throughput and keeps the result for comparison", async () => {
    const { user } = await objectTest('2');
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Test status' })).toHaveTextContent('Done'),
      RUN,
    );
    const chart = screen.getByRole('figure', { name: 'Throughput' });
    expect(meterValue('http://127.0.0.1:9000 PUT', chart)).toBeGreaterThan(0);
    expect(meterValue('http://127.0.0.1:9000 GET', chart)).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Start test' }));
    const session = screen.getByRole('region', { name: 'Results this session' });
    const sessionRuns = () =>
      within(session)
        .getAllByRole('meter')
        .map((meter) => meter.getAttribute('aria-label'));
    // The first run's "Done" may still show while the second starts, so wait for its result instead.
    await waitFor(() => expect(sessionRuns()).toHaveLength(4), RUN);
    expect(screen.getByRole('status', { name: 'Test status' })).toHaveTextContent('Done');
    const runs = sessionRuns();
    expect(runs[0]).toMatch(/^#2 Objects, 1 MiB objects, 32 at once, 2 s at .* PUT$/);
    expect(runs[2]).toMatch(/^#1 Objects/);
  });

  it('stops a test under way, keeping what it measured', async () => {
    const { user } = await objectTest('10');
    await waitFor(() => expect(screen.getByRole('figure', { name: 'Throughput' })).toBeInTheDocument(), RUN);
    await user.click(screen.getByRole('button', { name: 'Stop test' }));
    expect(screen.getByRole('status', { name: 'Test status' })).toHaveTextContent('Stopped');
    const session = screen.getByRole('region', { name: 'Results this session' });
    expect(within(session).getAllByRole('meter')[0]).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/\(stopped\)/),
    );
  });

  it("measures each drive's read and write throughput", async () => {
    const { user } = renderApp('/support/speedtest', { as: ROOT_USER });
    await user.click(await screen.findByRole('radio', { name: /Drives/ }));
    await user.click(screen.getByRole('button', { name: 'Start test' }));
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Test status' })).toHaveTextContent('Done'),
      RUN,
    );
    const chart = screen.getByRole('figure', { name: 'Throughput' });
    expect(meterValue('http://127.0.0.1:9000 /data/d1 Read', chart)).toBeGreaterThan(0);
    expect(within(chart).getAllByRole('meter')).toHaveLength(8);
  });

  it('explains why a single server has no network test, and does not start one', async () => {
    const { user } = renderApp('/support/speedtest', { as: ROOT_USER });
    expect(await screen.findByText(SPEEDTEST_MESSAGES.singleNode)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Network/ }));
    expect(screen.getByRole('button', { name: 'Start test' })).toBeDisabled();
  });

  it('refuses settings MinIO would not take', async () => {
    const { user } = renderApp('/support/speedtest', { as: ROOT_USER });
    const concurrency = await screen.findByLabelText('Concurrency');
    await user.clear(concurrency);
    await user.type(concurrency, '0');
    expect(screen.getByText('must be a whole number from 1 to 1024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start test' })).toBeDisabled();
  });

  it('sends a user without OBDInfo away', async () => {
    const { pathname } = renderApp('/support/speedtest', { as: READONLY_USER });
    await waitFor(() => expect(pathname()).not.toBe('/support/speedtest'));
  });
});

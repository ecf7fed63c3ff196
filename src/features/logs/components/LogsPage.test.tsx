import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

const status = () => screen.getByRole('status', { name: 'Log status' });

/** The stream answers over a socket: under load its first lines may take a moment. */
const untilStatus = (text: string) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout: 5000 });

async function shownLines(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Log lines' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

describe('the Logs page', { timeout: 15_000 }, () => {
  it("shows the servers' last lines at once, with their level", async () => {
    renderApp('/tools/logs', { as: ROOT_USER });
    await untilStatus('Live · 5 lines shown');
    const lines = await shownLines();
    expect(lines.some((line) => line.includes('ERROR') && line.includes('connection refused'))).toBe(true);
  });

  it('keeps to the type chosen, and finds text among the lines', async () => {
    const { user } = renderApp('/tools/logs', { as: ROOT_USER });
    await user.selectOptions(await screen.findByLabelText('Type'), 'application');
    await untilStatus('Live · 1 line shown');
    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await untilStatus('Live · 5 lines shown');
    await user.type(screen.getByLabelText('Search'), 'drive /data');
    expect(await shownLines()).toEqual([expect.stringContaining('Drive /data/d3 is slow')]);
  });

  it('offers the nodes MinIO reports', async () => {
    renderApp('/tools/logs', { as: ROOT_USER });
    const node = await screen.findByLabelText('Node');
    await waitFor(() =>
      expect(
        within(node)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All nodes', '127.0.0.1:9000']),
    );
  });

  it('holds what it shows while paused', async () => {
    const { user } = renderApp('/tools/logs', { as: ROOT_USER });
    await untilStatus('Live · 5 lines shown');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(status()).toHaveTextContent('Paused · 5 lines shown');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(status()).toHaveTextContent('Live · 0 lines shown');
  });

  it("shows MinIO's refusal to a user who may not read the log", async () => {
    sessionGranting(['admin:ConsoleLog']);
    renderApp('/tools/logs', { as: READONLY_USER });
    await untilStatus('The log stopped · 0 lines shownAccess Denied.');
  });
});

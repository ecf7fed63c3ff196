import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

/** The event names and keys in the table once at least `count` events arrived. */
async function watchedEvents(count: number): Promise<{ type: string; key: string }[]> {
  const table = await screen.findByRole('table', { name: 'Bucket events' }, { timeout: 8000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(count), {
    timeout: 8000,
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return { type: cells[1]?.textContent ?? '', key: cells[2]?.textContent ?? '' };
    });
}

describe('the Watch page', { timeout: 15_000 }, () => {
  it('says where its events come from', async () => {
    renderApp('/tools/watch', { as: ROOT_USER });
    expect(await screen.findByRole('note')).toHaveTextContent("MinIO's live trace of S3 calls");
  });

  it("streams the chosen bucket's events, and stops on request", async () => {
    const { user } = renderApp('/tools/watch', { as: ROOT_USER });
    await user.selectOptions(await screen.findByLabelText('Bucket'), 'photos');
    await user.click(screen.getByRole('button', { name: 'Start watching' }));
    const events = await watchedEvents(3);
    expect(events.every(({ type }) => /^s3:Object(Created|Accessed|Removed):/.test(type))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop watching' }));
    expect(await screen.findByRole('status', { name: 'Watch status' })).toHaveTextContent(/^Stopped/);
  });

  it('keeps to the event kinds, prefix and suffix asked for', async () => {
    const { user } = renderApp('/tools/watch', { as: ROOT_USER });
    await user.selectOptions(await screen.findByLabelText('Bucket'), 'photos');
    await user.click(screen.getByRole('checkbox', { name: 'Get (accessed)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Delete (removed)' }));
    await user.type(screen.getByLabelText('Suffix'), '.jpg');
    await user.click(screen.getByRole('button', { name: 'Start watching' }));
    const events = await watchedEvents(2);
    expect(new Set(events.map(({ type }) => type))).toEqual(new Set(['s3:ObjectCreated:Put']));
    expect(events.every(({ key }) => key.endsWith('.jpg'))).toBe(true);
  });

  it('does not start without a kind of event', async () => {
    const { user } = renderApp('/tools/watch', { as: ROOT_USER });
    for (const kind of ['Put (created)', 'Get (accessed)', 'Delete (removed)']) {
      await user.click(await screen.findByRole('checkbox', { name: kind }));
    }
    await user.click(screen.getByRole('button', { name: 'Start watching' }));
    expect(await screen.findByText('Choose at least one kind of event')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Watch status' })).not.toBeInTheDocument();
  });

  it("shows MinIO's refusal when the user may not trace", async () => {
    sessionGranting(['s3:ListenNotification', 's3:ListenBucketNotification']);
    const { user } = renderApp('/tools/watch', { as: READONLY_USER });
    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Watch status' })).toHaveTextContent(
        'The watch failed · 0 events shownAccess Denied.',
      ),
    );
  });

  it('opens the whole record of an event', async () => {
    const { user } = renderApp('/tools/watch', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    await watchedEvents(1);
    const [first] = screen.getAllByRole('button', { name: /^Details of / });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"Node": "127\.0\.0\.1:9000"/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

/** The function names in the table's rows once at least `count` calls arrived. */
async function tracedNames(count: number): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Traced calls' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(count), {
    timeout: 8000,
  });
  return within(table)
    .getAllByRole('button', { name: /^Details of / })
    .map((button) => button.textContent ?? '');
}

describe('the Trace page', { timeout: 15_000 }, () => {
  it('streams S3 calls by default, and stops on request', async () => {
    const { user } = renderApp('/tools/trace', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Start trace' }));
    const names = await tracedNames(3);
    expect(names.every((name) => name.startsWith('s3.'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop trace' }));
    expect(await screen.findByRole('status', { name: 'Trace status' })).toHaveTextContent(/^Stopped/);
  });

  it('applies the filters mc admin trace has', async () => {
    const { user } = renderApp('/tools/trace', { as: ROOT_USER });
    await user.click(await screen.findByRole('checkbox', { name: 'Storage' }));
    await user.type(screen.getByLabelText('Methods'), 'post,put');
    await user.click(screen.getByRole('button', { name: 'Start trace' }));
    const names = await tracedNames(2);
    expect(new Set(names)).toEqual(new Set(['storage.ReadVersion', 's3.PutObject']));
  });

  it.each([
    [
      'no kind of call',
      async (user: ReturnType<typeof renderApp>['user']) =>
        user.click(screen.getByRole('checkbox', { name: 'S3' })),
      'Choose at least one kind of call',
    ],
    [
      'a status code that is not one',
      async (user: ReturnType<typeof renderApp>['user']) =>
        user.type(screen.getByLabelText('Status codes'), '99'),
      'must be up to 20 HTTP status codes, separated by commas',
    ],
  ])('does not start with %s', async (_, change, problem) => {
    const { user } = renderApp('/tools/trace', { as: ROOT_USER });
    await screen.findByRole('button', { name: 'Start trace' });
    await change(user);
    await user.click(screen.getByRole('button', { name: 'Start trace' }));
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Trace status' })).toHaveTextContent(/^Stopped/);
  });

  it("shows MinIO's refusal when the user may not trace", async () => {
    sessionGranting(['admin:ServerTrace']);
    const { user } = renderApp('/tools/trace', { as: READONLY_USER });
    await user.click(await screen.findByRole('button', { name: 'Start trace' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Trace status' })).toHaveTextContent(
        'The trace failed · 0 calls shownAccess Denied.',
      ),
    );
  });

  it('opens the whole record of a call', async () => {
    const { user } = renderApp('/tools/trace', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Start trace' }));
    await tracedNames(1);
    const [first] = screen.getAllByRole('button', { name: /^Details of / });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"api": "s3\./)).toBeInTheDocument();
  });
});

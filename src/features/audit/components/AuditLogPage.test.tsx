import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@/contract/audit';
import { renderApp } from '@/test/render-app';
import { logInWithGrants, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

type User = ReturnType<typeof renderApp>['user'];

/** Each shown row's cells, as text. */
function rowsNow() {
  return within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

async function shownRows() {
  await screen.findByRole('table', { name: 'Audit log' });
  return rowsNow();
}

async function search(user: User, fields: Record<string, string>) {
  const form = await screen.findByRole('form', { name: 'Audit log filters' });
  for (const [label, value] of Object.entries(fields)) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
  await user.click(within(form).getByRole('button', { name: 'Search' }));
}

const COLUMN = { api: 1, bucket: 2, object: 3, status: 4, user: 5 } as const;

describe('the Audit Logs page', { timeout: 15_000 }, () => {
  it('shows the newest calls a page at a time', async () => {
    const { user } = renderApp('/tools/audit-logs', { as: ROOT_USER });
    expect(await shownRows()).toHaveLength(AUDIT_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
  });

  it.each<[string, Record<string, string>, keyof typeof COLUMN, string]>([
    ['bucket', { Bucket: 'backups' }, 'bucket', 'backups'],
    ['API', { API: 'PutObject' }, 'api', 'PutObject'],
    ['user', { User: 'alice' }, 'user', 'alice'],
    ['status', { Status: '404' }, 'status', '404'],
  ])('filters by %s', async (_, fields, column, expected) => {
    const { user } = renderApp('/tools/audit-logs', { as: ROOT_USER });
    await shownRows();
    await search(user, fields);
    await waitFor(() =>
      expect(new Set(rowsNow().map((cells) => cells[COLUMN[column]]))).toEqual(new Set([expected])),
    );
  });

  it('says when nothing matches, and exports what the filters match', async () => {
    const { user } = renderApp('/tools/audit-logs', { as: ROOT_USER });
    await shownRows();
    await search(user, { Bucket: 'photos', 'Object starts with': 'nothing/' });
    expect(await screen.findByText('No calls match the filters')).toBeInTheDocument();
    const csv = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      bucket: 'photos',
      object: 'nothing/',
      order: 'timeDesc',
      format: 'csv',
    });
  });

  it('refuses filters the search would refuse, before asking', async () => {
    const { user } = renderApp('/tools/audit-logs', { as: ROOT_USER });
    await shownRows();
    await search(user, { Status: '42' });
    expect(await screen.findByText('must be an HTTP status from 100 to 599')).toBeInTheDocument();
  });

  it('explains how to send MinIO’s audit log here until entries arrive', async () => {
    server.use(http.get('*/api/v1/logs/search', () => HttpResponse.json({ results: [], more: false })));
    renderApp('/tools/audit-logs', { as: ROOT_USER });
    expect(await screen.findByRole('heading', { name: 'No audit entries yet' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Send MinIO’s audit log here' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Sending MinIO’s audit log to the console' }),
    ).not.toBeInTheDocument();
  });

  it('points MinIO at the console for an administrator who may change its configuration', async () => {
    const { user } = renderApp('/tools/audit-logs', { as: ROOT_USER });
    await user.click(await screen.findByRole('button', { name: 'Sending MinIO’s audit log to the console' }));
    expect(await screen.findByText('MinIO does not send its audit log here yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Send MinIO’s audit log here' });
    expect(within(form).getByLabelText('Receiver address')).toHaveValue(
      'http://localhost:3000/api/v1/audit/ingest',
    );
    await user.click(within(form).getByRole('button', { name: 'Send MinIO’s audit log here' }));
    expect(await screen.findByText('MinIO sends its audit log here.')).toBeInTheDocument();
  });

  it('offers no configuration change to a user who may only read the log', async () => {
    logInWithGrants(['admin:OBDInfo']);
    const { user } = renderApp('/tools/audit-logs');
    await shownRows();
    await user.click(screen.getByRole('button', { name: 'Sending MinIO’s audit log to the console' }));
    expect(await screen.findByLabelText('Receiver address')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send MinIO’s audit log here' })).not.toBeInTheDocument();
  });
});

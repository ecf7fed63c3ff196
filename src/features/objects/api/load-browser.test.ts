import { QueryClient } from '@tanstack/react-query';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildSessionResponse, logInAs, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';
import { DEMO_BUCKET } from '../../../../mocks/objects-seed';
import { objectKeys } from './keys';
import { FIRST_PAGE_WAIT_MS, loadObjectBrowser } from './load-browser';

const FOLDER = 'large/';

/** Runs the browser's loader for the demo's large folder: how long it took, and the listing it left cached. */
async function load() {
  logInAs(ROOT_USER);
  const session = buildSessionResponse(ROOT_USER, { ...ROOT_USER, hideMenu: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const started = performance.now();
  await loadObjectBrowser(queryClient, session, DEMO_BUCKET, FOLDER);
  const [listing] = queryClient.getQueryCache().findAll({ queryKey: objectKeys.folder(DEMO_BUCKET, FOLDER) });
  return { ms: performance.now() - started, listing };
}

describe('the object browser’s loader', () => {
  it('shows the page with the folder’s first page when it arrives in time', async () => {
    const { listing } = await load();
    expect(listing?.state.status).toBe('success');
  });

  it('shows the page without it when the listing is slow, and goes on listing', async () => {
    server.use(
      http.get('*/api/v1/buckets/:bucket/objects', async () => {
        await delay('infinite');
      }),
    );
    const { ms, listing } = await load();
    expect(ms).toBeGreaterThanOrEqual(FIRST_PAGE_WAIT_MS - 5);
    expect(listing?.state.fetchStatus).toBe('fetching');
  });
});

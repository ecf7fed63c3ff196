import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '@/lib/store/ui-store';
import { renderApp } from '@/test/render-app';
import { READONLY_USER, ROOT_USER, restartCount } from '../../mocks/model';
import { server } from '../../mocks/node';

const RESTART_TEXT = 'The instance needs to be restarted for configuration changes to take effect.';

/** Holds POST /service/restart until the test lets it answer. */
function holdRestart(answer: () => Response | Promise<Response>) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/api/v1/service/restart', async () => {
      await released;
      return answer();
    }),
  );
  return release;
}

async function renderWithBanner(as = ROOT_USER) {
  const app = renderApp('/settings/configurations', { as });
  const banner = await screen.findByRole('region', { name: 'Restart required' });
  return { ...app, banner };
}

beforeEach(() => {
  useUiStore.getState().setServerNeedsRestart(true);
});

describe('Restart banner', () => {
  it('is not shown while no restart is needed', async () => {
    useUiStore.getState().setServerNeedsRestart(false);
    renderApp('/settings/configurations', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'Configurations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Restart required' })).not.toBeInTheDocument();
  });

  it('says why the instance needs a restart', async () => {
    const { banner } = await renderWithBanner();

    expect(within(banner).getByText(RESTART_TEXT)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Restart' })).toBeInTheDocument();
  });

  it('shows "restarting" with a progress bar, then goes away when the restart answers 204', async () => {
    const release = holdRestart(() => new HttpResponse(null, { status: 204 }));
    const { user, banner } = await renderWithBanner();

    await user.click(within(banner).getByRole('button', { name: 'Restart' }));

    expect(await within(banner).findByText(/restarting/)).toBeInTheDocument();
    expect(within(banner).getByRole('progressbar', { name: 'Restarting' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();

    release();

    await expect.poll(() => screen.queryByRole('region', { name: 'Restart required' })).toBeNull();
    expect(useUiStore.getState()).toMatchObject({ serverNeedsRestart: false, serverIsLoading: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls the mock server, which counts the restart', async () => {
    const { user, banner } = await renderWithBanner();

    await user.click(within(banner).getByRole('button', { name: 'Restart' }));

    await expect.poll(() => screen.queryByRole('region', { name: 'Restart required' })).toBeNull();
    expect(restartCount()).toBe(1);
  });

  it('goes away when a proxy cuts the restart with a bare 502 ("Error 502")', async () => {
    const release = holdRestart(() => new HttpResponse(null, { status: 502 }));
    const { user, banner } = await renderWithBanner();

    await user.click(within(banner).getByRole('button', { name: 'Restart' }));
    expect(await within(banner).findByRole('progressbar', { name: 'Restarting' })).toBeInTheDocument();
    release();

    await expect.poll(() => screen.queryByRole('region', { name: 'Restart required' })).toBeNull();
    expect(useUiStore.getState()).toMatchObject({ serverNeedsRestart: false, serverIsLoading: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a 500 {message: "boom"}',
      () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }),
      'Boom',
    ],
    [
      'a 502 with a message',
      () => HttpResponse.json({ message: 'bad gateway' }, { status: 502 }),
      'Bad gateway',
    ],
  ])('stays, ready to try again, and shows the error banner after %s', async (_case, answer, shown) => {
    const release = holdRestart(answer);
    const { user, banner } = await renderWithBanner();

    await user.click(within(banner).getByRole('button', { name: 'Restart' }));
    expect(await within(banner).findByRole('progressbar', { name: 'Restarting' })).toBeInTheDocument();
    release();

    const error = await screen.findByRole('alert');
    expect(within(error).getByText(shown)).toBeInTheDocument();
    expect(within(banner).getByText(RESTART_TEXT)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(useUiStore.getState()).toMatchObject({ serverNeedsRestart: true, serverIsLoading: false });
  });

  it('stays and shows the refusal when the user may not restart', async () => {
    const { user, banner } = await renderWithBanner(READONLY_USER);

    await user.click(within(banner).getByRole('button', { name: 'Restart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied.');
    expect(within(banner).getByText(RESTART_TEXT)).toBeInTheDocument();
  });
});

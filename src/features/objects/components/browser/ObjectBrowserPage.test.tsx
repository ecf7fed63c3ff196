import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';
import { largeKey } from '../../../../../mocks/objects-seed';

beforeEach(() => {
  // jsdom lays nothing out: give the listing's scroll area a height, so the virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openBrowser(path: string) {
  const view = renderApp(path, { as: ROOT_USER });
  await screen.findByRole('navigation', { name: 'Folder path' });
  return view;
}

const table = () => screen.findByRole('table');
const listedNames = async () =>
  within(await table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Folder path' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the object browser', () => {
  it('lists folders first, then objects, with their size, date and version count', async () => {
    await openBrowser('/buckets/photos/browse');

    await waitFor(async () =>
      expect(await listedNames()).toEqual([
        'albums/',
        'docs/',
        'drafts/',
        'large/',
        'odd names/',
        'videos/',
        'README.md',
      ]),
    );
    const readme = within(screen.getByRole('rowheader', { name: 'README.md' }).closest('tr') as HTMLElement);
    expect(readme.getByText('41 B')).toBeInTheDocument();
    expect(readme.getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Versions/ })).toBeInTheDocument();
    expect(crumbs()).toEqual(['photos']);
  });

  it('goes into a folder and back with the history, the breadcrumbs naming each level', async () => {
    const { user, router, pathname } = await openBrowser('/buckets/photos/browse');

    await user.click(await screen.findByRole('link', { name: 'albums/' }));
    await user.click(await screen.findByRole('link', { name: '2024/' }));

    expect(await screen.findByRole('link', { name: 'summer/' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets/photos/browse/albums/2024');
    expect(crumbs()).toEqual(['photos', 'albums', '2024']);
    expect(screen.getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'page');

    act(() => router.history.back());
    expect(await screen.findByRole('link', { name: '2023/' })).toBeInTheDocument();
    act(() => router.history.forward());
    expect(await screen.findByRole('link', { name: 'winter/' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'photos' }));
    expect(await screen.findByRole('link', { name: 'docs/' })).toBeInTheDocument();
  });

  it('opens a deep link to a folder whose names need escaping, and shows them as plain text', async () => {
    await openBrowser('/buckets/photos/browse/odd%20names');

    expect(await listedNames()).toEqual([
      '  spaces  .txt',
      '<img src=x onerror=alert(1)>.txt',
      'a#b%c?d+e&f.txt',
      'שלום עולם.txt',
      '😀 emoji.txt',
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(crumbs()).toEqual(['photos', 'odd names']);
  });

  it.each([
    ['an empty bucket', '/buckets/public-assets/browse', 'This bucket is empty'],
    [
      'a folder with nothing in it',
      '/buckets/photos/browse/nowhere',
      'This folder is empty or no longer exists',
    ],
  ])('says so for %s', async (_case, path, title) => {
    await openBrowser(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows the server’s message when the folder cannot be listed, and tries again on request', async () => {
    server.use(
      http.get('*/api/v1/buckets/photos/objects', () =>
        HttpResponse.json({ code: 403, message: 'Access Denied.' }, { status: 403 }),
      ),
    );
    await openBrowser('/buckets/photos/browse');

    // The query retries once before it fails.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Access Denied.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows deleted objects, struck through, only when asked', async () => {
    const { user } = await openBrowser('/buckets/photos/browse/docs');
    await waitFor(async () => expect(await listedNames()).toEqual(['data.json', 'notes.txt']));

    await user.click(screen.getByRole('switch', { name: 'Show deleted objects' }));

    expect(await listedNames()).toEqual(['data.json', 'notes.txt', 'old-plan.txtDeleted']);
    expect(screen.getByRole('button', { name: 'old-plan.txt' })).toHaveClass('line-through');
  });

  it('rewinds the bucket to a chosen moment, says so, and resets', async () => {
    const { user } = await openBrowser('/buckets/photos/browse/docs');
    await table();

    await user.click(screen.getByRole('button', { name: 'Rewind…' }));
    const date = screen.getByLabelText('Show the bucket as it was at');
    fireEvent.change(date, { target: { value: '2025-03-01T00:00:00' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText(/Showing/)).toHaveTextContent(/Showing photos as it was at Mar 1, 2025/);
    await waitFor(async () => expect(await listedNames()).toEqual(['notes.txt', 'old-plan.txt']));
    expect(useObjectsStore.getState().rewind).toMatchObject({
      rewindEnabled: true,
      bucketToRewind: 'photos',
    });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect(await listedNames()).toEqual(['data.json', 'notes.txt']));
    expect(screen.queryByText(/Showing photos/)).toBeNull();
  });

  it('refuses a rewind date in the future, next to the field', async () => {
    const { user } = await openBrowser('/buckets/photos/browse');
    await user.click(await screen.findByRole('button', { name: 'Rewind…' }));

    fireEvent.change(screen.getByLabelText('Show the bucket as it was at'), {
      target: { value: '2999-01-01T10:20:30' },
    });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(screen.getByText('Choose a moment in the past')).toBeInTheDocument();
    // What was typed stays (as the browser normalises a date-time value).
    expect((screen.getByLabelText('Show the bucket as it was at') as HTMLInputElement).value).toMatch(
      /^2999-01-01T10:20:30/,
    );
  });

  it('filters and sorts what is loaded', async () => {
    const { user } = await openBrowser('/buckets/photos/browse/docs');
    await table();

    await user.click(screen.getByRole('button', { name: /Size/ }));
    await waitFor(async () => expect(await listedNames()).toEqual(['data.json', 'notes.txt']));
    await user.click(screen.getByRole('button', { name: /Size/ }));
    expect(await listedNames()).toEqual(['notes.txt', 'data.json']);
    expect(screen.getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'descending');

    await user.type(screen.getByLabelText('Filter loaded objects'), 'NOTE');
    expect(await listedNames()).toEqual(['notes.txt']);
    await user.clear(screen.getByLabelText('Filter loaded objects'));
    await user.type(screen.getByLabelText('Filter loaded objects'), 'zzz');
    expect(screen.getByRole('heading', { name: 'No object matches' })).toBeInTheDocument();
  });

  it('searches the folder and its sub-folders as the user types', async () => {
    const { user } = await openBrowser('/buckets/photos/browse/albums');
    await table();

    await user.type(screen.getByLabelText('Search sub-folders'), 'sun');

    expect(await screen.findByText('Search done: 1 match in 4 objects')).toBeInTheDocument();
    expect(await listedNames()).toEqual(['2024/summer/sunset.jpg']);
    await user.clear(screen.getByLabelText('Search sub-folders'));
    expect(await screen.findByRole('link', { name: '2023/' })).toBeInTheDocument();
  });

  it('opens the details of an object clicked', async () => {
    const { user } = await openBrowser('/buckets/photos/browse/docs');

    await user.click(await screen.findByRole('button', { name: 'notes.txt' }));

    const panel = await screen.findByRole('complementary', { name: 'notes.txt' });
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'notes.txt' }).closest('tr')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('selects rows with their checkboxes, and all of them at once', async () => {
    const { user } = await openBrowser('/buckets/photos/browse/docs');
    await table();
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    expect(download).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select every listed object' }));
    expect(screen.getByRole('button', { name: 'Download 2 items' })).toBeEnabled();
  });

  it('opens a folder of a million objects with its first page, and loads more on scrolling', async () => {
    await openBrowser('/buckets/photos/browse/large');

    expect(await screen.findByText('1,000 items loaded, more as you scroll')).toBeInTheDocument();
    expect((await listedNames())[0]).toBe(largeKey(0).slice('large/'.length));
    const scroller = screen.getByTestId('object-table-scroll');
    scroller.scrollTop = 44 * 900;
    fireEvent.scroll(scroller);

    expect(await screen.findByText('2,000 items loaded, more as you scroll')).toBeInTheDocument();
  });
});

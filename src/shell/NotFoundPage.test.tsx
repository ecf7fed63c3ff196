import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/lib/store/ui-store';
import { renderApp } from '@/test/render-app';
import { removeBucket } from '../../mocks/buckets-model';
import { ROOT_USER } from '../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give the listing's scroll area a height, so the virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

const open = (path: string) => renderApp(path, { as: ROOT_USER });

/** The page-wide not-found state of a bucket: its h1 has the focus, and nothing of the bucket's page is left. */
async function expectBucketNotFound() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Bucket not found' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Bucket settings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Folder path' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(useUiStore.getState().snackBar).toBeNull();
  return screen.getByRole('link', { name: 'Back to all buckets' });
}

describe('a bucket that does not exist', () => {
  it.each([
    ['its objects', '/buckets/no-such-bucket/browse'],
    ['a folder of it', '/buckets/no-such-bucket/browse/a/b'],
    ['its settings', '/buckets/no-such-bucket/admin/summary'],
    ['a settings tab other than the summary', '/buckets/no-such-bucket/admin/events'],
  ])('shows one "not found" page for %s, with the way back to the bucket list', async (_case, path) => {
    const { user, pathname } = open(path);

    const back = await expectBucketNotFound();
    expect(screen.getByText('no-such-bucket')).toBeInTheDocument();

    await user.click(back);
    await waitFor(() => expect(pathname()).toBe('/buckets'));
  });
});

describe('a bucket deleted while its page is open', () => {
  it('turns the object browser into the "not found" page at the next refresh, without an error banner', async () => {
    const { user } = open('/buckets/photos/browse/docs');
    await screen.findByRole('rowheader', { name: 'notes.txt' });

    removeBucket('photos');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await expectBucketNotFound();
  });

  it('turns the settings page into the "not found" page when another tab finds the bucket gone', async () => {
    const { user } = open('/buckets/photos/admin/summary');
    await screen.findByRole('navigation', { name: 'Bucket settings' });

    removeBucket('photos');
    await user.click(screen.getByRole('link', { name: 'Events' }));

    await expectBucketNotFound();
  });

  it('says so in the details of an object opened before', async () => {
    const { user } = open('/buckets/photos/browse/docs?object=docs/notes.txt');
    await screen.findByRole('tab', { name: 'Details' });

    removeBucket('photos');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await expectBucketNotFound();
  });
});

describe('a deep link to an object', () => {
  const panel = () => screen.findByRole('complementary');

  it('opens the object’s details', async () => {
    open('/buckets/photos/browse/docs?object=docs/notes.txt');
    const details = within(await panel());
    expect(details.getByRole('heading', { name: 'notes.txt' })).toBeInTheDocument();
    expect(await details.findByRole('tab', { name: 'Details' })).toBeInTheDocument();
  });

  it.each([
    [
      'its folder exists',
      '/buckets/photos/browse/docs?object=docs/gone.txt',
      'Back to photos/docs/',
      '/docs',
    ],
    [
      'its folders are gone too',
      '/buckets/photos/browse/albums?object=albums/1999/june/gone.jpg',
      'Back to photos/albums/',
      '/albums',
    ],
    ['it is at the bucket root', '/buckets/photos/browse?object=gone.txt', 'Back to photos/', ''],
  ])(
    'to a missing object says so where %s, with the way back to the nearest folder',
    async (_c, path, name, to) => {
      const { user, pathname, router } = open(path);
      const details = within(await panel());

      expect(await details.findByRole('heading', { name: 'Object not found' })).toBeInTheDocument();
      expect(details.queryByRole('tab')).not.toBeInTheDocument();

      await user.click(await details.findByRole('link', { name }));
      await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
      expect(pathname()).toBe(`/buckets/photos/browse${to}`);
      expect(router.state.location.search).toEqual({});
    },
  );
});

describe('a folder with nothing stored under it', () => {
  it.each([
    ['its parent exists', '/buckets/photos/browse/albums/2099', 'Back to photos/albums/', '/albums'],
    [
      'several levels are gone',
      '/buckets/photos/browse/albums/2099/x/y',
      'Back to photos/albums/',
      '/albums',
    ],
    ['it is at the bucket root', '/buckets/photos/browse/nowhere', 'Back to photos/', ''],
  ])(
    'reached by its address where %s, is "empty or no longer exists", with the way back',
    async (_c, path, name, to) => {
      const { user, pathname } = open(path);

      const heading = await screen.findByRole('heading', {
        name: 'This folder is empty or no longer exists',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('navigation', { name: 'Folder path' })).toBeInTheDocument();

      await user.click(await screen.findByRole('link', { name }));
      await waitFor(() => expect(pathname()).toBe(`/buckets/photos/browse${to}`));
    },
  );

  it('is just empty when the user has opened it with "Create folder"', async () => {
    const { user, pathname } = open('/buckets/photos/browse/docs');
    await user.click(await screen.findByRole('button', { name: 'Create folder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create folder' }));
    await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'reports');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'This folder is empty' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets/photos/browse/docs/reports');
    expect(screen.queryByRole('heading', { name: /no longer exists/ })).not.toBeInTheDocument();
  });
});

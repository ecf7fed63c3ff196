import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { allBuckets, newMockBucket, putBucket, removeBucket } from '../../../../mocks/buckets-model';
import { READONLY_USER, ROOT_USER } from '../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give the list's scroll area a height, so the virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openList(path = '/buckets', as = ROOT_USER) {
  const view = renderApp(path, { as });
  await screen.findByRole('heading', { level: 1, name: 'Buckets' });
  return view;
}

const rowOf = (bucketName: string) =>
  screen.getByRole('rowheader', { name: bucketName }).closest('tr') as HTMLElement;
const listedNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

describe('Bucket list', () => {
  it('shows each bucket with its usage, access, creation date and features', async () => {
    await openList();

    expect(listedNames()).toEqual(['backups', 'photos', 'public-assets']);
    const backups = within(rowOf('backups'));
    expect(backups.getByText('1.2K')).toBeInTheDocument();
    expect(backups.getByText('1.4 TiB')).toBeInTheDocument();
    expect(backups.getByText('Read/write')).toBeInTheDocument();
    expect(backups.getByRole('list', { name: 'Features' })).toHaveTextContent('VersionedLockedQuota 2.0 TiB');
    // Seeded mid-morning UTC, so the same day in every time zone.
    expect(within(rowOf('photos')).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(backups.getByRole('link', { name: 'backups' })).toHaveAttribute('href', '/buckets/backups/browse');
    expect(backups.getByRole('link', { name: 'Manage backups' })).toHaveAttribute(
      'href',
      '/buckets/backups/admin',
    );
  });

  it('keeps the filter in the URL', async () => {
    const { user, router } = await openList();

    await user.type(screen.getByLabelText('Filter buckets'), 'PHO');

    expect(listedNames()).toEqual(['photos']);
    expect(router.state.location.search).toEqual({ filter: 'PHO' });
    expect(screen.getByText('1 of 3 buckets')).toBeInTheDocument();
  });

  it('opens with the filter of the URL', async () => {
    await openList('/buckets?filter=back');

    expect(screen.getByLabelText('Filter buckets')).toHaveValue('back');
    expect(listedNames()).toEqual(['backups']);
  });

  it('says when no bucket matches, and clears the filter on request', async () => {
    const { user } = await openList('/buckets?filter=nothing');

    expect(screen.getByRole('heading', { name: 'No bucket matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));

    expect(listedNames()).toHaveLength(3);
  });

  it('without buckets invites to create one', async () => {
    for (const bucket of allBuckets()) removeBucket(bucket.name);
    const { user, pathname } = await openList();

    expect(screen.getByRole('heading', { name: 'No buckets yet' })).toBeInTheDocument();
    const [inHeader, inEmptyState] = screen.getAllByRole('link', { name: 'Create Bucket' });
    expect(inHeader).toBeInTheDocument();
    await user.click(inEmptyState as HTMLElement);

    await waitFor(() => expect(pathname()).toBe('/add-bucket'));
  });

  it('without buckets tells a user who may not create one whom to ask', async () => {
    for (const bucket of allBuckets()) removeBucket(bucket.name);
    await openList('/buckets', READONLY_USER);

    expect(screen.getByRole('heading', { name: 'No buckets yet' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no buckets you can access. Ask an administrator for access.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Bucket' })).not.toBeInTheDocument();
  });

  it('offers a read-only user neither creating, managing nor deleting', async () => {
    await openList('/buckets', READONLY_USER);

    expect(screen.queryByRole('link', { name: 'Create Bucket' })).not.toBeInTheDocument();
    const photos = within(rowOf('photos'));
    expect(photos.getByText('Read only')).toBeInTheDocument();
    expect(photos.queryByRole('link', { name: 'Manage photos' })).not.toBeInTheDocument();
    expect(photos.queryByRole('button', { name: 'Delete bucket photos' })).not.toBeInTheDocument();
  });

  it('brings in what changed on Refresh', async () => {
    const { user } = await openList();
    putBucket(newMockBucket('fresh'));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('rowheader', { name: 'fresh' })).toBeInTheDocument();
  });

  it('renders only the rows in view of 10,000 buckets', async () => {
    for (let index = 0; index < 10_000; index++) {
      putBucket(newMockBucket(`bucket-${String(index).padStart(5, '0')}`));
    }
    await openList();

    expect(screen.getByText('10,003 buckets')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10004');
    expect(listedNames().length).toBeGreaterThan(5);
    expect(listedNames().length).toBeLessThan(40);
  });
});

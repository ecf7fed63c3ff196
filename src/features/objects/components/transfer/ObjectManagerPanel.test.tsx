import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError } from '../../../../../mocks/handlers/respond';
import { ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';
import { startDownload } from '../../transfer/downloads';
import { storageResumeStore } from '../../transfer/resume-store';

const UPLOAD = '*/api/v1/buckets/:bucket_name/objects/upload';

async function openBrowser() {
  const view = renderApp('/buckets/photos/browse/', { as: ROOT_USER });
  await screen.findByRole('button', { name: 'Upload file(s)' });
  return view;
}

const panel = () => screen.queryByRole('complementary', { name: 'Uploads and downloads' });
const items = () => within(screen.getByRole('list', { name: 'Transfers' })).getAllByRole('listitem');
const itemNamed = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });
const textFile = (name: string) => new File([`content of ${name}`], name, { type: 'text/plain' });

describe('the object manager', () => {
  it('lists the newest transfer first, cleans the done ones and closes when empty', async () => {
    const { user } = await openBrowser();
    await user.upload(screen.getByLabelText('Files to upload'), textFile('first.txt'));
    await user.upload(screen.getByLabelText('Files to upload'), textFile('second.txt'));

    expect(panel()).toBeVisible();
    await waitFor(() =>
      expect(within(panel() as HTMLElement).getAllByText('photos · Uploaded')).toHaveLength(2),
    );
    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Upload: second.txt',
      'Upload: first.txt',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Upload of first.txt' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    await user.click(screen.getByRole('button', { name: 'Clean done' }));

    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: /^Transfers/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Transfers/ })).toHaveTextContent('Transfers0');
  });

  it('opens and closes from the top bar', async () => {
    const { user } = await openBrowser();
    const toggle = screen.getByRole('button', { name: /^Transfers/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel() as HTMLElement).getByText('No uploads or downloads yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();
  });

  it('shows why an upload failed, and retries it', async () => {
    server.use(http.post(UPLOAD, () => apiError(403, 'Access Denied.'), { once: true }));
    const { user } = await openBrowser();
    await user.upload(screen.getByLabelText('Files to upload'), textFile('refused.txt'));

    expect(
      await within(itemNamed('refused.txt')).findByText('photos · Failed: Access Denied.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry refused.txt' }));

    expect(await within(itemNamed('refused.txt')).findByText('photos · Uploaded')).toBeVisible();
  });

  it('cancels an upload in progress, which can then be retried and removed', async () => {
    server.use(
      http.post(
        UPLOAD,
        async () => {
          await delay('infinite');
        },
        { once: true },
      ),
    );
    const { user } = await openBrowser();
    await user.upload(screen.getByLabelText('Files to upload'), textFile('slow.txt'));

    await user.click(await screen.findByRole('button', { name: 'Cancel slow.txt' }));

    expect(await within(itemNamed('slow.txt')).findByText('photos · Cancelled')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry slow.txt' }));
    expect(await within(itemNamed('slow.txt')).findByText('photos · Uploaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove slow.txt' }));
    expect(panel()).toBeNull();
  });

  it('offers an upload an earlier visit left unfinished, and aborts it when removed', async () => {
    const store = storageResumeStore(localStorage);
    store.save({
      bucketName: 'photos',
      key: 'videos/holiday.mp4',
      name: 'holiday.mp4',
      size: 40_000_000,
      lastModified: 1_700_000_000_000,
      uploadId: 'earlier-upload',
      partSize: 16 * 1024 * 1024,
    });
    const aborted = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.includes('/uploads/earlier-upload'))
        aborted(request.url);
    });
    const { user } = await openBrowser();

    const item = await screen.findByRole('listitem', { name: /holiday\.mp4/ });
    expect(within(item).getByText('photos · Paused: choose the same file again to resume')).toBeVisible();
    await user.upload(
      within(item).getByLabelText('File to resume videos/holiday.mp4'),
      textFile('other.mp4'),
    );
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'This is not the file that was being uploaded (holiday.mp4).',
    );

    await user.click(within(item).getByRole('button', { name: 'Remove videos/holiday.mp4' }));

    await waitFor(() =>
      expect(aborted).toHaveBeenCalledWith(expect.stringContaining('prefix=videos%2Fholiday.mp4')),
    );
    expect(store.all()).toEqual([]);
    expect(panel()).toBeNull();
    server.events.removeAllListeners();
  });

  it('lists downloads, handed to the browser as links or posted forms', async () => {
    const links: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this.href);
    });
    const forms: string[][] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      forms.push([this.action, this.target, ...[...new FormData(this).values()].map(String)]);
    });
    await openBrowser();

    act(() => {
      startDownload({ bucketName: 'photos', keys: ['docs/notes #1.txt'], versionId: 'v7' });
      startDownload({ bucketName: 'photos', keys: ['albums/', 'README.md'] });
    });

    expect(links).toEqual([
      'http://localhost:3000/api/v1/buckets/photos/objects/download?prefix=docs%2Fnotes+%231.txt&version_id=v7',
    ]);
    expect(forms).toEqual([
      [
        'http://localhost:3000/api/v1/buckets/photos/objects/download-multiple',
        expect.stringMatching(/^console-download-frame-/),
        'albums/',
        'README.md',
      ],
    ]);
    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Download: 2 objects (zip)',
      'Download: notes #1.txt',
    ]);
    expect(within(panel() as HTMLElement).getAllByText('photos · Handed to the browser')).toHaveLength(2);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { S3 } from '@/lib/permissions/scopes';
import { globallyGranted, sessionWith } from '@/lib/permissions/test-sessions';
import { renderApp } from '@/test/render-app';
import { buildSessionResponse, ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';
import { latestOf } from '../../../../../mocks/objects-model';

const textOf = (bytes: Uint8Array | null | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());

function fileIn(folder: string, name: string, text: string): File {
  const file = new File([text], name, { type: 'text/plain' });
  Object.defineProperty(file, 'webkitRelativePath', { value: `${folder}/${name}` });
  return file;
}

async function openFolder(path: string) {
  const view = renderApp(path, { as: ROOT_USER });
  await screen.findByRole('button', { name: 'Upload file(s)' });
  return view;
}

const transfers = () => screen.getByRole('list', { name: 'Transfers' });

describe('uploading from the object browser', () => {
  it('uploads the chosen files into the folder shown, and lists each in the object manager', async () => {
    const { user } = await openFolder('/buckets/photos/browse/albums/');
    const hostile = new File(['<b>bold</b>'], '<img src=x onerror=alert(1)>.txt', { type: 'text/plain' });
    const emoji = new File(['smile'], '😀 שלום.txt', { type: 'text/plain' });

    await user.upload(screen.getByLabelText('Files to upload'), [hostile, emoji]);

    const items = await within(transfers()).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Upload: albums/😀 שלום.txt',
      'Upload: albums/<img src=x onerror=alert(1)>.txt',
    ]);
    await waitFor(() => expect(within(transfers()).getAllByText(/Uploaded/)).toHaveLength(2));
    expect(textOf(latestOf('photos', 'albums/<img src=x onerror=alert(1)>.txt')?.body)).toBe('<b>bold</b>');
    expect(latestOf('photos', 'albums/😀 שלום.txt')?.contentType).toBe('text/plain');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps the paths of a folder below the folder shown', async () => {
    const { user } = await openFolder('/buckets/photos/browse/docs/');
    const files = [fileIn('trip', 'day1.txt', 'first day'), fileIn('trip/maps', 'route.txt', 'north')];

    await user.upload(screen.getByLabelText('Folder to upload'), files);

    await waitFor(() => expect(within(transfers()).getAllByText(/Uploaded/)).toHaveLength(2));
    expect(textOf(latestOf('photos', 'docs/trip/day1.txt')?.body)).toBe('first day');
    expect(textOf(latestOf('photos', 'docs/trip/maps/route.txt')?.body)).toBe('north');
    expect(screen.getByLabelText('Folder to upload')).toHaveAttribute('webkitdirectory');
  });

  it('uploads what is dropped on the listing, saying where it goes while dragging', async () => {
    await openFolder('/buckets/photos/browse/albums/');
    const file = new File(['dropped'], 'dropped.txt', { type: 'text/plain' });
    const dataTransfer = { types: ['Files'], files: [file], items: [], dropEffect: 'none' };
    const listing = await screen.findByRole('table');

    fireEvent.dragEnter(listing, { dataTransfer });
    expect(screen.getByText('Drop files or folders to upload them to photos/albums/')).toHaveAttribute(
      'role',
      'status',
    );
    fireEvent.drop(listing, { dataTransfer });

    await waitFor(() => expect(textOf(latestOf('photos', 'albums/dropped.txt')?.body)).toBe('dropped'));
  });

  it('refuses, and says why, when the user may list but not upload', async () => {
    server.use(
      http.get('*/api/v1/session', () =>
        HttpResponse.json({
          ...buildSessionResponse(ROOT_USER, { accessKey: 'x', secretKey: 'y', hideMenu: false }),
          ...sessionWith(globallyGranted(S3.ListBucket, S3.GetObject)),
        }),
      ),
    );
    await openFolder('/buckets/photos/browse/albums/');

    const reason = 'You cannot upload to photos/albums/: your policy does not allow s3:PutObject there.';
    for (const name of ['Upload file(s)', 'Upload folder']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    expect(screen.getByText(reason)).toBeVisible();
  });
});

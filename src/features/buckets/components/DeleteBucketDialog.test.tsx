import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUCKET_MESSAGES } from '@/contract/bucket-rules';
import { bucketKeys } from '@/lib/resources/buckets';
import { renderApp } from '@/test/render-app';
import { findBucket, newMockBucket, putBucket } from '../../../../mocks/buckets-model';
import { MINIO_BUCKET_MESSAGES } from '../../../../mocks/handlers/buckets';
import { buildSessionResponse, currentSession, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openDeleteDialog(bucketName: string, path = '/buckets') {
  const view = renderApp(path, { as: ROOT_USER });
  await view.user.click(await screen.findByRole('button', { name: `Delete bucket ${bucketName}` }));
  const dialog = await screen.findByRole('dialog', { name: `Delete bucket ${bucketName}?` });
  return { ...view, dialog: within(dialog) };
}

describe('Delete bucket dialog', () => {
  it('deletes only once the bucket name is typed', async () => {
    putBucket(newMockBucket('empty-one'));
    const { user, dialog } = await openDeleteDialog('empty-one');
    const confirm = dialog.getByLabelText('Type empty-one to confirm');

    await user.type(confirm, 'empty');
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(confirm, '-one');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: 'empty-one' })).not.toBeInTheDocument();
    expect(findBucket('empty-one')).toBeUndefined();
  });

  it('shows why MinIO refuses a bucket that is not empty, and keeps the bucket', async () => {
    const { user, dialog } = await openDeleteDialog('photos');

    await user.type(dialog.getByLabelText('Type photos to confirm'), 'photos');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(BUCKET_MESSAGES.notEmpty);
    await user.click(within(alert).getByRole('button', { name: 'Details' }));
    expect(alert).toHaveTextContent(MINIO_BUCKET_MESSAGES.notEmpty);
    expect(findBucket('photos')).toBeDefined();
  });

  it('with "Delete everything in it" removes a bucket that is not empty', async () => {
    const { user, dialog } = await openDeleteDialog('photos');

    await user.type(dialog.getByLabelText('Type photos to confirm'), 'photos');
    await user.click(
      dialog.getByRole('checkbox', { name: 'Delete everything in it (all objects and versions)' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'photos' })).not.toBeInTheDocument());
    expect(findBucket('photos')).toBeUndefined();
  });

  it('explains that a locked bucket cannot be deleted with everything in it', async () => {
    const { user, dialog } = await openDeleteDialog('backups');

    await user.type(dialog.getByLabelText('Type backups to confirm'), 'backups');
    await user.click(
      dialog.getByRole('checkbox', { name: 'Delete everything in it (all objects and versions)' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(BUCKET_MESSAGES.lockedForceDelete);
  });

  it('offers deleting everything only to users allowed to force-delete', async () => {
    const deleteOnly = ['s3:ListBucket', 's3:DeleteBucket'];
    server.use(
      http.get('*/api/v1/session', () => {
        const state = currentSession();
        if (state.kind !== 'ok') return HttpResponse.json({}, { status: 401 });
        const permissions = { 'console-ui': deleteOnly, 'arn:aws:s3:::*': deleteOnly };
        return HttpResponse.json({ ...buildSessionResponse(state.user, state.session), permissions });
      }),
    );
    const { dialog } = await openDeleteDialog('photos');

    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('closes on Cancel without deleting', async () => {
    const { user, dialog } = await openDeleteDialog('photos');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete bucket photos' })).toHaveFocus();
  });

  it('from the bucket settings page, goes back to the list and forgets the bucket', async () => {
    putBucket(newMockBucket('empty-one'));
    const { user, dialog, pathname, queryClient } = await openDeleteDialog(
      'empty-one',
      '/buckets/empty-one/admin/summary',
    );

    await user.type(dialog.getByLabelText('Type empty-one to confirm'), 'empty-one');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(pathname()).toBe('/buckets'));
    expect(await screen.findByRole('rowheader', { name: 'photos' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'empty-one' })).not.toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: bucketKeys.detail('empty-one') })).toEqual([]);
  });
});

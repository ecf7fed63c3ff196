import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQuery } from '@/lib/resources/session';
import { READONLY_USER } from '../../../../../mocks/model';
import { CreateFolderButton } from './CreateFolderButton';
import { renderStandalone } from './test-harness';

async function openDialog(prefix: string) {
  const view = renderStandalone(() => <CreateFolderButton bucketName="photos" prefix={prefix} />);
  await view.user.click(await screen.findByRole('button', { name: 'Create folder' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Create folder' })) };
}

describe('CreateFolderButton', () => {
  it.each([
    ['', 'Enter a folder name'],
    ['///', 'Enter a folder name'],
    ['a//b', 'A folder name cannot contain empty parts ("//")'],
    ['..', 'A folder cannot be named "." or ".."'],
    ['a/./b', 'A folder cannot be named "." or ".."'],
    ['é'.repeat(600), "The folder's full path would be over 1024 bytes long"],
  ])('refuses "%s" with "%s" and stays', async (name, message) => {
    const { user, dialog, router } = await openDialog('docs/');
    const field = dialog.getByRole('textbox', { name: 'Folder name' });

    if (name) await user.click(field);
    if (name) await user.paste(name);
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue(name);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['docs/', 'reports', 'docs/reports'],
    ['', '2025/q1/', '2025/q1'],
    ['docs/', 'a #?+%b', 'docs/a #?+%25b'],
  ])('in "%s", opens the new folder "%s"', async (prefix, name, splat) => {
    const { user, dialog } = await openDialog(prefix);

    await user.click(dialog.getByRole('textbox', { name: 'Folder name' }));
    await user.paste(name);
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(`Browsing photos: ${splat}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the folder shows only once something is in it', async () => {
    const { dialog } = await openDialog('docs/');
    expect(
      dialog.getByText(/S3 has no empty folders: it shows in the listing once something is uploaded/),
    ).toBeInTheDocument();
  });

  it('is not offered to a user who cannot add objects', async () => {
    const { queryClient } = renderStandalone(() => <CreateFolderButton bucketName="photos" prefix="" />, {
      as: READONLY_USER,
    });
    await waitFor(() => expect(queryClient.getQueryData(sessionQuery().queryKey)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();
  });
});

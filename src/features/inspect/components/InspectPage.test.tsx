import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../../../mocks/model';

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  // jsdom saves nothing: record the names the page asks the browser to save.
  URL.createObjectURL = () => 'blob:inspect';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

async function fill(user: ReturnType<typeof renderApp>['user'], volume: string, file: string) {
  await user.type(await screen.findByLabelText('Volume'), volume);
  await user.type(screen.getByLabelText('File'), file);
  await user.click(screen.getByRole('button', { name: 'Download' }));
}

describe('the Inspect page', () => {
  it('saves the sealed data and shows its key once, with a warning', async () => {
    const { user } = renderApp('/tools/inspect', { as: ROOT_USER });
    await fill(user, 'photos', 'a.jpg/xl.meta');
    const dialog = await screen.findByRole('dialog', { name: 'Decryption key' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('It is shown only now');
    expect((within(dialog).getByLabelText('Key') as HTMLInputElement).value).toMatch(/^[0-9a-f]{64}$/);
    expect(saved).toEqual(['inspect-photos-a.jpg_xl.meta.enc']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a path that climbs out of the volume', 'photos', '../x', 'must be a path inside the volume'],
    ['a volume with a slash', 'a/b', 'x', 'must be a bucket (or MinIO volume) name'],
  ])('refuses %s before asking', async (_, volume, file, problem) => {
    const { user } = renderApp('/tools/inspect', { as: ROOT_USER });
    await fill(user, volume, file);
    expect(await screen.findByText(new RegExp(problem.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

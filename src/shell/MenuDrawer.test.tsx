import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../mocks/model';

const drawer = () => screen.findByRole('dialog', { name: 'MinIO Console' });

describe('The menu drawer of narrow screens', () => {
  it('opens from its labelled button with the menu inside, and closes on Escape', async () => {
    const { user } = renderApp('/buckets', { as: ROOT_USER });

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(await drawer()).getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Users' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it.each([
    ['a link in it', 'Users', '/identity/users'],
    ['another link in it', 'Policies', '/access/policies'],
  ])('closes once %s opens a page', async (_, link, path) => {
    const { user, pathname } = renderApp('/buckets', { as: ROOT_USER });

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(await drawer()).getByRole('link', { name: link }));

    expect(await screen.findByRole('heading', { level: 1, name: link })).toBeInTheDocument();
    expect(pathname()).toBe(path);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

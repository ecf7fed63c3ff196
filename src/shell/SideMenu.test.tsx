import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reloadUiStore, renderApp } from '@/test/render-app';
import { logInAs, READONLY_USER, ROOT_USER } from '../../mocks/model';

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });

/** The menu's links in order, by their names. */
const menuLinks = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));

describe('Menu and route guards', () => {
  it('shows the read-only user only Buckets, Service Accounts, License, Documentation and Logout', async () => {
    renderApp('/buckets', { as: READONLY_USER });
    const menu = await mainMenu();

    expect(menuLinks(menu)).toEqual(['Buckets', 'Service Accounts', 'License', 'Documentation']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    for (const group of ['Access', 'Monitoring', 'Support', 'Settings']) {
      expect(within(menu).queryByRole('button', { name: group })).not.toBeInTheDocument();
    }
  });

  it.each([
    '/identity/users',
    '/identity/groups',
    '/access/policies',
    '/tools/logs',
    '/settings/configurations',
    '/add-bucket',
  ])('sends the read-only user from %s to /buckets', async (path) => {
    const { pathname } = renderApp(path, { as: READONLY_USER });

    expect(await screen.findByRole('heading', { name: 'Buckets' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets');
  });

  it('shows root every group of the menu', async () => {
    renderApp('/buckets', { as: ROOT_USER });
    const menu = await mainMenu();

    for (const group of ['Identity', 'Access', 'Monitoring', 'Support', 'Settings']) {
      expect(within(menu).getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(menuLinks(menu)).toEqual([
      'Buckets',
      ...['Users', 'Groups', 'Service Accounts', 'OpenID', 'LDAP', 'Directory'],
      'Policies',
      ...['Metrics', 'Logs', 'Audit', 'Trace', 'Watch', 'Drives', 'Inspect'],
      ...['Register', 'Health', 'Performance'],
      'License',
      ...['Configurations', 'Notifications', 'Tiers', 'Site Replication', 'KMS'],
      'Documentation',
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('lets root open the users page', async () => {
    const { pathname } = renderApp('/identity/users', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(pathname()).toBe('/identity/users');
  });

  it('sends an unknown path to the first permitted page', async () => {
    const { pathname } = renderApp('/no/such/page', { as: READONLY_USER });

    expect(await screen.findByRole('heading', { name: 'Buckets' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets');
  });

  it('opens a page from the menu', async () => {
    const { user, pathname } = renderApp('/buckets', { as: ROOT_USER });
    const menu = await mainMenu();

    await user.click(within(menu).getByRole('link', { name: 'Tiers' }));

    expect(await screen.findByRole('heading', { name: 'Tiers' })).toBeInTheDocument();
    expect(pathname()).toBe('/settings/tiers');
  });
});

describe('Menu', () => {
  it('collapses and expands, and remembers its state across a reload', async () => {
    const first = renderApp('/buckets', { as: ROOT_USER });
    const menu = await mainMenu();

    await first.user.click(within(menu).getByRole('button', { name: 'Collapse menu' }));

    const expand = within(menu).getByRole('button', { name: 'Expand menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem('console-ui') ?? '{}')).toMatchObject({
      state: { sidebarOpen: false },
    });

    first.unmount();
    await reloadUiStore();
    const second = renderApp('/buckets');

    const reloaded = await mainMenu();
    expect(within(reloaded).getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();

    await second.user.click(within(reloaded).getByRole('button', { name: 'Expand menu' }));
    expect(within(reloaded).getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('is open by default', async () => {
    renderApp('/buckets', { as: ROOT_USER });

    expect(within(await mainMenu()).getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
  });

  it('collapses and expands a group', async () => {
    const { user } = renderApp('/buckets', { as: ROOT_USER });
    const menu = await mainMenu();
    const monitoring = within(menu).getByRole('button', { name: 'Monitoring' });

    await user.click(monitoring);
    expect(monitoring).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Logs' })).not.toBeInTheDocument();

    await user.click(monitoring);
    expect(within(menu).getByRole('link', { name: 'Logs' })).toBeInTheDocument();
  });

  it('is not shown for a session with the hide-menu feature', async () => {
    logInAs(ROOT_USER, { hideMenu: true });
    renderApp('/buckets');

    expect(await screen.findByRole('heading', { name: 'Buckets' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

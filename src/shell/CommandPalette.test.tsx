import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENTATION_URL } from '@/lib/permissions/menu';
import { renderApp } from '@/test/render-app';
import { READONLY_USER, ROOT_USER } from '../../mocks/model';

async function openPalette(as = ROOT_USER) {
  const app = renderApp('/buckets', { as });
  await screen.findByRole('heading', { name: 'Buckets' });
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  return { ...app, dialog };
}

const optionNames = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('Command palette', () => {
  it('opens with Ctrl+K and lists the actions grouped by section', async () => {
    const { dialog } = await openPalette();

    const sections = within(dialog)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(sections).toEqual([
      'General',
      'Identity',
      'Access',
      'Monitoring',
      'Support',
      'Settings',
      'Buckets',
    ]);
    expect(optionNames(within(dialog).getByRole('group', { name: 'Buckets' }))).toEqual(['Create Bucket']);
    expect(optionNames(within(dialog).getByRole('group', { name: 'Identity' }))).toEqual([
      'Users',
      'Groups',
      'Service Accounts',
      'OpenID',
      'LDAP',
      'Directory',
    ]);
    expect(within(dialog).getByRole('combobox', { name: 'Go to' })).toHaveFocus();
  });

  it('also opens with the toolbar button', async () => {
    const app = renderApp('/buckets', { as: ROOT_USER });

    await app.user.click(await screen.findByRole('button', { name: /Search actions/ }));

    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });

  it('offers the read-only user no Create Bucket', async () => {
    const { dialog } = await openPalette(READONLY_USER);

    expect(within(dialog).queryByRole('group', { name: 'Buckets' })).not.toBeInTheDocument();
    expect(optionNames(dialog)).toEqual(['Buckets', 'License', 'Documentation', 'Service Accounts']);
  });

  it.each([
    ['logs', ['Logs']],
    ['IDENTITY', ['Users', 'Groups', 'Service Accounts', 'OpenID', 'LDAP', 'Directory']],
    ['  tiers ', ['Tiers']],
    ['create', ['Create Bucket']],
    ['no such thing', []],
  ])('filters on %j', async (text, expected) => {
    const { user, dialog } = await openPalette();

    await user.type(within(dialog).getByRole('combobox', { name: 'Go to' }), text);

    expect(optionNames(dialog)).toEqual(expected);
    if (expected.length === 0) expect(within(dialog).getByText('No matching actions')).toBeInTheDocument();
  });

  it('goes to the selected action with ArrowDown and Enter', async () => {
    const { user, dialog, pathname } = await openPalette();
    const input = within(dialog).getByRole('combobox', { name: 'Go to' });

    await user.type(input, 'identity');
    expect(within(dialog).getByRole('option', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('option', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(dialog).getByRole('option', { name: 'Groups' }).id,
    );
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(pathname()).toBe('/identity/groups');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wraps around with ArrowUp from the first action', async () => {
    const { user, dialog } = await openPalette();

    await user.type(within(dialog).getByRole('combobox', { name: 'Go to' }), 'identity');
    await user.keyboard('{ArrowUp}');

    expect(within(dialog).getByRole('option', { name: 'Directory' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('goes to an action on click, and Create Bucket opens add-bucket', async () => {
    const { user, dialog, pathname } = await openPalette();

    await user.click(within(dialog).getByRole('option', { name: 'Create Bucket' }));

    expect(await screen.findByRole('heading', { name: 'Create Bucket' })).toBeInTheDocument();
    expect(pathname()).toBe('/add-bucket');
  });

  it('closes with Escape and starts empty the next time', async () => {
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox', { name: 'Go to' }), 'logs');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const reopened = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(reopened).getByRole('combobox', { name: 'Go to' })).toHaveValue('');
    expect(within(reopened).getAllByRole('option').length).toBeGreaterThan(1);
  });

  it('selects the first action again when reopened after running one', async () => {
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox', { name: 'Go to' }), 'identity');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');

    const reopened = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(reopened).getByRole('option', { name: 'Buckets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens Documentation in a new tab and stays on the page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog, pathname } = await openPalette();

    await user.click(within(dialog).getByRole('option', { name: 'Documentation' }));

    expect(open).toHaveBeenCalledWith(DOCUMENTATION_URL, '_blank', 'noopener,noreferrer');
    expect(pathname()).toBe('/buckets');
  });
});

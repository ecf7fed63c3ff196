import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ldapSession, sessionGranting } from '@/test/session-granting';
import { ROOT_USER } from '../../../../../mocks/model';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

describe('/identity', () => {
  it.each([
    ['every action', ['admin:*'], '/identity/users', 'Users'],
    ['listing groups only', ['admin:ListGroups'], '/identity/groups', 'Groups'],
  ])('opens the first identity page the session may open: %s → %s', async (_, actions, page, title) => {
    sessionGranting(actions);
    const { pathname } = renderApp('/identity', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(pathname()).toBe(page);
  });

  it.each([
    ['no identity action', () => sessionGranting(['s3:GetObject'])],
    ['the directory-service identity provider', ldapSession],
  ])('opens the access keys with %s', async (_, arrange) => {
    arrange();
    const { pathname } = renderApp('/identity', { as: ROOT_USER });

    await waitFor(() => expect(pathname()).toBe('/identity/account'));
    await screen.findByRole('heading', { level: 1 });
  });
});

describe('with the directory-service (LDAP) identity provider', () => {
  it.each(['/identity/users', '/identity/groups'])('%s is closed', async (path) => {
    ldapSession();
    const { pathname } = renderApp(path, { as: ROOT_USER });

    await waitFor(() => expect(pathname()).not.toBe(path));
    await screen.findByRole('heading', { level: 1 });
  });

  it("a group's page names its members without linking to users, nor back to a list", async () => {
    ldapSession();
    renderApp('/identity/groups/auditors', { as: ROOT_USER });

    expect(await screen.findByText('carol')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'carol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All groups' })).not.toBeInTheDocument();
  });

  it("a user's page names its groups without linking to them", async () => {
    ldapSession();
    renderApp('/identity/users/carol', { as: ROOT_USER });

    expect(await screen.findByText('auditors')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'auditors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All users' })).not.toBeInTheDocument();
  });
});

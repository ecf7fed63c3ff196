import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '@/lib/permissions/scopes';
import { renderApp } from '@/test/render-app';
import { LDAP, sessionGranting } from '@/test/session-granting';
import { allPolicies, policyDocument } from '../../../../mocks/iam-model';
import { ROOT_USER } from '../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openPolicy(name: string) {
  const view = renderApp(`/access/policies/${encodeURIComponent(name)}`, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: `Policy ${name}` });
  return view;
}

const editor = () => screen.findByLabelText('Policy document') as Promise<HTMLTextAreaElement>;

async function replaceDocument(user: ReturnType<typeof renderApp>['user'], text: string) {
  const field = await editor();
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('Policy page: the document', () => {
  it("shows MinIO's document indented, and saves a change to it", async () => {
    const { user } = await openPolicy('photos-editors');
    const field = await editor();
    expect(field.value.split('\n').length).toBeGreaterThan(5);
    expect(JSON.parse(field.value)).toEqual(policyDocument('photos-editors'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const narrowed = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] }],
    };
    await replaceDocument(user, JSON.stringify(narrowed));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Policy photos-editors saved')).toBeInTheDocument();
    expect(policyDocument('photos-editors')).toEqual(narrowed);
  });

  it('saves nothing while the document has errors, and undoes changes on request', async () => {
    const { user } = await openPolicy('photos-editors');
    const maybe = { Effect: 'Maybe', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] };
    await replaceDocument(user, JSON.stringify({ Version: '2012-10-17', Statement: [maybe] }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Correct the errors in the policy first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(JSON.parse((await editor()).value)).toEqual(policyDocument('photos-editors'));
  });

  it('shows the document read-only to a session that may read but not change it', async () => {
    sessionGranting([ADMIN.GetPolicy]);
    await openPolicy('readonly');

    expect(await editor()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete policy readonly' })).not.toBeInTheDocument();
  });

  it('says a policy that does not exist is not found, with the way back', async () => {
    renderApp('/access/policies/no-such-policy', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'Policy not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all policies' })).toHaveAttribute(
      'href',
      '/access/policies',
    );
  });
});

describe('Policy page: who holds it', () => {
  it.each([
    ['Users', 'photos-editors', 'alice', '/identity/users/alice'],
    ['Groups', 'photos-editors', 'photo-team', '/identity/groups/photo-team'],
  ])('lists the %s, each a link to its page', async (tab, policy, holder, href) => {
    const { user } = await openPolicy(policy);
    await user.click(screen.getByRole('tab', { name: tab }));

    expect(await screen.findByRole('link', { name: holder })).toHaveAttribute('href', href);
  });

  it('says when the policy is attached to no one', async () => {
    const { user } = await openPolicy('writeonly');
    await user.click(screen.getByRole('tab', { name: 'Users' }));

    expect(await screen.findByText('No users')).toBeInTheDocument();
  });

  it('names the holders without links when users and groups live in a directory (LDAP)', async () => {
    sessionGranting([ADMIN.All], LDAP);
    const { user } = await openPolicy('photos-editors');
    await user.click(screen.getByRole('tab', { name: 'Users' }));

    const users = within(await screen.findByRole('list', { name: "The policy's users" }));
    expect(users.getByText('alice')).toBeInTheDocument();
    expect(users.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['GetPolicy alone', false, [ADMIN.GetPolicy]],
    ['GetPolicy and ListUsers', true, [ADMIN.GetPolicy, ADMIN.ListUsers]],
    ['GetPolicy and ListUserPolicies', true, [ADMIN.GetPolicy, ADMIN.ListUserPolicies]],
    ['ListUsers without GetPolicy', false, [ADMIN.ListUsers, ADMIN.DeletePolicy]],
  ])('with %s, the Users and Groups tabs show: %s', async (_, shown, actions) => {
    sessionGranting(actions);
    await openPolicy('readonly');

    expect(screen.queryByRole('tab', { name: 'Users' }) !== null).toBe(shown);
    expect(screen.queryByRole('tab', { name: 'Groups' }) !== null).toBe(shown);
  });
});

describe('Policy page: delete', () => {
  it('deletes the policy and goes back to the list', async () => {
    const { user, pathname } = await openPolicy('writeonly');
    await user.click(screen.getByRole('button', { name: 'Delete policy writeonly' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete policy writeonly?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(pathname()).toBe('/access/policies'));
    expect(allPolicies().map(([name]) => name)).not.toContain('writeonly');
  });
});

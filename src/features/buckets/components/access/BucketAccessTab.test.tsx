import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

describe('Access tab', () => {
  it('lists the policies that name the bucket and the users they reach, directly or through a group', async () => {
    renderApp('/buckets/photos/admin/access', { as: ROOT_USER });

    const policies = await screen.findByRole('list', { name: 'Policies with access' });
    const names = within(policies)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('summary')?.textContent);
    expect(names).toEqual([
      'consoleAdmin',
      'diagnostics',
      'photos-editors',
      'readonly',
      'readwrite',
      'writeonly',
    ]);
    const users = await screen.findByRole('list', { name: 'Users with access' });
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alice', 'bob', 'carol', 'dave', 'readonly']);
  });

  it('shows the policy of a listed name', async () => {
    const { user } = renderApp('/buckets/photos/admin/access', { as: ROOT_USER });

    await user.click(await screen.findByText('photos-editors'));

    expect(screen.getByText(/"arn:aws:s3:::photos\/\*"/)).toBeVisible();
  });

  it('has empty states', async () => {
    server.use(
      http.get('*/api/v1/bucket-policy/:bucket', () => HttpResponse.json({ policies: null, total: 0 })),
      http.get('*/api/v1/bucket-users/:bucket', () => HttpResponse.json(null)),
    );
    renderApp('/buckets/photos/admin/access', { as: ROOT_USER });

    expect(await screen.findByText('No IAM policy has a statement on this bucket.')).toBeInTheDocument();
    expect(
      await screen.findByText('No user has access to this bucket through a policy.'),
    ).toBeInTheDocument();
  });

  it("shows a list's failure in its own card", async () => {
    server.use(
      http.get('*/api/v1/bucket-users/:bucket', () =>
        HttpResponse.json({ code: 403, message: 'Access Denied.' }, { status: 403 }),
      ),
    );
    renderApp('/buckets/photos/admin/access', { as: ROOT_USER });

    // The app retries a failed load once, a second later.
    const users = await screen.findByRole('region', { name: 'Users' }, { timeout: 3000 });
    expect(await within(users).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Access Denied.',
    );
    expect(await screen.findByRole('list', { name: 'Policies with access' })).toBeInTheDocument();
  });
});

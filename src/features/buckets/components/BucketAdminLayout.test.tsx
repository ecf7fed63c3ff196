import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { buildSessionResponse, currentSession, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

/** Serves GET /session with these permissions instead of the user's own. */
function withPermissions(permissions: Record<string, string[]>) {
  server.use(
    http.get('*/api/v1/session', () => {
      const state = currentSession();
      if (state.kind !== 'ok') return undefined;
      return HttpResponse.json({ ...buildSessionResponse(state.user, state.session), permissions });
    }),
  );
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Bucket settings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Bucket settings page', () => {
  it('opens on the summary, with every tab and the delete button for root', async () => {
    const { pathname } = renderApp('/buckets/photos/admin', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bucket photos' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets/photos/admin/summary');
    expect(tabNames()).toEqual(['Summary', 'Events', 'Replication', 'Lifecycle', 'Access', 'Anonymous']);
    expect(screen.getByRole('button', { name: 'Delete bucket photos' })).toBeInTheDocument();
  });

  it('keeps the selected tab in the URL', async () => {
    const { user, pathname } = renderApp('/buckets/photos/admin/summary', { as: ROOT_USER });

    await user.click(await screen.findByRole('link', { name: 'Anonymous' }));

    expect(await screen.findByRole('heading', { name: 'Anonymous access' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets/photos/admin/prefix');
  });

  it('without s3:GetBucketPolicy hides the Anonymous tab and sends its URL to the summary', async () => {
    withPermissions({ 'arn:aws:s3:::photos': ['s3:GetBucketVersioning', 's3:PutBucketVersioning'] });
    const { pathname } = renderApp('/buckets/photos/admin/prefix', { as: ROOT_USER });

    expect(await screen.findByRole('region', { name: 'Versioning' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets/photos/admin/summary');
    expect(tabNames()).toEqual(['Summary']);
  });

  it('without admin:GetPolicy, ListUserPolicies or ListUsers hides the Access tab and sends its URL to the summary', async () => {
    withPermissions({ 'arn:aws:s3:::photos': ['s3:*'], 'console-ui': ['admin:ListGroups'] });
    const { pathname } = renderApp('/buckets/photos/admin/access', { as: ROOT_USER });

    expect(await screen.findByRole('region', { name: 'Versioning' })).toBeInTheDocument();
    expect(pathname()).toBe('/buckets/photos/admin/summary');
    expect(tabNames()).not.toContain('Access');
    expect(tabNames()).toContain('Anonymous');
  });

  it('shows the delete button only to those who may delete the bucket', async () => {
    withPermissions({ 'arn:aws:s3:::photos': ['s3:GetBucketVersioning'] });
    renderApp('/buckets/photos/admin/summary', { as: ROOT_USER });

    expect(await screen.findByRole('region', { name: 'Versioning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete bucket photos' })).not.toBeInTheDocument();
  });
});

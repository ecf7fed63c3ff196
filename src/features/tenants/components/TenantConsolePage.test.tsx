import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consolePathProblem } from '@/contract/operator/hop';
import { tenantDetails } from '@/contract/operator/tenants';
import { sessionCheck } from '@/contract/session';
import { renderApp } from '@/test/render-app';
import { mock } from '../../../../mocks/handlers/mock';
import { apiError } from '../../../../mocks/handlers/respond';
import { buildSessionResponse, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

const HOP = '/namespaces/team-a/tenants/alpha/hop';

beforeEach(() => {
  server.use(
    mock(sessionCheck, ({ session }) => ({
      ...buildSessionResponse(session.user, session.session),
      operator: true,
    })),
    mock(tenantDetails, ({ params }) => ({ name: params.tenant, namespace: params.namespace, pools: [] })),
  );
});

const open = (path: string) => renderApp(path, { as: ROOT_USER });

describe('The tenant console page', () => {
  it("frames the tenant's console through the proxy, without the side menu", async () => {
    open(HOP);
    const tenantConsole = await screen.findByTitle('Console of tenant alpha');
    expect(tenantConsole).toHaveAttribute('src', '/api/proxy/team-a/alpha/');
    expect(screen.getByRole('heading', { level: 1, name: 'Console of tenant alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('links back to the tenant and to the console in a tab of its own', async () => {
    open(HOP);
    const links = await screen.findByRole('navigation', { name: 'Tenant console' });
    expect(screen.getByRole('link', { name: 'Back to tenant alpha' })).toHaveAttribute(
      'href',
      '/namespaces/team-a/tenants/alpha',
    );
    const newTab = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(newTab).toHaveAttribute('href', '/api/proxy/team-a/alpha/');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(links).toContainElement(newTab);
  });

  it('opens the page of the tenant console named by `path`', async () => {
    open(`${HOP}?path=${encodeURIComponent('/tools/trace')}`);
    expect(await screen.findByTitle('Console of tenant alpha')).toHaveAttribute(
      'src',
      '/api/proxy/team-a/alpha/tools/trace',
    );
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/api/proxy/team-a/alpha/tools/trace',
    );
  });

  it('shows the refusal instead of a frame when the tenant cannot be read', async () => {
    server.use(
      mock(tenantDetails, () => apiError(403, 'Access denied', 'tenants.minio.min.io "alpha" is forbidden')),
    );
    open(HOP);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByTitle('Console of tenant alpha')).not.toBeInTheDocument();
  });

  it('opens no frame for a path that would leave the tenant console', async () => {
    open(`${HOP}?path=${encodeURIComponent('/../../api/v1/tenants')}`);
    expect(await screen.findByText(/may not climb/)).toBeInTheDocument();
    expect(screen.queryByTitle('Console of tenant alpha')).not.toBeInTheDocument();
  });
});

describe('A console path', () => {
  it.each([
    ['/tools/trace', null],
    ['/browser/photos/cGF0aA==', null],
    ['/', null],
    ['tools/trace', 'A console path starts with a single "/"'],
    ['//evil.example/x', 'A console path starts with a single "/"'],
    ['/a/../b', 'A console path may not climb with "." or ".."'],
    ['/a/%2e%2E/b', 'A console path may not climb with "." or ".."'],
    ['/a%2fb', 'A console path has letters, digits and URL punctuation only'],
    ['/a%5cb', 'A console path has letters, digits and URL punctuation only'],
    ['/a b', 'A console path has letters, digits and URL punctuation only'],
    ['/a?x=1', 'A console path has letters, digits and URL punctuation only'],
    [`/${'a'.repeat(1024)}`, 'A console path has at most 1024 characters'],
  ])('%s: %s', (path, problem) => {
    expect(consolePathProblem(path)).toBe(problem);
  });
});

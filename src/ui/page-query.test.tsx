import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@/contract/endpoint';
import { groupInfo, listGroups } from '@/contract/groups';
import { listPolicies, policyInfo } from '@/contract/policies';
import { listUserServiceAccounts } from '@/contract/service-accounts';
import { getUserInfo, listUsers } from '@/contract/users';
import { renderApp } from '@/test/render-app';
import { mock } from '../../mocks/handlers/mock';
import { apiError } from '../../mocks/handlers/respond';
import { ROOT_USER } from '../../mocks/model';
import { server } from '../../mocks/node';

describe("a route whose loader's read fails", () => {
  it.each<[path: string, heading: string, read: EndpointDefinition]>([
    ['/identity/users', 'Users', listUsers],
    ['/identity/users/alice', 'User alice', getUserInfo],
    ['/identity/groups', 'Groups', listGroups],
    ['/identity/groups/photo-team', 'Group photo-team', groupInfo],
    ['/identity/account', 'Service Accounts', listUserServiceAccounts],
    ['/access/policies', 'Policies', listPolicies],
    ['/access/policies/readonly', 'Policy readonly', policyInfo],
  ])('%s opens the page with the failure and Try again, read twice in all', async (path, heading, read) => {
    let reads = 0;
    server.use(
      mock(read, () => {
        reads++;
        return apiError(500, 'MinIO is unreachable');
      }),
    );
    renderApp(path, { as: ROOT_USER });

    // The loader's read is tried once more, a second later; the page then shows its failure as it is.
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('MinIO is unreachable');
    expect(reads).toBe(2);
  });
});

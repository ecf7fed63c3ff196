import { randomBytes } from 'node:crypto';
import { getResponse } from 'msw';
import { handlers } from '../../../mocks/handlers/index.ts';
import type { MockUser } from '../../../mocks/model.ts';
import { logInAs, logOut, ROOT_USER, resetModel } from '../../../mocks/model.ts';
import {
  addNamespace,
  addTenant,
  DEMO_NO_RIGHTS_TOKEN,
  DEMO_OPERATOR_TOKEN,
  SERVICE_ACCOUNTS,
  setOperatorMode,
} from '../../../mocks/operator-model.ts';
import type { CreateTenantRequest } from '../../../src/contract/operator/tenants.ts';
import { sealSession } from '../../session/cookie.ts';
import { inProcessConsole } from '../console-app.ts';
import { sessionCookieOf } from '../console-process.ts';
import type { KubeCluster } from '../kube/cluster.ts';
import type { OperatorCaller, OperatorContext, OperatorFixtures } from './operator-case.ts';
import { type ApiTarget, askerOf } from './targets.ts';

/** One implementation of operator mode's API, with the token its admin logs in with. */
export interface OperatorTarget extends ApiTarget<OperatorCaller, OperatorFixtures> {
  adminToken: string;
}

export const operatorContextOf = (target: OperatorTarget): OperatorContext => ({
  adminToken: target.adminToken,
  ask: askerOf(target, 'admin'),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const PODS_TIMEOUT_MS = 60_000;

/** Waits until each of the tenant's servers has a running pod (its claims come before). */
export async function tenantRunning(cluster: KubeCluster, tenant: CreateTenantRequest) {
  const servers = tenant.pools.reduce((total, pool) => total + pool.servers, 0);
  const path = `/api/v1/namespaces/${tenant.namespace}/pods?labelSelector=v1.min.io%2Ftenant%3D${tenant.name}`;
  const started = Date.now();
  for (;;) {
    const pods = await cluster.admin.list<{ status?: { phase?: string } }>(path);
    if (pods.filter((pod) => pod.status?.phase === 'Running').length >= servers) return;
    if (Date.now() - started > PODS_TIMEOUT_MS) throw new Error(`the pods of ${tenant.name} are not running`);
    await sleep(250);
  }
}

/** The console server in this process in operator mode, over the local cluster; fixtures written as its admin. */
export async function consoleOperatorTarget(
  cluster: KubeCluster,
  noRightsToken: string,
): Promise<OperatorTarget> {
  const sessionKey = randomBytes(32);
  const app = inProcessConsole(
    'http://127.0.0.1:9',
    { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_URL: cluster.url, CONSOLE_K8S_CA_FILE: cluster.caFile },
    sessionKey,
  );
  const logIn = async (jwt: string) =>
    sessionCookieOf(
      await app.request('/api/v1/login/operator', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jwt }),
      }),
    );
  const minioClaims = { accessKey: 'k', secretKey: 's', accountAccessKey: 'k' };
  const cookies: Record<Exclude<OperatorCaller, 'none'>, string> = {
    admin: await logIn(cluster.adminToken),
    'no-rights': await logIn(noRightsToken),
    'minio-session': `token=${sealSession({ ...minioClaims, expiresAt: Math.floor(Date.now() / 1000) + 3600 }, sessionKey)}`,
  };
  const send = async (request: Request, caller: OperatorCaller) => {
    const headers = new Headers(request.headers);
    if (caller !== 'none') headers.set('cookie', cookies[caller]);
    const url = new URL(request.url);
    const body = request.body ? await request.arrayBuffer() : undefined;
    return app.request(`${url.pathname}${url.search}`, { method: request.method, headers, body });
  };
  return {
    name: 'console+kubernetes',
    adminToken: cluster.adminToken,
    send,
    fixtures: {
      createNamespace: async (name) => {
        await cluster.admin.create('/api/v1/namespaces', { metadata: { name } });
      },
      createTenant: async (tenant) => {
        const response = await app.request('/api/v1/tenants', {
          method: 'POST',
          headers: { cookie: cookies.admin, 'content-type': 'application/json' },
          body: JSON.stringify(tenant),
        });
        if (!response.ok && response.status !== 409)
          throw new Error(`tenant ${tenant.name}: ${response.status} ${await response.text()}`);
        await tenantRunning(cluster, tenant);
      },
    },
    dispose: async () => app.dispose(),
  };
}

const account = (token: string): MockUser => {
  const user = SERVICE_ACCOUNTS[token];
  if (!user) throw new Error(`the mock cluster has no service account for ${token}`);
  return user;
};

/** The MSW handlers in operator mode, over a freshly reset mock cluster. */
export function mockOperatorTarget(): OperatorTarget {
  resetModel();
  setOperatorMode(true);
  const logIn: Record<OperatorCaller, () => void> = {
    admin: () => logInAs(account(DEMO_OPERATOR_TOKEN)),
    'no-rights': () => logInAs(account(DEMO_NO_RIGHTS_TOKEN)),
    'minio-session': () => logInAs(ROOT_USER),
    none: () => logOut(),
  };
  return {
    name: 'mocks',
    adminToken: DEMO_OPERATOR_TOKEN,
    send: async (request, caller) => {
      logIn[caller]();
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`no mock handler answers ${request.method} ${request.url}`);
      return response;
    },
    fixtures: {
      createNamespace: async (name) => addNamespace(name),
      createTenant: async (tenant) => {
        addTenant(tenant);
      },
    },
    dispose: async () => resetModel(),
  };
}

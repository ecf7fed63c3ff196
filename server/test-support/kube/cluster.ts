import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBinary, ensureModuleBinary } from '../../../scripts/lib/binaries.ts';
import { KubeClient } from './client.ts';
import { type ClusterPki, ensurePki, readPem } from './pki.ts';
import { writePodLogs } from './pod-logs.ts';
import { type Daemon, startDaemon, waitUntil } from './processes.ts';
import {
  FAKE_NODE_SELECTOR,
  startTenantController,
  type TenantConsoles,
  type TenantController,
} from './tenant-controller.ts';

/** The Tenant custom resource definition, shared with the console server. */
export const TENANT_CRD_FILE = resolve('server/operator/tenant-crd.json');
const KWOK_STAGES_FILE = resolve('server/test-support/kube/kwok-stages.yaml');
const RBAC = '/apis/rbac.authorization.k8s.io/v1';
const ISSUER = 'https://kubernetes.default.svc.cluster.local';

export interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames?: string[];
}

export interface TokenOptions {
  /** The ServiceAccount's name (made when missing); with `rules`, also its ClusterRole's. */
  name: string;
  namespace?: string;
  /** An existing ClusterRole to bind it to, e.g. `cluster-admin`. */
  clusterRole?: string;
  /** Rules of a ClusterRole of its own, bound cluster-wide. Neither this nor clusterRole: a token with no rights. */
  rules?: PolicyRule[];
  expirationSeconds?: number;
}

export interface KubeClusterOptions {
  /** kube-apiserver's port on 127.0.0.1; etcd takes the next two (client, peer) and kwok the one after. */
  port: number;
  /** Where everything lives. Kept when given (npm start reuses its data); else a temporary folder removed at stop. */
  dir?: string;
  /** How many fake nodes (kwok-node-0…), 4 by default. */
  nodes?: number;
  /** Each step's limit: etcd answering, the API ready, the CRD served, the nodes Ready. */
  stepTimeoutMs?: number;
  /** Tenants whose console service points at a console on 127.0.0.1 (see TenantConsoles). */
  tenantConsoles?: TenantConsoles;
}

export interface KubeCluster {
  /** The API's address, https://127.0.0.1:PORT. */
  url: string;
  /** The PEM CA that signed the API's serving certificate (CONSOLE_K8S_CA_FILE), and its text. */
  caFile: string;
  ca: string;
  /** A kubeconfig for the bootstrap admin (a system:masters client certificate), for kubectl. */
  kubeconfigFile: string;
  /** A client acting as that admin. */
  admin: KubeClient;
  /** A cluster-admin ServiceAccount token (what an operator-mode console logs in with). */
  adminToken: string;
  /** A ServiceAccount token with the given rights, minted through the TokenRequest API. */
  mintToken: (options: TokenOptions) => Promise<string>;
  /** Runs kubectl as the admin and answers its output; a failure throws with its stderr. */
  kubectl: (args: string[]) => string;
  stop: () => Promise<void>;
}

function kubeconfig(url: string, pki: ReturnType<typeof ensurePki>): string {
  return JSON.stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'local', cluster: { server: url, 'certificate-authority': pki.caFile } }],
    users: [
      { name: 'admin', user: { 'client-certificate': pki.adminCertFile, 'client-key': pki.adminKeyFile } },
    ],
    contexts: [{ name: 'local', context: { cluster: 'local', user: 'admin' } }],
    'current-context': 'local',
  });
}

function apiServerArgs(port: number, pki: ClusterPki): string[] {
  return [
    `--etcd-servers=http://127.0.0.1:${port + 1}`,
    '--bind-address=127.0.0.1',
    '--advertise-address=127.0.0.1',
    `--secure-port=${port}`,
    `--tls-cert-file=${pki.servingCertFile}`,
    `--tls-private-key-file=${pki.servingKeyFile}`,
    `--client-ca-file=${pki.caFile}`,
    '--authorization-mode=RBAC',
    `--service-account-issuer=${ISSUER}`,
    `--api-audiences=${ISSUER}`,
    `--service-account-key-file=${pki.serviceAccountPublicKeyFile}`,
    `--service-account-signing-key-file=${pki.serviceAccountKeyFile}`,
    '--service-cluster-ip-range=10.96.0.0/16',
    // Without kube-controller-manager nothing would make namespaces' default ServiceAccounts or lift the
    // volume-protection finalizers, so the plugins that rely on them are off.
    '--disable-admission-plugins=ServiceAccount,StorageObjectInUseProtection',
    '--enable-priority-and-fairness=false',
    '--endpoint-reconciler-type=none',
    '--profiling=false',
    '--allow-privileged=true',
    // A pod's log is asked of its node's kubelet: kwok's server, at the node's 127.0.0.1, with a certificate
    // of the cluster's CA.
    '--kubelet-preferred-address-types=InternalIP',
    `--kubelet-certificate-authority=${pki.caFile}`,
  ];
}

function etcdArgs(port: number, dir: string): string[] {
  const client = `http://127.0.0.1:${port + 1}`;
  const peer = `http://127.0.0.1:${port + 2}`;
  return [
    '--name=local',
    `--data-dir=${join(dir, 'etcd')}`,
    `--listen-client-urls=${client}`,
    `--advertise-client-urls=${client}`,
    `--listen-peer-urls=${peer}`,
    `--initial-advertise-peer-urls=${peer}`,
    `--initial-cluster=local=${peer}`,
    '--log-level=warn',
  ];
}

function kwokArgs(port: number, kubeconfigFile: string, pki: ClusterPki, logsConfig: string): string[] {
  const [key, value] = Object.entries(FAKE_NODE_SELECTOR)[0] ?? [];
  return [
    `--kubeconfig=${kubeconfigFile}`,
    `--config=${KWOK_STAGES_FILE}`,
    `--config=${logsConfig}`,
    `--tls-cert-file=${pki.servingCertFile}`,
    `--tls-private-key-file=${pki.servingKeyFile}`,
    '--manage-all-nodes=false',
    `--manage-nodes-with-label-selector=${key}=${value}`,
    `--server-address=127.0.0.1:${port + 3}`,
    '--node-ip=127.0.0.1',
    '--cidr=10.244.0.1/16',
  ];
}

/** Fake nodes of 8 CPUs and 32 GiB, each in one of two zones, their kubelet being kwok's server. */
function fakeNode(index: number, kubeletPort: number) {
  const name = `kwok-node-${index}`;
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      name,
      annotations: { 'kwok.x-k8s.io/node': 'fake' },
      labels: {
        ...FAKE_NODE_SELECTOR,
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'kubernetes.io/arch': 'amd64',
        'topology.kubernetes.io/zone': `zone-${index % 2 === 0 ? 'a' : 'b'}`,
      },
    },
    status: {
      capacity: { cpu: '8', memory: '32Gi', pods: '110', 'ephemeral-storage': '100Gi' },
      allocatable: { cpu: '7800m', memory: '31Gi', pods: '110', 'ephemeral-storage': '95Gi' },
      daemonEndpoints: { kubeletEndpoint: { Port: kubeletPort } },
    },
  };
}

const okAnswer = (client: KubeClient, path: string) => async () =>
  (await client.send('GET', path)).status === 200;

async function installTenantCrd(admin: KubeClient): Promise<void> {
  const crd = JSON.parse(readFileSync(TENANT_CRD_FILE, 'utf8'));
  await admin.patch(
    `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crd.metadata.name}`,
    crd,
    'apply',
  );
}

async function addNodes(admin: KubeClient, count: number, kubeletPort: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const node = fakeNode(index, kubeletPort);
    await admin.create('/api/v1/nodes', node);
    await admin.patch(`/api/v1/nodes/${node.metadata.name}/status`, { status: node.status });
  }
}

async function nodesReady(admin: KubeClient, count: number): Promise<boolean> {
  const [key, value] = Object.entries(FAKE_NODE_SELECTOR)[0] ?? [];
  const nodes = await admin.list<{ status?: { conditions?: { type: string; status: string }[] } }>(
    `/api/v1/nodes?labelSelector=${key}%3D${value}`,
  );
  const ready = nodes.filter((node) =>
    node.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True'),
  );
  return ready.length >= count;
}

async function mintToken(admin: KubeClient, options: TokenOptions): Promise<string> {
  const { name, namespace = 'default', expirationSeconds = 24 * 3600 } = options;
  const ns = encodeURIComponent(namespace);
  await admin.create(`/api/v1/namespaces/${ns}/serviceaccounts`, { metadata: { name } });
  if (options.rules) {
    const role = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name },
      rules: options.rules,
    };
    await admin.patch(`${RBAC}/clusterroles/${encodeURIComponent(name)}`, role, 'apply');
  }
  const roleName = options.rules ? name : options.clusterRole;
  if (roleName) {
    const bindingName = `${namespace}-${name}`;
    const binding = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: bindingName },
      subjects: [{ kind: 'ServiceAccount', name, namespace }],
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: roleName },
    };
    await admin.patch(`${RBAC}/clusterrolebindings/${encodeURIComponent(bindingName)}`, binding, 'apply');
  }
  const answer = await admin.expect<{ status: { token: string } }>(
    'POST',
    `/api/v1/namespaces/${ns}/serviceaccounts/${encodeURIComponent(name)}/token`,
    { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds } },
  );
  return answer.body.status.token;
}

function kubectlRunner(binary: string, kubeconfigFile: string) {
  return (args: string[]): string => {
    const result = spawnSync(binary, [`--kubeconfig=${kubeconfigFile}`, ...args], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (result.status !== 0)
      throw new Error(`kubectl ${args.join(' ')} failed: ${result.stderr || result.error}`);
    return result.stdout;
  };
}

/** The cluster's programs, pinned and built with Go the first time (kube-apiserver takes a long while). */
export function ensureKubeTools() {
  return {
    etcd: ensureModuleBinary('etcd'),
    apiServer: ensureModuleBinary('kube-apiserver'),
    kubectl: ensureModuleBinary('kubectl'),
    kwok: ensureBinary('kwok'),
  };
}

/**
 * A real, throwaway Kubernetes API on 127.0.0.1 for operator mode: etcd, kube-apiserver (RBAC, TLS with its
 * own CA, service-account tokens), kwok running fake nodes and their pods, the Tenant CRD, and a controller
 * playing the MinIO Operator (tenant-controller.ts). Everything it starts is killed by `stop` or when this
 * process exits.
 */
export async function startKubeCluster(options: KubeClusterOptions): Promise<KubeCluster> {
  const { port, nodes = 4, stepTimeoutMs = 90_000 } = options;
  const binaries = ensureKubeTools();
  const dir = options.dir ? resolve(options.dir) : mkdtempSync(join(tmpdir(), 'kube-cluster-'));
  mkdirSync(dir, { recursive: true });
  const pki = ensurePki(join(dir, 'pki'));
  const url = `https://127.0.0.1:${port}`;
  const kubeconfigFile = join(dir, 'admin.kubeconfig');
  writeFileSync(kubeconfigFile, kubeconfig(url, pki));
  const admin = new KubeClient(url, readPem(pki.caFile), {
    cert: readPem(pki.adminCertFile),
    key: readPem(pki.adminKeyFile),
  });

  const daemons: Daemon[] = [];
  let controller: TenantController | undefined;
  const stop = async () => {
    await controller?.stop();
    for (const daemon of [...daemons].reverse()) await daemon.stop();
    if (!options.dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const etcd = startDaemon('etcd', binaries.etcd, etcdArgs(port, dir), join(dir, 'etcd.log'));
    daemons.push(etcd);
    const etcdHealth = async () => (await fetch(`http://127.0.0.1:${port + 1}/health`)).ok;
    await waitUntil(etcd, 'healthy', etcdHealth, stepTimeoutMs);

    const apiServer = startDaemon(
      'kube-apiserver',
      binaries.apiServer,
      apiServerArgs(port, pki),
      join(dir, 'kube-apiserver.log'),
    );
    daemons.push(apiServer);
    await waitUntil(apiServer, 'ready', okAnswer(admin, '/readyz'), stepTimeoutMs);

    await installTenantCrd(admin);
    await waitUntil(
      apiServer,
      'serving minio.min.io/v2 tenants',
      okAnswer(admin, '/apis/minio.min.io/v2/tenants'),
      stepTimeoutMs,
    );
    await addNodes(admin, nodes, port + 3);

    const kwok = startDaemon(
      'kwok',
      binaries.kwok,
      kwokArgs(port, kubeconfigFile, pki, writePodLogs(dir)),
      join(dir, 'kwok.log'),
    );
    daemons.push(kwok);
    await waitUntil(kwok, `${nodes} nodes Ready`, () => nodesReady(admin, nodes), stepTimeoutMs);

    controller = startTenantController(admin, { consoles: options.tenantConsoles });
    const adminToken = await mintToken(admin, {
      name: 'console-admin',
      namespace: 'kube-system',
      clusterRole: 'cluster-admin',
    });
    return {
      url,
      caFile: pki.caFile,
      ca: readPem(pki.caFile),
      kubeconfigFile,
      admin,
      adminToken,
      mintToken: (token) => mintToken(admin, token),
      kubectl: kubectlRunner(binaries.kubectl, kubeconfigFile),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

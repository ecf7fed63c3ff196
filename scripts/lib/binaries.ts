import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CACHE_BIN = resolve('.cache/bin');

/**
 * The pinned MinIO commit 7aac2a2c5b7c882e68c1ce017d8256be2feea27f, spelled as the Go module proxy serves it
 * (it refuses raw commit hashes). mc's pinned commit 77f82e18b540 is not served by the proxy at all, so mc
 * is pinned to the newest version it does serve. MinIO Console v1.7.6, the Go server, is built only for the
 * bench, which measures ours beside it.
 */
export const PINNED = {
  minio: { module: 'github.com/minio/minio', version: 'v0.0.0-20260212201848-7aac2a2c5b7c' },
  mc: { module: 'github.com/minio/mc', version: 'v0.0.0-20250313080218-cf909e1063a9' },
  console: { module: 'github.com/minio/console/cmd/console', version: 'v1.7.6' },
  kwok: { module: 'sigs.k8s.io/kwok/cmd/kwok', version: 'v0.8.0' },
} as const;

/**
 * Programs that are not `go install`-able (their go.mod has replace directives), built instead inside a module
 * of ours under scripts/kube-tools whose go.mod and go.sum pin `requires` at `version`: Kubernetes' commands,
 * and etcd (a module of its own, so its dependencies do not move Kubernetes').
 */
export const MODULE_BUILT = {
  'kube-apiserver': {
    module: 'k8s.io/kubernetes/cmd/kube-apiserver',
    requires: 'k8s.io/kubernetes',
    version: 'v1.37.2',
    dir: resolve('scripts/kube-tools'),
  },
  kubectl: {
    module: 'k8s.io/kubernetes/cmd/kubectl',
    requires: 'k8s.io/kubernetes',
    version: 'v1.37.2',
    dir: resolve('scripts/kube-tools'),
  },
  etcd: {
    module: 'go.etcd.io/etcd/server/v3',
    requires: 'go.etcd.io/etcd/server/v3',
    version: 'v3.6.16',
    dir: resolve('scripts/kube-tools/etcd'),
  },
} as const;

type Tool = keyof typeof PINNED;
type ModuleTool = keyof typeof MODULE_BUILT;

const stampFile = (tool: Tool | ModuleTool) => join(CACHE_BIN, `${tool}.version`);
const goAvailable = () => spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;

function installCommand(tool: Tool): string {
  const { module, version } = PINNED[tool];
  return `GOBIN=${CACHE_BIN} go install ${module}@${version}`;
}

function goInstall(tool: Tool, toolchain?: string): boolean {
  const { module, version } = PINNED[tool];
  console.log(
    `Building ${tool} ${version} with Go${toolchain ? ` (${toolchain})` : ''}; this takes a few minutes…`,
  );
  const env = { ...process.env, GOBIN: CACHE_BIN, ...(toolchain ? { GOTOOLCHAIN: toolchain } : {}) };
  return spawnSync('go', ['install', `${module}@${version}`], { stdio: 'inherit', env }).status === 0;
}

/** The path of a pinned binary: from the cache when it holds that version, else built with `go install`. */
export function ensureBinary(tool: Tool): string {
  const binary = join(CACHE_BIN, tool);
  const wanted = PINNED[tool].version;
  const cached =
    existsSync(binary) && existsSync(stampFile(tool)) && readFileSync(stampFile(tool), 'utf8').trim();
  if (cached === wanted) return binary;
  if (existsSync(binary) && !existsSync(stampFile(tool))) {
    writeFileSync(stampFile(tool), wanted);
    return binary;
  }
  if (!goAvailable()) {
    throw new Error(
      `${tool} is not built and Go is not installed. Install Go, then run: ${installCommand(tool)}`,
    );
  }
  mkdirSync(CACHE_BIN, { recursive: true });
  // MinIO's go.mod names go1.24; a newer local Go normally builds it, the named toolchain is the fallback.
  if (!goInstall(tool) && !goInstall(tool, 'go1.24.8')) {
    throw new Error(`Building ${tool} failed. Try by hand: ${installCommand(tool)}`);
  }
  writeFileSync(stampFile(tool), wanted);
  return binary;
}

/** Stamps Kubernetes' version into its binaries, as its release build does (else they say v0.0.0-master). */
function versionFlags(tool: ModuleTool): string[] {
  const { requires, version } = MODULE_BUILT[tool];
  if (requires !== 'k8s.io/kubernetes') return [];
  const [major, minor] = version.replace(/^v/, '').split('.');
  const fields = { gitVersion: version, gitMajor: major, gitMinor: minor, gitTreeState: 'clean' };
  const packages = ['k8s.io/component-base/version', 'k8s.io/client-go/pkg/version'];
  const flags = packages.flatMap((pkg) =>
    Object.entries(fields).map(([field, value]) => `-X ${pkg}.${field}=${value}`),
  );
  return [`-ldflags=${flags.join(' ')}`];
}

/** The path of a program built from its module under scripts/kube-tools, from the cache when it holds that version. */
export function ensureModuleBinary(tool: ModuleTool): string {
  const binary = join(CACHE_BIN, tool);
  const { module, version, dir } = MODULE_BUILT[tool];
  const cached =
    existsSync(binary) && existsSync(stampFile(tool)) && readFileSync(stampFile(tool), 'utf8').trim();
  if (cached === version) return binary;
  const args = ['build', ...versionFlags(tool), '-o', binary, module];
  const command = `cd ${dir} && CGO_ENABLED=0 go ${args.map((arg) => `'${arg}'`).join(' ')}`;
  if (!goAvailable())
    throw new Error(`${tool} is not built and Go is not installed. Install Go, then run: ${command}`);
  mkdirSync(CACHE_BIN, { recursive: true });
  console.log(`Building ${tool} ${version} with Go; the first build takes minutes…`);
  const built = spawnSync('go', args, {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (built.status !== 0) throw new Error(`Building ${tool} failed. Try by hand: ${command}`);
  writeFileSync(stampFile(tool), version);
  return binary;
}

/** Whether a MinIO can be had without building: a cached binary. */
export const hasCachedMinio = () => existsSync(join(CACHE_BIN, 'minio'));
export { goAvailable };

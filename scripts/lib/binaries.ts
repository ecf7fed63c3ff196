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
} as const;

type Tool = keyof typeof PINNED;

const stampFile = (tool: Tool) => join(CACHE_BIN, `${tool}.version`);
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

/** Whether a MinIO can be had without building: a cached binary. */
export const hasCachedMinio = () => existsSync(join(CACHE_BIN, 'minio'));
export { goAvailable };

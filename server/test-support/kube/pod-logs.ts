import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the fake nodes answer for a MinIO container's log. kwok's server plays the kubelet's log endpoint
 * (kube-apiserver's `pods/{pod}/log` reaches it at the node's address and kubelet port) and reads the file a
 * ClusterLogs rule names, in the container runtime's log format: one `<time> <stream> F <line>` per line.
 */

/** The container whose log is served: the one MinIO runs in. */
export const MINIO_CONTAINER = 'minio';

/** A MinIO server's first lines after it starts, as every fake MinIO container logs them. */
export const MINIO_START_LINES = [
  'INFO: Formatting 1st pool, 1 set(s), 4 drives per set.',
  'INFO: Using 4 drives in 1 erasure set(s) with parity EC:2.',
  'MinIO Object Storage Server',
  'Copyright: 2015-2025 MinIO, Inc.',
  'License: GNU AGPLv3 - https://www.gnu.org/licenses/agpl-3.0.html',
  'Version: RELEASE.2025-04-22T22-12-26Z (go1.24.2 linux/amd64)',
  '',
  'API: https://minio.local:9000  https://127.0.0.1:9000',
  'WebUI: https://minio.local:9443 https://127.0.0.1:9443',
  '',
  'Docs: https://docs.min.io',
  'INFO: Status:         4 Online, 0 Offline.',
  'INFO: All MinIO sub-systems initialized successfully in 41.852ms',
] as const;

/** The lines in the runtime's format, stamped a millisecond apart from `startedAt`. */
export function runtimeLog(lines: readonly string[], startedAt: Date): string {
  return lines
    .map((line, index) => `${new Date(startedAt.getTime() + index).toISOString()} stdout F ${line}\n`)
    .join('');
}

/**
 * Writes the log file under `dir` and the kwok configuration that serves it for every pod's MinIO
 * container; answers the configuration's path (for kwok's --config).
 */
export function writePodLogs(dir: string): string {
  const logsDir = join(dir, 'pod-logs');
  mkdirSync(logsDir, { recursive: true });
  const logsFile = join(logsDir, `${MINIO_CONTAINER}.log`);
  writeFileSync(logsFile, runtimeLog(MINIO_START_LINES, new Date()));
  const config = join(dir, 'kwok-logs.yaml');
  const rule = {
    apiVersion: 'kwok.x-k8s.io/v1alpha1',
    kind: 'ClusterLogs',
    metadata: { name: 'minio-containers' },
    spec: { logs: [{ containers: [MINIO_CONTAINER], logsFile }] },
  };
  // JSON is YAML, and keeps any path quoted.
  writeFileSync(config, JSON.stringify(rule, null, 2));
  return config;
}

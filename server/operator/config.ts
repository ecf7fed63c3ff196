import { readFileSync } from 'node:fs';

/** The Kubernetes API operator mode manages tenants through, as whoever logs in with their token. */
export interface OperatorConfig {
  /** Its address, without a trailing slash. */
  apiUrl: string;
  /** The CA its serving certificate is checked with; undefined: the system's CAs. */
  ca: Buffer | undefined;
}

export const IN_CLUSTER_API_URL = 'https://kubernetes.default.svc';
export const IN_CLUSTER_CA_FILE = '/var/run/secrets/kubernetes.io/serviceaccount/ca.crt';

export const OPERATOR_CONFIG_HELP = `  CONSOLE_OPERATOR_MODE       on: manage MinIO tenants in Kubernetes instead of one MinIO (default off)
  CONSOLE_K8S_API_URL         the Kubernetes API in operator mode (default ${IN_CLUSTER_API_URL})
  CONSOLE_K8S_CA_FILE         its CA certificate (PEM)            (default, in the cluster, the pod's
                              service-account CA; otherwise the system's CAs)`;

function caFrom(file: string): Buffer {
  try {
    const pem = readFileSync(file);
    if (!pem.toString('latin1').includes('-----BEGIN CERTIFICATE-----'))
      throw new Error('no PEM certificate');
    return pem;
  } catch (error) {
    throw new Error(
      `CONSOLE_K8S_CA_FILE (${file}) cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function apiUrlFrom(value: string): string {
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.search || url.hash)
    throw new Error(
      `CONSOLE_K8S_API_URL must be an http(s) URL with no credentials, query or fragment, got "${value}"`,
    );
  return url.toString().replace(/\/+$/, '');
}

/** Operator mode's settings, or undefined when it is off; a CA file that cannot be read stops the start. */
export function operatorConfigFrom(
  env: NodeJS.ProcessEnv,
  operatorMode: boolean,
): OperatorConfig | undefined {
  if (!operatorMode) return undefined;
  const configuredUrl = env.CONSOLE_K8S_API_URL;
  const caFile = env.CONSOLE_K8S_CA_FILE || (configuredUrl ? undefined : IN_CLUSTER_CA_FILE);
  return {
    apiUrl: apiUrlFrom(configuredUrl || IN_CLUSTER_API_URL),
    ca: caFile ? caFrom(caFile) : undefined,
  };
}

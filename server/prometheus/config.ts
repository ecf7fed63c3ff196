/** The Prometheus that scrapes MinIO, which the metrics dashboard queries. */
export interface PrometheusConfig {
  /** Its address, without a trailing slash. */
  url: string;
  /** The scrape job of MinIO's cluster metrics; its node metrics are expected as `<job>-node`. */
  jobId: string;
  /** The `Authorization` header Prometheus wants, if any. */
  authorization: string | undefined;
}

export const DEFAULT_JOB_ID = 'minio-job';

/** A job name as Prometheus takes it (a label value), bounded. */
const JOB_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** CONSOLE_PROMETHEUS_URL and its job and credentials; undefined when no Prometheus is configured. */
export function prometheusConfigFrom(env: NodeJS.ProcessEnv): PrometheusConfig | undefined {
  const value = env.CONSOLE_PROMETHEUS_URL;
  if (!value) return undefined;
  const url = URL.parse(value);
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username
  )
    throw new Error(
      `CONSOLE_PROMETHEUS_URL must be an http(s) URL with no credentials, query or fragment, got "${value}"`,
    );
  const jobId = env.CONSOLE_PROMETHEUS_JOB_ID || DEFAULT_JOB_ID;
  if (!JOB_ID.test(jobId))
    throw new Error(
      `CONSOLE_PROMETHEUS_JOB_ID must be 1-128 letters, digits, "_", ".", ":" or "-", got "${jobId}"`,
    );
  return { url: url.toString().replace(/\/+$/, ''), jobId, authorization: authorizationFrom(env) };
}

function authorizationFrom(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.CONSOLE_PROMETHEUS_AUTH_TOKEN;
  const user = env.CONSOLE_PROMETHEUS_USERNAME;
  const password = env.CONSOLE_PROMETHEUS_PASSWORD;
  if (token && (user || password))
    throw new Error('Set CONSOLE_PROMETHEUS_AUTH_TOKEN or CONSOLE_PROMETHEUS_USERNAME/PASSWORD, not both');
  if (token) return `Bearer ${token}`;
  if (Boolean(user) !== Boolean(password))
    throw new Error('CONSOLE_PROMETHEUS_USERNAME and CONSOLE_PROMETHEUS_PASSWORD must be set together');
  if (user) return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  return undefined;
}

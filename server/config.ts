import { resolve } from 'node:path';
import { AUDIT_CONFIG_HELP, type AuditConfig, auditConfigFrom } from './audit/config.ts';
import { type OpenIdProvider, openIdProvidersFrom } from './oidc/config.ts';
import { OPERATOR_CONFIG_HELP, type OperatorConfig, operatorConfigFrom } from './operator/config.ts';
import { type PrometheusConfig, prometheusConfigFrom } from './prometheus/config.ts';

/** Everything the console server reads from its environment, with the names MinIO's console uses. */
export interface ConsoleConfig {
  minioServer: string;
  /** Where browsers reach MinIO themselves: upload parts then go there straight, not through the console. */
  minioPublicUrl: URL | undefined;
  minioRegion: string;
  host: string;
  port: number;
  subPath: string;
  dataDir: string;
  staticDir: string;
  pbkdfPassphrase: string | undefined;
  pbkdfSalt: string | undefined;
  sessionSeconds: number;
  /** 0: sessions do not end for being idle. */
  idleSeconds: number;
  /** How browsers reach the console (scheme, host, sub-path), when a proxy stands in front of it. */
  publicUrl: URL | undefined;
  /** Whether X-Forwarded-Proto, -Host and -For come from a proxy of ours and can be believed. */
  trustProxy: boolean;
  maxConcurrentUploads: number;
  maxConcurrentDownloads: number;
  audit: AuditConfig;
  /** SUBNET, MinIO's support portal: registration and call home. */
  subnetUrl: string;
  /** Where the releases list comes from (a GitHub-compatible API). */
  releasesUrl: string;
  /** The Prometheus the metrics dashboard charts from; without it the dashboard shows MinIO's own report. */
  prometheus: PrometheusConfig | undefined;
  /** Logins try MinIO's directory (AssumeRoleWithLDAPIdentity) first, then MinIO's own users. */
  ldapEnabled: boolean;
  /** The OpenID providers users may log in through (CONSOLE_IDP_*), none by default. */
  openIdProviders: OpenIdProvider[];
  /** Operator mode: tenants in a Kubernetes cluster instead of one MinIO; undefined when off. */
  operator: OperatorConfig | undefined;
}

export const CONFIG_HELP = `Environment (flags override):
  CONSOLE_MINIO_SERVER        MinIO endpoint                      (default http://127.0.0.1:9000)
  CONSOLE_MINIO_REGION        MinIO region used for signing       (default us-east-1)
  CONSOLE_MINIO_PUBLIC_URL    where browsers reach MinIO, e.g. https://minio.example.com: uploads
                              then go straight there (default none: through the console)
  CONSOLE_HOSTNAME, --host    address to listen on                (default 127.0.0.1)
  CONSOLE_PORT, --port        port to listen on                   (default 9090)
  CONSOLE_SUBPATH             serve the console under this path   (default /, or CONSOLE_PUBLIC_URL's path)
  CONSOLE_PUBLIC_URL          how browsers reach the console, e.g. https://console.example.com/console/
                              (decides the cookie's Secure flag, HSTS and share-link addresses)
  CONSOLE_TRUST_PROXY         on: believe X-Forwarded-Proto/-Host/-For from the one proxy in front
                              (default off)
  CONSOLE_LDAP_ENABLED        on: log users in through MinIO's LDAP directory first (default off)
  CONSOLE_IDP_URL             an OpenID provider's discovery URL (…/.well-known/openid-configuration)
  CONSOLE_IDP_CLIENT_ID       its client ID (required with the URL), CONSOLE_IDP_SECRET its secret
  CONSOLE_IDP_CALLBACK        its redirect URI                    (default <console URL>/oauth_callback)
  CONSOLE_IDP_SCOPES          comma-separated                     (default openid,profile,email)
  CONSOLE_IDP_DISPLAY_NAME    the login button's label            (default Login with SSO)
  CONSOLE_IDP_ROLE_ARN        the role MinIO maps this provider to, if it uses a role policy
                              Each with a _<NAME> suffix: one more provider named <NAME>
  CONSOLE_DATA_DIR            where the session key and ended access-key sessions are kept
                              (default .data/console; replicas must share it)
  CONSOLE_STATIC_DIR          the built web app                   (default dist/app; the binary has its own)
  CONSOLE_PBKDF_PASSPHRASE    with CONSOLE_PBKDF_SALT: derive the session key from them instead
  CONSOLE_PBKDF_SALT          of a generated one (use the same pair on every replica)
  CONSOLE_STS_DURATION        session length, e.g. 12h, 90m, 3600 (default 12h; 15m to 8760h)
  CONSOLE_IDLE_TIMEOUT        end a session unused this long, e.g. 30m (default off; at least 5m)
  CONSOLE_MAX_CONCURRENT_UPLOADS    (default 10)
  CONSOLE_MAX_CONCURRENT_DOWNLOADS  (default 20)
${AUDIT_CONFIG_HELP}
  CONSOLE_SUBNET_URL          SUBNET's address       (default https://subnet.min.io)
  CONSOLE_RELEASES_URL        the release service    (default https://api.github.com)
  CONSOLE_PROMETHEUS_URL      the Prometheus scraping MinIO, for the metrics dashboard (default none)
  CONSOLE_PROMETHEUS_JOB_ID   its job of MinIO's cluster metrics (default minio-job; node metrics: <job>-node)
  CONSOLE_PROMETHEUS_AUTH_TOKEN     a bearer token for Prometheus, or
  CONSOLE_PROMETHEUS_USERNAME, CONSOLE_PROMETHEUS_PASSWORD  basic auth
${OPERATOR_CONFIG_HELP}`;

/** Accepts Go-style durations ("12h", "1h30m", "45s") or plain seconds. */
export function parseDurationSeconds(text: string): number {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const parts = [...trimmed.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  const consumed = parts.map((p) => p[0]).join('');
  if (parts.length === 0 || consumed !== trimmed) throw new Error(`Invalid duration "${text}"`);
  const unitSeconds = { h: 3600, m: 60, s: 1 } as const;
  return parts.reduce(
    (sum, [, value, unit]) => sum + Number(value) * unitSeconds[unit as 'h' | 'm' | 's'],
    0,
  );
}

/** "/console" and "console/" both become "/console/"; empty becomes "/". */
export function normaliseSubPath(path: string): string {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The shortest and longest DurationSeconds MinIO's STS AssumeRole accepts. */
export const STS_MIN_SECONDS = 900;
export const STS_MAX_SECONDS = 365 * 24 * 3600;
/** Activity is recorded in the cookie at most once a minute, so shorter idle timeouts would be unreliable. */
export const IDLE_MIN_SECONDS = 300;

function sessionSecondsFrom(value: string | undefined): number {
  const seconds = parseDurationSeconds(value || '12h');
  if (seconds < STS_MIN_SECONDS)
    throw new Error('CONSOLE_STS_DURATION must be at least 15m (MinIO refuses shorter STS sessions)');
  if (seconds > STS_MAX_SECONDS)
    throw new Error(
      'CONSOLE_STS_DURATION must be at most 8760h (365 days, the longest STS session MinIO grants)',
    );
  return seconds;
}

function idleSecondsFrom(value: string | undefined): number {
  if (!value || value === 'off' || value === '0') return 0;
  const seconds = parseDurationSeconds(value);
  if (seconds < IDLE_MIN_SECONDS) throw new Error('CONSOLE_IDLE_TIMEOUT must be at least 5m, or off');
  return seconds;
}

function onOff(value: string | undefined, name: string): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'off', 'false', '0', 'no'].includes(text)) return false;
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

function publicUrlFrom(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CONSOLE_PUBLIC_URL must be an absolute URL, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(
      `CONSOLE_PUBLIC_URL must be an http(s) URL with no credentials, query or fragment, got "${value}"`,
    );
  return url;
}

/** MinIO answers S3 at the root of its address: a path there would be signed into every part's URL wrongly. */
function minioPublicUrlFrom(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new Error(`CONSOLE_MINIO_PUBLIC_URL must be an http(s) URL with no credentials, got "${value}"`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`CONSOLE_MINIO_PUBLIC_URL must be an origin alone (no path or query), got "${value}"`);
  return url;
}

/** CONSOLE_PUBLIC_URL's path implies the sub-path; when both are given they must agree. */
function subPathFrom(env: NodeJS.ProcessEnv, publicUrl: URL | undefined): string {
  const configured = env.CONSOLE_SUBPATH ? normaliseSubPath(env.CONSOLE_SUBPATH) : undefined;
  const implied = publicUrl ? normaliseSubPath(publicUrl.pathname) : undefined;
  if (configured && implied && configured !== implied)
    throw new Error(
      `CONSOLE_SUBPATH (${configured}) and the path of CONSOLE_PUBLIC_URL (${implied}) must be the same`,
    );
  return configured ?? implied ?? '/';
}

/** Half a key derivation would silently fall back to a generated key that replicas do not share. */
function pbkdfPairFrom(env: NodeJS.ProcessEnv): { passphrase?: string; salt?: string } {
  const passphrase = env.CONSOLE_PBKDF_PASSPHRASE || undefined;
  const salt = env.CONSOLE_PBKDF_SALT || undefined;
  if (Boolean(passphrase) !== Boolean(salt))
    throw new Error(
      'CONSOLE_PBKDF_PASSPHRASE and CONSOLE_PBKDF_SALT must be set together (or neither, for a generated key)',
    );
  return { passphrase, salt };
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** The http(s) address of a service outside MinIO, without a trailing slash. */
function serviceUrl(value: string | undefined, fallback: string, name: string): string {
  if (!value) return fallback;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(`${name} must be an http(s) URL with no query or fragment, got "${value}"`);
  return url.toString().replace(/\/+$/, '');
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = [],
): ConsoleConfig {
  const publicUrl = publicUrlFrom(env.CONSOLE_PUBLIC_URL);
  const pbkdf = pbkdfPairFrom(env);
  const config: Omit<ConsoleConfig, 'openIdProviders'> = {
    minioServer: (env.CONSOLE_MINIO_SERVER || 'http://127.0.0.1:9000').replace(/\/+$/, ''),
    minioPublicUrl: minioPublicUrlFrom(env.CONSOLE_MINIO_PUBLIC_URL),
    minioRegion: env.CONSOLE_MINIO_REGION || 'us-east-1',
    host: flagValue(argv, 'host') ?? (env.CONSOLE_HOSTNAME || '127.0.0.1'),
    port: positiveInt(flagValue(argv, 'port') ?? env.CONSOLE_PORT, 9090, 'CONSOLE_PORT'),
    subPath: subPathFrom(env, publicUrl),
    dataDir: resolve(env.CONSOLE_DATA_DIR || '.data/console'),
    staticDir: resolve(env.CONSOLE_STATIC_DIR || 'dist/app'),
    pbkdfPassphrase: pbkdf.passphrase,
    pbkdfSalt: pbkdf.salt,
    sessionSeconds: sessionSecondsFrom(env.CONSOLE_STS_DURATION),
    idleSeconds: idleSecondsFrom(env.CONSOLE_IDLE_TIMEOUT),
    publicUrl,
    trustProxy: onOff(env.CONSOLE_TRUST_PROXY, 'CONSOLE_TRUST_PROXY'),
    maxConcurrentUploads: positiveInt(
      env.CONSOLE_MAX_CONCURRENT_UPLOADS,
      10,
      'CONSOLE_MAX_CONCURRENT_UPLOADS',
    ),
    maxConcurrentDownloads: positiveInt(
      env.CONSOLE_MAX_CONCURRENT_DOWNLOADS,
      20,
      'CONSOLE_MAX_CONCURRENT_DOWNLOADS',
    ),
    audit: auditConfigFrom(env),
    subnetUrl: serviceUrl(env.CONSOLE_SUBNET_URL, 'https://subnet.min.io', 'CONSOLE_SUBNET_URL'),
    releasesUrl: serviceUrl(env.CONSOLE_RELEASES_URL, 'https://api.github.com', 'CONSOLE_RELEASES_URL'),
    prometheus: prometheusConfigFrom(env),
    ldapEnabled: onOff(env.CONSOLE_LDAP_ENABLED, 'CONSOLE_LDAP_ENABLED'),
    operator: operatorConfigFrom(env, onOff(env.CONSOLE_OPERATOR_MODE, 'CONSOLE_OPERATOR_MODE')),
  };
  return { ...config, openIdProviders: openIdProvidersFrom(env, consoleUrlOf(config)) };
}

/** Where browsers reach the console: its public URL, else its own address. */
function consoleUrlOf(config: Pick<ConsoleConfig, 'publicUrl' | 'host' | 'port' | 'subPath'>): string {
  if (config.publicUrl) return config.publicUrl.toString().replace(/\/?$/, '/');
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}${config.subPath}`;
}

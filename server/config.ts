import { resolve } from 'node:path';

/** Everything the console server reads from its environment, with the names MinIO's console uses. */
export interface ConsoleConfig {
  minioServer: string;
  minioRegion: string;
  host: string;
  port: number;
  subPath: string;
  dataDir: string;
  staticDir: string;
  pbkdfPassphrase: string | undefined;
  pbkdfSalt: string | undefined;
  sessionSeconds: number;
  maxConcurrentUploads: number;
  maxConcurrentDownloads: number;
}

export const CONFIG_HELP = `Environment (flags override):
  CONSOLE_MINIO_SERVER        MinIO endpoint                      (default http://127.0.0.1:9000)
  CONSOLE_MINIO_REGION        MinIO region used for signing       (default us-east-1)
  CONSOLE_HOSTNAME, --host    address to listen on                (default 127.0.0.1)
  CONSOLE_PORT, --port        port to listen on                   (default 9090)
  CONSOLE_SUBPATH             serve the console under this path   (default /)
  CONSOLE_DATA_DIR            where the session key is kept       (default .data/console)
  CONSOLE_STATIC_DIR          the built web app                   (default dist/app)
  CONSOLE_PBKDF_PASSPHRASE    with CONSOLE_PBKDF_SALT: derive the session key from them instead
  CONSOLE_PBKDF_SALT          of a generated one (use the same pair on every replica)
  CONSOLE_STS_DURATION        session length, e.g. 12h, 90m, 3600 (default 12h)
  CONSOLE_MAX_CONCURRENT_UPLOADS    (default 10)
  CONSOLE_MAX_CONCURRENT_DOWNLOADS  (default 20)`;

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

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
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
  const sessionSeconds = parseDurationSeconds(env.CONSOLE_STS_DURATION || '12h');
  if (sessionSeconds < 900)
    throw new Error('CONSOLE_STS_DURATION must be at least 15m (MinIO refuses shorter STS sessions)');
  return {
    minioServer: (env.CONSOLE_MINIO_SERVER || 'http://127.0.0.1:9000').replace(/\/+$/, ''),
    minioRegion: env.CONSOLE_MINIO_REGION || 'us-east-1',
    host: flagValue(argv, 'host') ?? (env.CONSOLE_HOSTNAME || '127.0.0.1'),
    port: positiveInt(flagValue(argv, 'port') ?? env.CONSOLE_PORT, 9090, 'CONSOLE_PORT'),
    subPath: normaliseSubPath(env.CONSOLE_SUBPATH ?? '/'),
    dataDir: resolve(env.CONSOLE_DATA_DIR || '.data/console'),
    staticDir: resolve(env.CONSOLE_STATIC_DIR || 'dist/app'),
    pbkdfPassphrase: env.CONSOLE_PBKDF_PASSPHRASE || undefined,
    pbkdfSalt: env.CONSOLE_PBKDF_SALT || undefined,
    sessionSeconds,
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
  };
}

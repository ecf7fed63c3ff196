/**
 * The in-memory console behind the MSW handlers: its users and who is logged in. Plain TypeScript, so the
 * node test server, the browser demo and the tests themselves share one source of truth.
 */
import type { LoginRequest } from '../src/contract/auth';
import {
  FEATURE,
  type Permissions,
  type SessionResponse,
  sessionResponseSchema,
} from '../src/contract/session';
import { resetBuckets } from './buckets-model';
import { applyStoredConfig, resetConfigModel } from './config-model';
import { ROOT_ACCESS_KEY, resetIam } from './iam-model';
import { setMockPrometheus } from './metrics-model';
import { resetObjects } from './objects-model';
import { resetOperatorModel, SERVICE_ACCOUNTS, setOperatorMode } from './operator-model';
import { resetSiteReplication } from './site-replication-model';
import { resetSupportModel } from './support-model';
import { resetTiers } from './tiers-model';

export interface MockUser {
  accessKey: string;
  secretKey: string;
  /** What GET /session reports for the user: `console-ui` plus the resource keys of their policy. */
  permissions: Permissions;
}

/** Global grants are listed under `console-ui` and under the all-buckets ARN, as the real server does. */
const globally = (actions: readonly string[]): Permissions => ({
  'console-ui': [...actions],
  'arn:aws:s3:::*': [...actions],
});

/** consoleAdmin: the wildcards, and (as the server expands them) a few of the concrete actions. */
const CONSOLE_ADMIN_ACTIONS = [
  's3:*',
  'admin:*',
  'kms:*',
  's3:CreateBucket',
  's3:ListBucket',
  's3:GetObject',
  's3:PutObject',
  'admin:ServerInfo',
  'admin:ConfigUpdate',
  'admin:ListUsers',
  'admin:ServiceRestart',
  'kms:Status',
];

export const ROOT_USER: MockUser = {
  accessKey: ROOT_ACCESS_KEY,
  secretKey: 'minioadmin',
  permissions: globally(CONSOLE_ADMIN_ACTIONS),
};

export const READONLY_USER: MockUser = {
  accessKey: 'readonly',
  secretKey: 'readonly123',
  permissions: globally(['s3:GetBucketLocation', 's3:GetObject']),
};

const USERS: readonly MockUser[] = [ROOT_USER, READONLY_USER, ...Object.values(SERVICE_ACCOUNTS)];

/** Users a test logs in with grants of their own (`logInWithGrants`), known until the next reset. */
const grantedUsers = new Map<string, MockUser>();

/** MinIO's own texts, which the console passes on as `detailedMessage`. */
export const MINIO_MESSAGES = {
  unknownAccessKey: 'The Access Key Id you provided does not exist in our records.',
  wrongSecretKey:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  accessDenied: 'Access Denied.',
} as const;

/** What the session cookie carries: the keys the session signs with, and the hide-menu claim. */
export interface MockSession {
  accessKey: string;
  secretKey: string;
  hideMenu: boolean;
}

/** Where the logged-in session is kept: memory for tests, sessionStorage for the browser demo. */
export interface SessionPersistence {
  load(): MockSession | null;
  save(session: MockSession | null): void;
}

export function memoryPersistence(): SessionPersistence {
  let saved: MockSession | null = null;
  return {
    load: () => saved,
    save: (session) => {
      saved = session;
    },
  };
}

/** Keeps the session in a Web Storage area, so a reload of the demo stays logged in. */
export function webStoragePersistence(storage: Storage, key = 'msw-console-session'): SessionPersistence {
  return {
    load: () => {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        return isMockSession(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    save: (session) => {
      if (session) storage.setItem(key, JSON.stringify(session));
      else storage.removeItem(key);
    },
  };
}

function isMockSession(value: unknown): value is MockSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.accessKey === 'string' &&
    typeof record.secretKey === 'string' &&
    typeof record.hideMenu === 'boolean'
  );
}

let persistence: SessionPersistence = memoryPersistence();

export function setSessionPersistence(next: SessionPersistence): void {
  persistence = next;
}

/** Secret keys set through the API since the last reset, by access key. */
const changedSecrets = new Map<string, string>();

/** A user's new secret key; a session of that user continues with it, as the console renews its cookie. */
export function changeSecretKey(accessKey: string, secretKey: string): void {
  changedSecrets.set(accessKey, secretKey);
  const session = persistence.load();
  if (session?.accessKey === accessKey) persistence.save({ ...session, secretKey });
}

/** The user whose keys the session carries, or why MinIO would refuse them. */
function resolveUser(accessKey: string, secretKey: string): MockUser | { refused: string } {
  const user = USERS.find((candidate) => candidate.accessKey === accessKey) ?? grantedUsers.get(accessKey);
  if (!user) return { refused: MINIO_MESSAGES.unknownAccessKey };
  if ((changedSecrets.get(accessKey) ?? user.secretKey) !== secretKey) {
    return { refused: MINIO_MESSAGES.wrongSecretKey };
  }
  return user;
}

export type LoginResult = { ok: true } | { ok: false; detail: string };

/**
 * POST /login: keys are trimmed (the contract schema does it). Keys brought with an `sts` token are checked
 * like any others before the session starts, as the real server checks them by using them once.
 */
export function logIn(request: LoginRequest): LoginResult {
  const accessKey = request.accessKey.trim();
  const secretKey = request.secretKey.trim();
  const resolved = resolveUser(accessKey, secretKey);
  if ('refused' in resolved) return { ok: false, detail: resolved.refused };
  persistence.save({ accessKey, secretKey, hideMenu: request.features?.hide_menu === true });
  return { ok: true };
}

/** Logs a known user in directly, for tests and their arrange steps. */
export function logInAs(user: MockUser, options: { hideMenu?: boolean } = {}): void {
  const result = logIn({
    accessKey: user.accessKey,
    secretKey: user.secretKey,
    features: { hide_menu: options.hideMenu ?? false },
  });
  if (!result.ok) throw new Error(`mock user ${user.accessKey} could not log in: ${result.detail}`);
}

/** Logs in a user holding only `actions`, granted globally: what a session with narrower rights is answered. */
export function logInWithGrants(actions: readonly string[]): void {
  const user = { accessKey: 'limited', secretKey: 'limited-secret', permissions: globally(actions) };
  grantedUsers.set(user.accessKey, user);
  logInAs(user);
}

/** POST /logout, or the session expiring on the server. */
export function logOut(): void {
  persistence.save(null);
}

export type SessionState =
  | { kind: 'none' }
  | { kind: 'refused'; detail: string }
  | { kind: 'ok'; user: MockUser; session: MockSession };

/** Whether a request carries a working session: none (no cookie), refused by MinIO, or a user. */
export function currentSession(): SessionState {
  const session = persistence.load();
  if (!session) return { kind: 'none' };
  const resolved = resolveUser(session.accessKey, session.secretKey);
  if ('refused' in resolved) return { kind: 'refused', detail: resolved.refused };
  return { kind: 'ok', user: resolved, session };
}

export function currentUser(): MockUser | null {
  const state = currentSession();
  return state.kind === 'ok' ? state.user : null;
}

/** The MinIO address the demo's session reports, and new access keys are given for `mc alias import`. */
export const MOCK_MINIO_URL = 'http://127.0.0.1:9000';

/** GET /session for a logged-in user, checked against the contract so the mock cannot drift from it. */
export function buildSessionResponse(user: MockUser, session: MockSession): SessionResponse {
  return sessionResponseSchema.parse({
    status: 'ok',
    operator: false,
    distributedMode: true,
    features: session.hideMenu ? [FEATURE.hideMenu] : [],
    permissions: user.permissions,
    allowResources: null,
    serverEndPoint: MOCK_MINIO_URL,
    envConstants: { maxConcurrentUploads: 10, maxConcurrentDownloads: 20 },
  });
}

/** Whether the user's global grants include the action or its service wildcard. */
export function isAllowed(user: MockUser, action: string): boolean {
  const granted = user.permissions['console-ui'] ?? [];
  const service = action.slice(0, action.indexOf(':'));
  return granted.includes(action) || granted.includes(`${service}:*`);
}

let restarts = 0;
let restartMs = 0;

/** How long a restart takes before POST /service/restart answers: none in tests, a visible pause in the demo. */
export function setRestartDuration(ms: number): void {
  restartMs = ms;
}

export function restartDuration(): number {
  return restartMs;
}

export function recordRestart(): void {
  restarts += 1;
  applyStoredConfig();
}

/** How many times POST /service/restart succeeded since the last reset. */
export function restartCount(): number {
  return restarts;
}

/** Back to nobody logged in and no restarts; keeps the persistence adapter in place. */
export function resetModel(): void {
  persistence.save(null);
  restarts = 0;
  changedSecrets.clear();
  grantedUsers.clear();
  resetIam();
  resetBuckets();
  resetObjects();
  resetSiteReplication();
  resetTiers();
  resetConfigModel();
  resetSupportModel();
  resetOperatorModel();
  setOperatorMode(false);
  setMockPrometheus(false);
}

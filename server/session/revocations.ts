import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A session id as `newSessionId` makes it: 16 random bytes, base64url. */
export const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

const ENTRY = /^(\d+)\.([A-Za-z0-9_-]{22})$/;

/**
 * Sessions that ended before their cookie expired, for the sessions MinIO cannot end itself (access-key
 * logins carry long-term keys). One empty file per session, named `<expiresAt>.<sessionId>`, in the data
 * folder: a restart keeps them, replicas sharing the folder see them, checking one is a single stat, and
 * the expired ones are pruned by name alone.
 */
export class RevokedSessions {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'revoked-sessions');
  }

  has(sessionId: string, expiresAt: number): boolean {
    if (!SESSION_ID.test(sessionId)) return true;
    try {
      statSync(this.entryPath(sessionId, expiresAt));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  add(sessionId: string, expiresAt: number, now = Date.now()): void {
    if (!SESSION_ID.test(sessionId)) throw new Error('not a session id');
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    writeFileSync(this.entryPath(sessionId, expiresAt), '', { mode: 0o600 });
    this.prune(now);
  }

  /** Forgets sessions whose cookie has expired anyway. */
  prune(now = Date.now()): void {
    for (const name of readdirSync(this.dir)) {
      const expiresAt = ENTRY.exec(name)?.[1];
      if (expiresAt !== undefined && Number(expiresAt) * 1000 <= now) {
        rmSync(join(this.dir, name), { force: true });
      }
    }
  }

  private entryPath(sessionId: string, expiresAt: number): string {
    return join(this.dir, `${Math.trunc(expiresAt)}.${sessionId}`);
  }
}

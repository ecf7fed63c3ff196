import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_MESSAGES } from '../../src/contract/audit.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AuditConfig } from './config.ts';
import { openPostgresStore, openSqliteStore } from './drivers.ts';
import type { AuditRecord } from './entry.ts';
import type { AuditStore } from './store.ts';

/** Retention runs on start and then at most this often, after a batch arrives. */
const PRUNE_EVERY_MS = 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The console's audit log: where MinIO's audit webhook entries are kept and searched. The database is opened
 * when the log is first used (so an idle console loads no database code), and opened again after a failure.
 */
export class AuditLog {
  /** The token MinIO's audit webhook must send. */
  readonly token: string;
  private opened: Promise<AuditStore> | undefined;
  private lastPrune = 0;

  constructor(
    private readonly config: AuditConfig,
    private readonly dataDir: string,
    sessionKey: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.token =
      config.token ?? createHmac('sha256', sessionKey).update('console audit receiver').digest('hex');
  }

  /** Whether an Authorization header carries the token, as it is or after `Bearer `. */
  accepts(authorization: string | undefined): boolean {
    const given = (authorization ?? '').replace(/^Bearer\s+/i, '');
    return timingSafeEqual(digest(given), digest(this.token));
  }

  store(): Promise<AuditStore> {
    this.opened ??= this.open().catch((error: unknown) => {
      this.opened = undefined;
      throw new ConsoleError(
        503,
        AUDIT_MESSAGES.storeDown,
        error instanceof Error ? error.message : String(error),
      );
    });
    return this.opened;
  }

  async ingest(records: readonly AuditRecord[]): Promise<void> {
    const store = await this.store();
    await store.insert(records);
    if (this.now().getTime() - this.lastPrune >= PRUNE_EVERY_MS) await this.prune(store);
  }

  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (opened) await (await opened).close();
  }

  private async open(): Promise<AuditStore> {
    let store: AuditStore;
    if (this.config.dbUrl) {
      store = await openPostgresStore(this.config.dbUrl);
    } else {
      mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
      store = await openSqliteStore(join(this.dataDir, 'audit.sqlite'));
    }
    await this.prune(store);
    return store;
  }

  private async prune(store: AuditStore): Promise<void> {
    const now = this.now();
    this.lastPrune = now.getTime();
    await store.prune({ maxAgeDays: this.config.retentionDays, maxBytes: this.config.maxBytes }, now);
  }
}

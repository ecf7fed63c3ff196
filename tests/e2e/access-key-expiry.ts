import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from './environment.ts';

/**
 * An access key made with an expiry, handed from the journey that makes it (run first) to the one that checks it
 * is refused once expired (run last): MinIO takes no expiry sooner than 15 minutes away, so the other journeys
 * run in between.
 */
export interface ExpiringKey {
  accessKey: string;
  secretKey: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const file = () => join(E2E.consoleDataDir, 'expiring-access-key.json');

export const saveExpiringKey = (key: ExpiringKey) => writeFileSync(file(), JSON.stringify(key));
export const readExpiringKey = (): ExpiringKey => JSON.parse(readFileSync(file(), 'utf8')) as ExpiringKey;

/** MinIO's shortest expiry, plus a minute for the form to be filled and sent. */
export const EXPIRY_FROM_NOW_MS = 16 * 60_000;

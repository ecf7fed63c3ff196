import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSessionId } from './cookie.ts';
import { RevokedSessions } from './revocations.ts';

const now = Date.UTC(2026, 0, 1);
const inSeconds = (seconds: number) => now / 1000 + seconds;

describe('ended sessions', () => {
  it('are known to every instance over the same data folder, until their cookie expires', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-revoked-'));
    const ended = newSessionId();
    new RevokedSessions(dataDir).add(ended, inSeconds(60), now);
    const replica = new RevokedSessions(dataDir);
    expect(replica.has(ended, inSeconds(60))).toBe(true);
    expect(replica.has(newSessionId(), inSeconds(60))).toBe(false);
  });

  it('forget the sessions whose cookie has expired anyway', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-revoked-'));
    const sessions = new RevokedSessions(dataDir);
    const [old, current] = [newSessionId(), newSessionId()];
    sessions.add(old, inSeconds(10), now);
    sessions.add(current, inSeconds(3600), now + 20_000);
    expect(readdirSync(join(dataDir, 'revoked-sessions'))).toEqual([`${inSeconds(3600)}.${current}`]);
  });

  it.each(['../session.key', '', 'a'.repeat(23)])('treat a malformed session id %j as ended', (id) => {
    const sessions = new RevokedSessions(mkdtempSync(join(tmpdir(), 'console-revoked-')));
    expect(sessions.has(id, inSeconds(60))).toBe(true);
    expect(() => sessions.add(id, inSeconds(60), now)).toThrow('not a session id');
  });
});

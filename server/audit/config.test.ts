import { describe, expect, it } from 'vitest';
import { auditConfigFrom } from './config.ts';

describe('the audit settings', () => {
  it('keep a week and 512 MB in the embedded store by default', () => {
    expect(auditConfigFrom({})).toEqual({
      dbUrl: undefined,
      token: undefined,
      retentionDays: 7,
      maxBytes: 512 * 1024 * 1024,
      receiverUrl: undefined,
    });
  });

  it('read each variable', () => {
    expect(
      auditConfigFrom({
        CONSOLE_AUDIT_DB_URL: 'postgresql://console@db.example.net/audit',
        CONSOLE_AUDIT_TOKEN: 'a-token-of-sixteen+',
        CONSOLE_AUDIT_RETENTION_DAYS: '30',
        CONSOLE_AUDIT_MAX_MB: '2048',
        CONSOLE_AUDIT_RECEIVER_URL: 'https://console.example.net/api/v1/audit/ingest',
      }),
    ).toEqual({
      dbUrl: 'postgresql://console@db.example.net/audit',
      token: 'a-token-of-sixteen+',
      retentionDays: 30,
      maxBytes: 2048 * 1024 * 1024,
      receiverUrl: 'https://console.example.net/api/v1/audit/ingest',
    });
  });

  it.each([
    ['CONSOLE_AUDIT_DB_URL', 'mysql://db/audit', 'must start with postgres: or postgresql:'],
    ['CONSOLE_AUDIT_DB_URL', 'not a url', 'must be an absolute URL'],
    ['CONSOLE_AUDIT_TOKEN', 'short', 'at least 16 printable characters'],
    ['CONSOLE_AUDIT_TOKEN', 'sixteen chars with spaces', 'without spaces'],
    ['CONSOLE_AUDIT_RETENTION_DAYS', '0', 'from 1 to 3650'],
    ['CONSOLE_AUDIT_RETENTION_DAYS', '1.5', 'from 1 to 3650'],
    ['CONSOLE_AUDIT_MAX_MB', '-1', 'from 1 to 1048576'],
    ['CONSOLE_AUDIT_RECEIVER_URL', 'ftp://console/in', 'must start with http: or https:'],
  ])('refuse %s=%j', (name, value, problem) => {
    expect(() => auditConfigFrom({ [name]: value })).toThrow(problem);
  });
});

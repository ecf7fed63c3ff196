import type { AuditFilter, AuditRow } from '../src/contract/audit';

/*
 * The demo's audit log: a day of calls to its buckets by its users, as MinIO's audit webhook would have sent
 * them to the console, newest a minute ago. Generated from a fixed seed, so every run shows the same calls.
 */

const CALLS: readonly { api: string; method: string; status: number[]; object: boolean; ms: number }[] = [
  { api: 'GetObject', method: 'GET', status: [200, 200, 200, 200, 206, 404], object: true, ms: 12 },
  { api: 'PutObject', method: 'PUT', status: [200, 200, 200, 403], object: true, ms: 35 },
  { api: 'HeadObject', method: 'HEAD', status: [200, 200, 404], object: true, ms: 2 },
  { api: 'ListObjectsV2', method: 'GET', status: [200], object: false, ms: 8 },
  { api: 'DeleteMultipleObjects', method: 'POST', status: [200], object: true, ms: 15 },
  { api: 'GetBucketLocation', method: 'GET', status: [200], object: false, ms: 1 },
  { api: 'ListBuckets', method: 'GET', status: [200], object: false, ms: 3 },
];
const BUCKETS = ['photos', 'backups'];
const OBJECTS = [
  '2024/holiday/beach.jpg',
  '2024/holiday/sunset.jpg',
  'avatars/alice.png',
  'db/2024-05-01.tar.gz',
];
const USERS = [
  { key: 'minioadmin', agent: 'MinIO (linux; amd64) minio-go/v7.0.88 mc/RELEASE.2025-04-16T18-13-26Z' },
  { key: 'alice', agent: 'aws-cli/2.15.30 Python/3.11.8 Linux/6.1.0 botocore/2.4.5' },
  { key: 'backup-bot', agent: 'restic/0.16.4 (linux/amd64) minio-go/v7.0.66' },
];
export const MOCK_AUDIT_ENTRIES = 400;
const DAY_MS = 24 * 3600 * 1000;

/** A small deterministic generator (mulberry32). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(now: number): AuditRow[] {
  const random = seeded(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: MOCK_AUDIT_ENTRIES }, (_, index) => {
    const call = pick(CALLS);
    const user = pick(USERS);
    const bucket = call.api === 'ListBuckets' ? '' : pick(BUCKETS);
    const object = call.object ? pick(OBJECTS) : '';
    const status = pick(call.status);
    const time = new Date(now - 60_000 - (index * DAY_MS) / MOCK_AUDIT_ENTRIES - Math.floor(random() * 1000));
    const ns = Math.round(call.ms * (0.5 + random()) * 1_000_000);
    const requestId = `18${(0xe0000000 + index * 7919).toString(16).toUpperCase()}${index.toString(16).padStart(6, '0').toUpperCase()}`;
    const remoteHost = `10.0.0.${10 + USERS.indexOf(user)}`;
    return {
      time: time.toISOString(),
      api_name: call.api,
      bucket,
      object,
      access_key: user.key,
      request_id: requestId,
      response_status_code: status,
      time_to_response_ns: ns,
      remote_host: remoteHost,
      user_agent: user.agent,
      log: {
        version: '1',
        deploymentid: '6faeded5-5cf3-4133-8a37-07c5d500207c',
        time: time.toISOString(),
        trigger: 'incoming',
        api: {
          name: call.api,
          ...(bucket ? { bucket } : {}),
          ...(object ? { object } : {}),
          status: status < 300 ? 'OK' : status === 404 ? 'Not Found' : 'Forbidden',
          statusCode: status,
          timeToResponse: `${ns}ns`,
          timeToResponseInNS: String(ns),
        },
        remotehost: remoteHost,
        requestID: requestId,
        userAgent: user.agent,
        requestPath: `/${[bucket, object].filter(Boolean).join('/')}`,
        requestHost: 'play.min.io',
        requestHeader: { Authorization: 'REDACTED', 'User-Agent': user.agent },
        accessKey: user.key,
      },
    };
  });
}

let entries: AuditRow[] | undefined;

/** Every entry, newest first; generated on first use, relative to then. */
export function auditEntries(): readonly AuditRow[] {
  entries ??= generate(Date.now());
  return entries;
}

/** Whether a row passes a filter, as the console server's database query decides it. */
export function matchesAuditFilter(row: AuditRow, filter: AuditFilter): boolean {
  return (
    (!filter.timeStart || row.time >= filter.timeStart) &&
    (!filter.timeEnd || row.time <= filter.timeEnd) &&
    (!filter.bucket || row.bucket === filter.bucket) &&
    (!filter.object || row.object.startsWith(filter.object)) &&
    (!filter.api_name || row.api_name === filter.api_name) &&
    (!filter.access_key || row.access_key === filter.access_key) &&
    (!filter.request_id || row.request_id === filter.request_id) &&
    (filter.response_status === undefined || row.response_status_code === filter.response_status)
  );
}

/** The rows a filter matches, in its order. */
export function searchAuditEntries(filter: AuditFilter): AuditRow[] {
  const matching = auditEntries().filter((row) => matchesAuditFilter(row, filter));
  return filter.order === 'timeAsc' ? matching.reverse() : matching;
}

import { describe, expect, it } from 'vitest';
import {
  apiKeyProblem,
  type CallHomeChange,
  callHomeChanges,
  callHomeOf,
  clusterRegistrationInfo,
  profileTypesProblem,
  type RegistrationSource,
  registrationToken,
  SUPPORT_MESSAGES,
  subnetRegistrationOf,
} from './support';

const drive = { totalspace: 100, usedspace: 10 };
/** Go's math.MaxInt, MinIO's "no pool", as JSON.parse reads it. */
const NO_POOL = JSON.parse('9223372036854775807') as number;

describe('the registration info, as mc license register builds it', () => {
  it.each<
    [string, RegistrationSource['servers'], { pools: number; servers: number; drives: number; total: number }]
  >([
    [
      'one server, one pool',
      [{ poolNumber: 1, drives: [drive, drive] }],
      { pools: 1, servers: 1, drives: 2, total: 200 },
    ],
    [
      'servers of two pools',
      [
        { poolNumber: 1, drives: [drive] },
        { poolNumber: 2, drives: [drive] },
      ],
      { pools: 2, servers: 2, drives: 2, total: 200 },
    ],
    [
      'a server in several pools',
      [{ poolNumbers: [1, 3], drives: [] }],
      { pools: 3, servers: 1, drives: 0, total: 0 },
    ],
    [
      'a server of no pool',
      [{ poolNumber: NO_POOL, drives: null }],
      { pools: 1, servers: 1, drives: 0, total: 0 },
    ],
    ['no servers reported', null, { pools: 1, servers: 0, drives: 0, total: 0 }],
  ])('%s', (_, servers, expected) => {
    const info = clusterRegistrationInfo({ deploymentID: 'dep', servers });
    expect(info.info).toMatchObject({
      no_of_server_pools: expected.pools,
      no_of_servers: expected.servers,
      no_of_drives: expected.drives,
      total_drive_space: expected.total,
    });
  });

  it('is named by the deployment id and counts buckets, objects and usage', () => {
    const source = {
      deploymentID: 'f00d',
      buckets: { count: 3 },
      objects: { count: 42 },
      usage: { size: 1024 },
      servers: [{ version: '2025-04-22T22:12:26Z', poolNumber: 1, drives: [drive] }],
    };
    expect(JSON.parse(atob(registrationToken(source)))).toEqual({
      deployment_id: 'f00d',
      cluster_name: 'f00d',
      used_capacity: 1024,
      info: {
        minio_version: '2025-04-22T22:12:26Z',
        no_of_server_pools: 1,
        no_of_servers: 1,
        no_of_drives: 1,
        no_of_buckets: 3,
        no_of_objects: 42,
        total_drive_space: 100,
        used_drive_space: 10,
      },
    });
  });
});

const values = (text: string) => new Map(text.split(' ').map((pair) => pair.split('=') as [string, string]));
const registered = values('license= api_key=k-1 proxy=');
const unregistered = values('license= api_key= proxy=');
const licensedOnly = values('license=jwt api_key= proxy=');
const URL = 'https://subnet.example';

describe('what call home changes in MinIO’s configuration', () => {
  it.each<[string, CallHomeChange, Map<string, string>, boolean, ReturnType<typeof callHomeChanges>]>([
    [
      'diagnostics on, registered',
      { diagState: true, logsState: false },
      registered,
      false,
      { lines: [{ name: 'callhome', keyValues: [{ key: 'enable', value: 'on' }] }] },
    ],
    [
      'logs on: the webhook logger to SUBNET with the API key',
      { diagState: false, logsState: true },
      registered,
      false,
      {
        lines: [
          { name: 'callhome', keyValues: [{ key: 'enable', value: 'off' }] },
          {
            name: 'logger_webhook:subnet',
            keyValues: [
              { key: 'endpoint', value: 'https://subnet.example/api/logs' },
              { key: 'auth_token', value: 'k-1' },
              { key: 'enable', value: 'on' },
            ],
          },
        ],
      },
    ],
    [
      'logs off with a logger set before: switched off',
      { diagState: false, logsState: false },
      unregistered,
      true,
      {
        lines: [
          { name: 'callhome', keyValues: [{ key: 'enable', value: 'off' }] },
          { name: 'logger_webhook:subnet', keyValues: [{ key: 'enable', value: 'off' }] },
        ],
      },
    ],
    [
      'diagnostics on, not registered',
      { diagState: true, logsState: false },
      unregistered,
      false,
      {
        problem: SUPPORT_MESSAGES.notRegistered,
      },
    ],
    [
      'logs on with a licence but no API key',
      { diagState: false, logsState: true },
      licensedOnly,
      false,
      {
        problem: SUPPORT_MESSAGES.notRegistered,
      },
    ],
  ])('%s', (_, change, subnet, loggerExists, expected) => {
    expect(callHomeChanges(change, { subnet, loggerExists, subnetUrl: URL })).toEqual(expected);
  });
});

describe('call home and registration as MinIO reports them', () => {
  it.each([
    ['callhome enable=off frequency=24h', undefined, false, false],
    // MinIO leaves `enable` out of a line that is on.
    ['callhome frequency=24h', 'endpoint=https://subnet.example/api/logs', true, true],
    ['callhome frequency=24h', 'enable=off endpoint=https://subnet.example/api/logs', true, false],
  ])('%s / logger %s', (callhome, logger, diagnostics, logs) => {
    const line = (text: string) => values(text.replace(/^callhome /, ''));
    expect(callHomeOf(line(callhome), logger === undefined ? undefined : line(logger))).toEqual({
      diagnosticsStatus: diagnostics,
      logsStatus: logs,
    });
  });

  it.each([
    [unregistered, false],
    [registered, true],
    [licensedOnly, true],
    [undefined, false],
  ])('subnet %o is registered: %s', (subnet, expected) => {
    expect(subnetRegistrationOf(subnet).registered).toBe(expected);
  });
});

describe('a SUBNET API key', () => {
  it.each([
    ['11111111-2222-4333-8444-555555555555', null],
    ['', SUPPORT_MESSAGES.apiKey],
    ['key with spaces', SUPPORT_MESSAGES.apiKey],
    ['k'.repeat(257), SUPPORT_MESSAGES.apiKey],
    ['key"quoted', SUPPORT_MESSAGES.apiKey],
  ])('%j', (key, problem) => {
    expect(apiKeyProblem(key)).toBe(problem);
  });
});

describe('the profiles asked for', () => {
  it.each([
    ['cpu', null],
    ['cpu,mem,block,mutex,goroutines,trace', null],
    ['', SUPPORT_MESSAGES.profileTypes],
    ['cpu,cpu', SUPPORT_MESSAGES.profileTypes],
    ['threads', SUPPORT_MESSAGES.profileTypes],
    ['cpu,', SUPPORT_MESSAGES.profileTypes],
  ])('%j', (types, problem) => {
    expect(profileTypesProblem(types)).toBe(problem);
  });
});

import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  HEALTH_SECTIONS,
  type HealthSnapshot,
  healthQuerySchema,
  healthReportFileName,
  healthSections,
  MAX_LISTED_ISSUES,
  summarizeHealth,
} from './health';

const NODE = '10.0.0.1:9000';
const PEER = '10.0.0.2:9000';

const drive = (path: string, more: Record<string, unknown> = {}) => ({
  path,
  state: 'ok',
  totalspace: 100,
  availspace: 50,
  ...more,
});

/** A server as MinIO's admin info reports it, online with two good drives unless told otherwise. */
const server = (more: Record<string, unknown> = {}) => ({
  endpoint: NODE,
  state: 'online',
  version: '2026-02-12T20:18:48Z',
  uptime: 3600,
  network: { [NODE]: 'online' },
  drives: [drive('/d1'), drive('/d2')],
  ...more,
});

const snapshot = (servers: unknown[], sys: HealthSnapshot['sys'] = {}, more: Partial<HealthSnapshot> = {}) =>
  ({
    version: '3',
    timestamp: '2026-11-24T09:01:23Z',
    sys,
    minio: { info: { servers } },
    ...more,
  }) as HealthSnapshot;

const issuesOf = (report: HealthSnapshot) =>
  summarizeHealth(report).issues.map(({ severity, area, server, text }) => [severity, area, server, text]);

describe('the summary of a health report', () => {
  it.each([
    ['a healthy server', snapshot([server()]), []],
    [
      'an offline server',
      snapshot([server({ state: 'offline' })]),
      [['critical', 'servers', NODE, 'Server is offline']],
    ],
    [
      'a peer the server cannot reach',
      snapshot([server({ network: { [NODE]: 'online', [PEER]: 'offline' } })]),
      [['critical', 'network', NODE, `Sees ${PEER} as offline`]],
    ],
    [
      'a faulty drive',
      snapshot([server({ drives: [drive('/d1', { state: 'faulty' }), drive('/d2')] })]),
      [['critical', 'drives', NODE, 'Drive /d1 is faulty']],
    ],
    [
      'a healing drive',
      snapshot([server({ drives: [drive('/d1', { healing: true }), drive('/d2')] })]),
      [['warning', 'drives', NODE, 'Drive /d1 is healing']],
    ],
    [
      'a nearly full drive',
      snapshot([server({ drives: [drive('/d1', { availspace: 5 }), drive('/d2')] })]),
      [['warning', 'drives', NODE, 'Drive /d1 has 5% free space left']],
    ],
    [
      'servers of different versions',
      snapshot([server(), server({ endpoint: PEER, version: 'older', network: { [PEER]: 'online' } })]),
      [['warning', 'servers', '', 'Servers run different MinIO versions: 2026-02-12T20:18:48Z, older']],
    ],
    [
      'low memory',
      snapshot([server()], { meminfo: [{ addr: NODE, total: 100, available: 4 }] }),
      [['warning', 'memory', NODE, 'Only 4% of memory is available']],
    ],
    [
      'an operating system error MinIO found',
      snapshot([server()], { errors: [{ addr: NODE, errors: ['audit is enabled'] }] }),
      [['warning', 'os', NODE, 'audit is enabled']],
    ],
    [
      'a part MinIO could not collect',
      snapshot([server()], { cpus: [{ addr: NODE, error: 'permission denied' }] }),
      [['warning', 'os', NODE, 'permission denied']],
    ],
    [
      'an interface whose driver MinIO cannot read',
      snapshot([server()], { netinfo: [{ addr: NODE, interface: 'lo', error: 'operation not supported' }] }),
      [['info', 'network', NODE, 'operation not supported (lo)']],
    ],
    [
      'transparent huge pages always on',
      snapshot([server()], {
        config: [{ addr: NODE, config: { 'thp-config': { enabled: '[always] madvise never' } } }],
      }),
      [
        [
          'warning',
          'config',
          NODE,
          'Transparent huge pages are always on; MinIO runs better with them off or on madvise',
        ],
      ],
    ],
    [
      'a report MinIO cut short',
      snapshot([server()], {}, { error: 'deadline exceeded' }),
      [['critical', 'collection', '', 'deadline exceeded']],
    ],
  ])('%s', (_, report, issues) => {
    expect(issuesOf(report)).toEqual(issues);
  });

  it('puts the worst problems first, in the order found within a severity', () => {
    const report = snapshot(
      [server({ drives: [drive('/d1', { healing: true }), drive('/d2', { state: 'offline' })] })],
      {
        netinfo: [{ addr: NODE, interface: 'lo', error: 'x' }],
        errors: [{ addr: NODE, errors: ['a', 'b'] }],
      },
    );
    expect(summarizeHealth(report).issues.map((issue) => `${issue.severity} ${issue.text}`)).toEqual([
      'critical Drive /d2 is offline',
      'warning Drive /d1 is healing',
      'warning a',
      'warning b',
      'info x (lo)',
    ]);
  });

  it('describes each server from the parts of the report', () => {
    const report = snapshot([server()], {
      osinfo: [
        {
          addr: NODE,
          info: { platform: 'debian', platformVersion: '12', kernelVersion: '6.1', kernelArch: 'x86_64' },
        },
      ],
      cpus: [
        {
          addr: NODE,
          cpus: [
            { model_name: 'EPYC', cores: 4 },
            { model_name: 'EPYC', cores: 4 },
          ],
        },
      ],
      meminfo: [{ addr: NODE, total: 64, available: 32 }],
    });
    expect(summarizeHealth(report)).toMatchObject({
      servers: [
        {
          endpoint: NODE,
          os: 'debian 12 (kernel 6.1, x86_64)',
          cpu: 'EPYC, 8 cores',
          memoryTotal: 64,
          drives: 2,
          drivesOk: 2,
        },
      ],
      drives: { total: 2, ok: 2, offline: 0, healing: 0 },
    });
  });
});

describe('the parts of a report collected so far', () => {
  it('are none in an empty snapshot and all in a whole one', () => {
    expect(healthSections({}).every((section) => !section.done)).toBe(true);
    const whole = snapshot([server()], {
      cpus: [{}],
      partitions: [{}],
      netinfo: [{}],
      osinfo: [{}],
      meminfo: [{}],
      procinfo: [{}],
      errors: [{}],
      services: [{}],
      config: [{}],
    });
    whole.minio = { ...whole.minio, config: { config: {} } };
    expect(healthSections(whole).map((section) => section.done)).toEqual(HEALTH_SECTIONS.map(() => true));
  });
});

describe('the query of a collection', () => {
  it.each([
    [{}, { deadline: 300, anonymize: 'standard' }],
    [
      { deadline: '10', anonymize: 'strict' },
      { deadline: 10, anonymize: 'strict' },
    ],
    [{ deadline: '3600' }, { deadline: 3600, anonymize: 'standard' }],
    [{ deadline: '9' }, null],
    [{ deadline: '3601' }, null],
    [{ deadline: '1h' }, null],
    [{ anonymize: 'none' }, null],
  ])('%j reads as %j', (query, read) => {
    const result = safeParse(healthQuerySchema, query);
    expect(result.success ? result.data : null).toEqual(read);
  });
});

it('names the report as `mc support diag` does, with the deployment for the alias', () => {
  expect(healthReportFileName('dep-1', new Date('2026-11-24T09:01:23.456Z'))).toBe(
    'dep-1-health_20261124090123.json.gz',
  );
});

it('lists at most MAX_LISTED_ISSUES problems, saying how many more the report holds', () => {
  const drives = Array.from({ length: MAX_LISTED_ISSUES + 10 }, (_, index) =>
    drive(`/d${index}`, { healing: true }),
  );
  const { issues } = summarizeHealth(snapshot([server({ drives })]));
  expect(issues).toHaveLength(MAX_LISTED_ISSUES);
  expect(issues.at(-1)?.text).toBe('11 more problems are in the report');
});

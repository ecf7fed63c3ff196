import { attachmentHeaders } from '../../src/contract/download-headers';
import {
  downloadHealthReport,
  HEALTH_MESSAGES,
  type HealthSnapshot,
  healthInfoStream,
  healthReportFileName,
  healthReportHeader,
  healthSections,
  summarizeHealth,
  uploadHealthReport,
} from '../../src/contract/health';
import {
  SPEEDTEST_MESSAGES,
  type SpeedtestDirection,
  type SpeedtestRequest,
  type SpeedtestResult,
  speedtestStream,
} from '../../src/contract/speedtest';
import { SUPPORT_MESSAGES } from '../../src/contract/support';
import { configurations } from '../config-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { MOCK_DEPLOYMENT_ID } from '../site-replication-model';
import { mock } from './mock';
import { apiError } from './respond';
import { mockSocket, pause } from './socket';

const DEMO_NODE = '127.0.0.1:9000';
const GiB = 1024 ** 3;
const TiB = 1024 * GiB;
/** MinIO's word for the right to collect health data and run performance tests. */
const OBD_INFO = 'admin:OBDInfo';

const mayDiagnose = (user: MockUser) => isAllowed(user, OBD_INFO);

/** The demo server's health report: four drives, one of them healing, and a kernel setting MinIO frowns on. */
function demoSnapshot(): HealthSnapshot {
  const drive = (index: number) => ({
    endpoint: `/data/d${index}`,
    path: `/data/d${index}`,
    state: 'ok',
    healing: index === 4,
    totalspace: 4 * TiB,
    availspace: (3.6 - index * 0.3) * TiB,
  });
  return {
    version: '3',
    timestamp: new Date().toISOString(),
    sys: {
      cpus: [{ addr: DEMO_NODE, cpus: [{ model_name: 'AMD EPYC 7763 64-Core Processor', cores: 8 }] }],
      partitions: [
        {
          addr: DEMO_NODE,
          partitions: [1, 2, 3, 4].map((index) => ({
            device: `/dev/nvme${index}n1`,
            mountpoint: `/data/d${index}`,
            space_total: 4 * TiB,
            space_free: (3.6 - index * 0.3) * TiB,
            inode_total: 268_435_456,
            inode_free: 268_000_000,
          })),
        },
      ],
      osinfo: [
        {
          addr: DEMO_NODE,
          info: {
            platform: 'debian',
            platformVersion: '12.11',
            kernelVersion: '6.1.0-37',
            kernelArch: 'x86_64',
          },
        },
      ],
      meminfo: [{ addr: DEMO_NODE, total: 64 * GiB, available: 41 * GiB }],
      procinfo: [{ addr: DEMO_NODE }],
      netinfo: [{ addr: DEMO_NODE, interface: 'eth0' }],
      errors: [{ addr: DEMO_NODE, errors: [] }],
      services: [{ addr: DEMO_NODE }],
      config: [{ addr: DEMO_NODE, config: { 'thp-config': { enabled: '[always] madvise never' } } }],
    },
    minio: {
      config: { config: {} },
      info: {
        deploymentID: MOCK_DEPLOYMENT_ID,
        servers: [
          {
            endpoint: DEMO_NODE,
            state: 'online',
            version: '2026-02-12T20:18:48Z',
            uptime: 86_400 * 3 + 3600 * 5,
            network: { [DEMO_NODE]: 'online' },
            drives: [1, 2, 3, 4].map(drive),
          },
        ],
      },
    },
  };
}

/** The report as MinIO would send it part by part: each snapshot one more part fuller. */
function* partialSnapshots(whole: HealthSnapshot): Generator<HealthSnapshot> {
  const sys: NonNullable<HealthSnapshot['sys']> = {};
  for (const key of Object.keys(whole.sys ?? {}) as (keyof typeof sys)[]) {
    Object.assign(sys, { [key]: whole.sys?.[key] });
    yield { ...whole, sys: { ...sys }, minio: undefined };
  }
  yield whole;
}

/** The deployment's SUBNET API key in the configuration model; empty when it is not registered. */
const subnetApiKey = () =>
  configurations('subnet')[0]?.keyValues.find(({ key }) => key === 'api_key')?.value ?? '';

/** `mc support diag`'s file: a version line and the report, gzip-compressed. */
function reportResponse(snapshot: HealthSnapshot): Response {
  const text = `${healthReportHeader(snapshot.version ?? '')}${JSON.stringify(snapshot)}\n`;
  const gzip = new Response(text).body?.pipeThrough(new CompressionStream('gzip'));
  const fileName = healthReportFileName(MOCK_DEPLOYMENT_ID, new Date());
  return new Response(gzip, {
    headers: { ...attachmentHeaders(fileName), 'content-type': 'application/gzip' },
  });
}

export const healthHandlers = [
  mock(downloadHealthReport, ({ session }) =>
    mayDiagnose(session.user) ? reportResponse(demoSnapshot()) : apiError(403, MINIO_MESSAGES.accessDenied),
  ),
  mock(uploadHealthReport, ({ session }) => {
    if (!mayDiagnose(session.user)) return apiError(403, MINIO_MESSAGES.accessDenied);
    if (!subnetApiKey()) return apiError(400, HEALTH_MESSAGES.notRegistered);
    // The demo has no way out, as a machine without a route to SUBNET.
    return apiError(502, SUPPORT_MESSAGES.subnetUnreachable, 'ENOTFOUND');
  }),
];

/** A believable share of `total` for the demo's only server, varying a little from one result to the next. */
const direction = (total: number): SpeedtestDirection => {
  const throughputPerSec = Math.round(total * (0.95 + Math.random() * 0.1));
  const objectsPerSec = Math.round(throughputPerSec / (64 * 1024 * 1024));
  return {
    throughputPerSec,
    objectsPerSec,
    servers: [{ endpoint: `http://${DEMO_NODE}`, throughputPerSec, objectsPerSec, error: '' }],
  };
};

/** The object test: a result a second, each at a higher concurrency when autotuning, the last one final. */
async function* demoObjectTest(
  request: SpeedtestRequest,
  signal: AbortSignal,
): AsyncGenerator<SpeedtestResult> {
  const steps = Math.min(request.duration, 10);
  for (let step = 1; step <= steps && !signal.aborted; step++) {
    await pause(1000, signal);
    const concurrent = request.autotune ? request.concurrent + (step - 1) * 8 : request.concurrent;
    const scale = request.autotune ? Math.min(1, 0.6 + step * 0.08) : 1;
    yield {
      test: 'object',
      servers: 1,
      disks: 4,
      size: request.size,
      concurrent,
      put: direction(1.3 * GiB * scale),
      get: direction(2.4 * GiB * scale),
    };
  }
}

export const healthSocketHandlers = [
  mockSocket(healthInfoStream, async function* ({ session, signal }) {
    if (!mayDiagnose(session.user)) throw new Error(MINIO_MESSAGES.accessDenied);
    let last: HealthSnapshot | undefined;
    for (const snapshot of partialSnapshots(demoSnapshot())) {
      await pause(150, signal);
      last = snapshot;
      yield { sections: healthSections(snapshot) };
    }
    if (last) yield { sections: healthSections(last), summary: summarizeHealth(last) };
  }),
  mockSocket(speedtestStream, async function* ({ query, session, signal }) {
    if (!mayDiagnose(session.user)) throw new Error(MINIO_MESSAGES.accessDenied);
    if (query.test === 'net') throw new Error(SPEEDTEST_MESSAGES.singleNode);
    if (query.test === 'object') {
      yield* demoObjectTest(query, signal);
      return;
    }
    await pause(1500, signal);
    yield {
      test: 'drive',
      endpoint: `http://${DEMO_NODE}`,
      error: '',
      drives: [1, 2, 3, 4].map((index) => ({
        path: `/data/d${index}`,
        readPerSec: Math.round((1.9 + index * 0.05) * GiB),
        writePerSec: Math.round((1.1 + index * 0.04) * GiB),
        error: '',
      })),
    };
  }),
];

import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { queryWholeNumberOr } from './query';
import { socket } from './socket';

/*
 * Health diagnostics: MinIO's health-info collection (`GET /minio/admin/v3/healthinfo`), which streams ever fuller
 * snapshots of the same report, the last one whole. The console shows which parts have arrived, then a summary
 * with the problems worst first; the report itself downloads as `mc support diag` saves it.
 */

export const HEALTH_MESSAGES = {
  deadline: 'must be a whole number of seconds from 10 to 3600',
  notRegistered: 'Register this deployment with SUBNET first: the report is uploaded with its API key',
  noReport: 'MinIO sent no health report',
} as const;

/** How long MinIO may collect, in seconds: its own default is 10 s, the console's original 1 h. */
export const HEALTH_DEADLINE = { min: 10, max: 3600, default: 300 } as const;
export const ANONYMIZE_MODES = ['standard', 'strict'] as const;
export type AnonymizeMode = (typeof ANONYMIZE_MODES)[number];

export const healthQuerySchema = z.object({
  deadline: queryWholeNumberOr(HEALTH_DEADLINE, HEALTH_MESSAGES.deadline),
  /** How much MinIO hides of host names and addresses; `standard` as `mc support diag` asks. */
  anonymize: z.pipe(
    z.optional(z.enum(ANONYMIZE_MODES, 'must be standard or strict')),
    z.transform((mode) => mode ?? 'standard'),
  ),
});
export type HealthRequest = z.output<typeof healthQuerySchema>;

// MinIO's HealthInfo (madmin v3), only as far as the console reads it.

const perNode = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.optional(
    z.nullable(
      z.array(z.looseObject({ addr: z.optional(z.string()), error: z.optional(z.string()), ...shape })),
    ),
  );
const num = z.optional(z.nullable(z.number()));
const text = z.optional(z.nullable(z.string()));

const infoDriveSchema = z.looseObject({
  endpoint: text,
  path: text,
  state: text,
  healing: z.optional(z.boolean()),
  totalspace: num,
  availspace: num,
});

const infoServerSchema = z.looseObject({
  endpoint: text,
  state: text,
  version: text,
  uptime: num,
  network: z.optional(z.nullable(z.record(z.string(), z.string()))),
  drives: z.optional(z.nullable(z.array(infoDriveSchema))),
});

export const healthSnapshotSchema = z.looseObject({
  version: text,
  error: text,
  timestamp: text,
  sys: z.optional(
    z.looseObject({
      cpus: perNode({
        cpus: z.optional(z.nullable(z.array(z.looseObject({ model_name: text, cores: num })))),
      }),
      partitions: perNode({
        partitions: z.optional(
          z.nullable(
            z.array(
              z.looseObject({
                device: text,
                mountpoint: text,
                space_total: num,
                space_free: num,
                inode_total: num,
                inode_free: num,
              }),
            ),
          ),
        ),
      }),
      osinfo: perNode({
        info: z.optional(
          z.looseObject({ platform: text, platformVersion: text, kernelVersion: text, kernelArch: text }),
        ),
      }),
      meminfo: perNode({ total: num, available: num }),
      procinfo: perNode({}),
      netinfo: perNode({ interface: text }),
      errors: perNode({ errors: z.optional(z.nullable(z.array(z.string()))) }),
      services: perNode({}),
      config: perNode({
        config: z.optional(z.looseObject({ 'thp-config': z.optional(z.looseObject({ enabled: text })) })),
      }),
    }),
  ),
  minio: z.optional(
    z.looseObject({
      error: text,
      config: z.optional(z.looseObject({ config: z.optional(z.unknown()) })),
      info: z.optional(
        z.looseObject({
          deploymentID: text,
          servers: z.optional(z.nullable(z.array(infoServerSchema))),
        }),
      ),
    }),
  ),
});
export type HealthSnapshot = z.infer<typeof healthSnapshotSchema>;

/** The parts of the report, in the order `mc support diag` lists them, and when each has arrived. */
export const HEALTH_SECTIONS = [
  ['CPU', (s) => has(s.sys?.cpus)],
  ['Drives', (s) => has(s.sys?.partitions)],
  ['Network', (s) => has(s.sys?.netinfo)],
  ['Operating system', (s) => has(s.sys?.osinfo)],
  ['Memory', (s) => has(s.sys?.meminfo)],
  ['Processes', (s) => has(s.sys?.procinfo)],
  ['Server configuration', (s) => s.minio?.config?.config != null],
  ['System errors', (s) => has(s.sys?.errors)],
  ['System services', (s) => has(s.sys?.services)],
  ['System configuration', (s) => has(s.sys?.config)],
  ['Servers', (s) => has(s.minio?.info?.servers)],
] as const satisfies readonly (readonly [string, (snapshot: HealthSnapshot) => boolean])[];

function has(list: readonly unknown[] | null | undefined): boolean {
  return (list?.length ?? 0) > 0;
}

// The summary

export const ISSUE_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

const issueSchema = z.object({
  severity: z.enum(ISSUE_SEVERITIES),
  area: z.enum(['collection', 'servers', 'drives', 'network', 'os', 'memory', 'config']),
  /** The server it concerns; empty when it concerns the deployment. */
  server: z.string(),
  text: z.string(),
});
export type HealthIssue = z.infer<typeof issueSchema>;

const serverSummarySchema = z.object({
  endpoint: z.string(),
  state: z.string(),
  version: z.string(),
  /** Seconds. */
  uptime: z.number(),
  os: z.string(),
  cpu: z.string(),
  memoryTotal: z.number(),
  memoryAvailable: z.number(),
  drivesOk: z.number(),
  drives: z.number(),
});
export type ServerSummary = z.infer<typeof serverSummarySchema>;

export const healthSummarySchema = z.object({
  collectedAt: z.string(),
  deploymentId: z.string(),
  servers: z.array(serverSummarySchema),
  drives: z.object({ total: z.number(), ok: z.number(), offline: z.number(), healing: z.number() }),
  /** Worst first. */
  issues: z.array(issueSchema),
});
export type HealthSummary = z.infer<typeof healthSummarySchema>;

export const healthMessageSchema = z.object({
  sections: z.array(z.object({ name: z.string(), done: z.boolean() })),
  /** With the last message only, once MinIO finished. */
  summary: z.optional(healthSummarySchema),
});
export type HealthMessage = z.infer<typeof healthMessageSchema>;

export const healthSections = (snapshot: HealthSnapshot): HealthMessage['sections'] =>
  HEALTH_SECTIONS.map(([name, done]) => ({ name, done: done(snapshot) }));

/** Below this share of free space, memory or inodes, the summary warns. */
const LOW_SHARE = 0.1;
const DRIVE_OK = 'ok';
const ONLINE = 'online';

type Count = number | null | undefined;
const percent = (part: Count, whole: Count) => `${Math.round(((part ?? 0) / (whole || 1)) * 100)}%`;
const isLow = (free: Count, total: Count) => !!total && free != null && free / total < LOW_SHARE;

const issue =
  (severity: IssueSeverity) =>
  (area: HealthIssue['area'], server: string | undefined, text: string): HealthIssue => ({
    severity,
    area,
    server: server ?? '',
    text,
  });
const critical = issue('critical');
const warning = issue('warning');

function serverIssues(server: z.infer<typeof infoServerSchema>): HealthIssue[] {
  const endpoint = server.endpoint ?? '';
  const issues: HealthIssue[] = [];
  if (server.state && server.state !== ONLINE)
    issues.push(critical('servers', endpoint, `Server is ${server.state}`));
  for (const [peer, state] of Object.entries(server.network ?? {}))
    if (peer !== endpoint && state !== ONLINE)
      issues.push(critical('network', endpoint, `Sees ${peer} as ${state}`));
  for (const drive of server.drives ?? []) {
    const name = drive.path || drive.endpoint || '?';
    if (drive.state && drive.state !== DRIVE_OK)
      issues.push(critical('drives', endpoint, `Drive ${name} is ${drive.state}`));
    else if (drive.healing) issues.push(warning('drives', endpoint, `Drive ${name} is healing`));
    if (isLow(drive.availspace, drive.totalspace))
      issues.push(
        warning(
          'drives',
          endpoint,
          `Drive ${name} has ${percent(drive.availspace, drive.totalspace)} free space left`,
        ),
      );
  }
  return issues;
}

const SECTION_AREAS = {
  cpus: 'os',
  partitions: 'drives',
  osinfo: 'os',
  meminfo: 'memory',
  procinfo: 'os',
  netinfo: 'network',
  errors: 'os',
  services: 'os',
  config: 'config',
} as const satisfies Record<string, HealthIssue['area']>;

function systemIssues(sys: NonNullable<HealthSnapshot['sys']>): HealthIssue[] {
  const issues: HealthIssue[] = [];
  for (const [section, area] of Object.entries(SECTION_AREAS)) {
    for (const node of sys[section as keyof typeof SECTION_AREAS] ?? []) {
      if (!node.error) continue;
      // MinIO cannot read a loopback interface's driver: that says nothing of the network.
      const severity = section === 'netinfo' ? 'info' : 'warning';
      const what = section === 'netinfo' && 'interface' in node ? ` (${node.interface})` : '';
      issues.push(issue(severity)(area, node.addr, `${node.error}${what}`));
    }
  }
  for (const node of sys.errors ?? [])
    for (const error of node.errors ?? []) issues.push(warning('os', node.addr, error));
  for (const node of sys.meminfo ?? [])
    if (isLow(node.available, node.total))
      issues.push(
        warning('memory', node.addr, `Only ${percent(node.available, node.total)} of memory is available`),
      );
  for (const node of sys.partitions ?? [])
    for (const { mountpoint, device, inode_free, inode_total } of node.partitions ?? [])
      if (isLow(inode_free, inode_total))
        issues.push(
          warning(
            'drives',
            node.addr,
            `${mountpoint ?? device ?? '?'} has ${percent(inode_free, inode_total)} of its inodes free`,
          ),
        );
  for (const node of sys.config ?? [])
    if (node.config?.['thp-config']?.enabled?.includes('[always]'))
      issues.push(
        warning(
          'config',
          node.addr,
          'Transparent huge pages are always on; MinIO runs better with them off or on madvise',
        ),
      );
  return issues;
}

const byNode = <T extends { addr?: string }>(list: readonly T[] | null | undefined) =>
  new Map((list ?? []).map((node) => [node.addr ?? '', node]));

/** The most problems the summary lists; the report holds them all. */
export const MAX_LISTED_ISSUES = 200;

/** Worst first, within a severity in the order found (a stable sort), cut at MAX_LISTED_ISSUES. */
function worstFirst(issues: HealthIssue[]): HealthIssue[] {
  const rank = (found: HealthIssue) => ISSUE_SEVERITIES.indexOf(found.severity);
  const sorted = issues.sort((a, b) => rank(a) - rank(b));
  if (sorted.length <= MAX_LISTED_ISSUES) return sorted;
  const more = sorted.length - MAX_LISTED_ISSUES + 1;
  return [
    ...sorted.slice(0, MAX_LISTED_ISSUES - 1),
    issue('info')('collection', '', `${more} more problems are in the report`),
  ];
}

/** The report in a few lines per server, and its problems worst first. */
export function summarizeHealth(snapshot: HealthSnapshot): HealthSummary {
  const servers = snapshot.minio?.info?.servers ?? [];
  const os = byNode(snapshot.sys?.osinfo);
  const cpus = byNode(snapshot.sys?.cpus);
  const memory = byNode(snapshot.sys?.meminfo);
  const drives = servers.flatMap((server) => server.drives ?? []);
  const issues: HealthIssue[] = [];
  if (snapshot.error) issues.push(critical('collection', '', snapshot.error));
  if (snapshot.minio?.error) issues.push(critical('collection', '', snapshot.minio.error));
  issues.push(...servers.flatMap(serverIssues));
  const versions = new Set(servers.map((server) => server.version).filter(Boolean));
  if (versions.size > 1)
    issues.push(warning('servers', '', `Servers run different MinIO versions: ${[...versions].join(', ')}`));
  if (snapshot.sys) issues.push(...systemIssues(snapshot.sys));
  return {
    collectedAt: snapshot.timestamp ?? '',
    deploymentId: snapshot.minio?.info?.deploymentID ?? '',
    servers: servers.map((server) => {
      const endpoint = server.endpoint ?? '';
      const info = os.get(endpoint)?.info;
      const cpu = cpus.get(endpoint)?.cpus?.[0];
      const cores = (cpus.get(endpoint)?.cpus ?? []).reduce((sum, one) => sum + (one.cores ?? 0), 0);
      return {
        endpoint,
        state: server.state ?? '',
        version: server.version ?? '',
        uptime: server.uptime ?? 0,
        os: info
          ? `${info.platform ?? ''} ${info.platformVersion ?? ''} (kernel ${info.kernelVersion ?? '?'}, ${info.kernelArch ?? '?'})`.trim()
          : '',
        cpu: cpu ? `${cpu.model_name ?? 'CPU'}, ${cores} cores` : '',
        memoryTotal: memory.get(endpoint)?.total ?? 0,
        memoryAvailable: memory.get(endpoint)?.available ?? 0,
        drivesOk: (server.drives ?? []).filter((drive) => drive.state === DRIVE_OK).length,
        drives: server.drives?.length ?? 0,
      };
    }),
    drives: {
      total: drives.length,
      ok: drives.filter((drive) => drive.state === DRIVE_OK).length,
      offline: drives.filter((drive) => drive.state && drive.state !== DRIVE_OK).length,
      healing: drives.filter((drive) => drive.healing).length,
    },
    issues: worstFirst(issues),
  };
}

/** `mc support diag`'s file name, with the deployment in place of the alias. */
export const healthReportFileName = (deploymentId: string, at: Date) =>
  `${deploymentId || 'minio'}-health_${at.toISOString().replace(/\D/g, '').slice(0, 14)}.json.gz`;

/** The report's first line, as `mc support diag` writes it before the report. */
export const healthReportHeader = (version: string) => `${JSON.stringify({ version })}\n`;

export const healthInfoStream = socket({
  id: 'HealthInfo',
  area: 'support',
  path: '/health-info',
  summary: "Runs MinIO's health-info collection: the parts as they arrive, then a summary",
  query: healthQuerySchema,
  message: healthMessageSchema,
});

export const downloadHealthReport = endpoint({
  id: 'DownloadHealthReport',
  area: 'support',
  method: 'GET',
  path: '/support/diagnostics/report',
  summary: "Collects MinIO's health report and answers it as `mc support diag` saves it (gzip of JSON)",
  query: healthQuerySchema,
  streamedResponse: 'application/gzip',
  status: 200,
});

export const healthUploadSchema = z.object({ fileName: z.string() });

export const uploadHealthReport = endpoint({
  id: 'UploadHealthReport',
  area: 'support',
  method: 'POST',
  path: '/support/diagnostics/upload',
  summary: "Collects MinIO's health report and uploads it to SUBNET; needs the deployment registered",
  query: healthQuerySchema,
  response: healthUploadSchema,
  status: 200,
});

export const HEALTH_ENDPOINTS = [downloadHealthReport, uploadHealthReport] as const;

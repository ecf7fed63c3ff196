import { parseConfigText, printConfigLine } from '../../src/contract/config-text.ts';
import {
  type AddNotificationEndpointRequest,
  type AddNotificationEndpointResponse,
  describePropertyProblems,
  isNotificationService,
  type ListNotificationEndpointsResponse,
  NOTIFICATION_ENDPOINT_MESSAGES,
  type NotificationEndpoint,
  notificationSubsystem,
  serviceOfArnName,
  shownProperties,
  targetPropertyProblems,
  writtenProperties,
} from '../../src/contract/notification-endpoints.ts';
import { ConsoleError } from '../http/errors.ts';
import type { ServerInfo } from '../minio/admin-answers.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';

/** How many of MinIO's latest configuration changes are searched for targets added since it started. */
const HISTORY_LOOKBACK = 1000;

const byServiceThenName = (a: NotificationEndpoint, b: NotificationEndpoint) =>
  a.service.localeCompare(b.service) || a.account_id.localeCompare(b.account_id);

const nameOf = (target: Pick<NotificationEndpoint, 'service' | 'account_id'>) =>
  `${target.service}:${target.account_id}`;

/** The targets MinIO runs, as ServerInfo reports them: `[{ service: [{ id: { status } }] }]`. */
function runningTargets(info: ServerInfo): NotificationEndpoint[] {
  return (info.services?.notifications ?? []).flatMap((byService) =>
    Object.entries(byService).flatMap(([arnName, targets]) => {
      const service = serviceOfArnName(arnName);
      if (!service) return [];
      return targets.flatMap((target) =>
        Object.entries(target).map(([account_id, { status }]) => ({ service, account_id, status })),
      );
    }),
  );
}

/** When MinIO last started: the earliest start of its servers. */
function startedAt(info: ServerInfo, now: number): number {
  const uptimes = (info.servers ?? []).map((server) => server.uptime ?? 0);
  return now - Math.max(0, ...uptimes) * 1000;
}

/**
 * The targets set since MinIO started. MinIO shows a new target nowhere (not in get-config-kv, the exported
 * configuration or ServerInfo) until it restarts; only its history of configuration changes holds it.
 */
async function targetsSetSince(admin: AdminClient, since: number): Promise<NotificationEndpoint[]> {
  let history: Awaited<ReturnType<AdminClient['listConfigHistoryKV']>>;
  try {
    history = await admin.listConfigHistoryKV(HISTORY_LOOKBACK);
  } catch (error) {
    // Without admin:ConfigUpdate the history is not readable: the running targets are all there is to show.
    if (error instanceof MinioApiError && error.status === 403) return [];
    throw error;
  }
  return history
    .filter((entry) => Date.parse(entry.createTime) > since)
    .flatMap((entry) => parseConfigText(entry.data).lines)
    .flatMap(({ subsystem, target, keyValues }) => {
      const service = subsystem.replace(/^notify_/, '');
      const switchedOff = keyValues.some((pair) => pair.key === 'enable' && pair.value === 'off');
      if (!subsystem.startsWith('notify_') || !isNotificationService(service) || !target || switchedOff)
        return [];
      return [{ service, account_id: target, status: 'restart_needed' }];
    });
}

async function allTargets(admin: AdminClient): Promise<NotificationEndpoint[]> {
  const info = await admin.serverInfo();
  const running = runningTargets(info);
  const runningNames = new Set(running.map(nameOf));
  const added = new Map(
    (await targetsSetSince(admin, startedAt(info, Date.now())))
      .filter((target) => !runningNames.has(nameOf(target)))
      .map((target) => [nameOf(target), target]),
  );
  return [...running, ...added.values()].sort(byServiceThenName);
}

export async function listNotificationEndpoints(
  admin: AdminClient,
): Promise<ListNotificationEndpointsResponse> {
  const endpoints = await allTargets(admin);
  return { notification_endpoints: endpoints, total: endpoints.length };
}

/**
 * POST /admin/notification_endpoints: checked against MinIO's help for the service, refused for a name the
 * service has (MinIO would merge the settings into that target), then set; MinIO tests the target first and
 * refuses one it cannot reach, with its own message.
 */
export async function addNotificationEndpoint(
  admin: AdminClient,
  { service, account_id, properties }: AddNotificationEndpointRequest,
): Promise<AddNotificationEndpointResponse> {
  const subsystem = notificationSubsystem(service);
  const { keysHelp } = await admin.helpConfigKV(subsystem);
  const problems = targetPropertyProblems(service, keysHelp, properties);
  if (Object.keys(problems).length > 0)
    throw new ConsoleError(
      400,
      NOTIFICATION_ENDPOINT_MESSAGES.invalidProperties,
      describePropertyProblems(problems),
    );
  const taken = (await allTargets(admin)).some((target) => nameOf(target) === `${service}:${account_id}`);
  if (taken) throw new ConsoleError(409, NOTIFICATION_ENDPOINT_MESSAGES.taken(service, account_id));
  const written = writtenProperties(properties);
  const { applied } = await admin.setConfigKV(printConfigLine(`${subsystem}:${account_id}`, written));
  return {
    service,
    account_id,
    properties: shownProperties(Object.fromEntries(written.map(({ key, value }) => [key, value]))),
    restart: !applied,
  };
}

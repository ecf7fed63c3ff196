import { splitConfigName } from '../../src/contract/config-values';
import {
  addNotificationEndpoint,
  describePropertyProblems,
  isNotificationService,
  listNotificationEndpoints,
  NOTIFICATION_ENDPOINT_MESSAGES,
  type NotificationEndpoint,
  type NotificationService,
  notificationSubsystem,
  shownProperties,
  targetPropertyProblems,
  writtenProperties,
} from '../../src/contract/notification-endpoints';
import { configKeysHelp, configTargetNames, setConfiguration } from '../config-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/** Nothing listens on the discard port: MinIO's test of a webhook there is refused, as on any machine. */
const UNREACHABLE_PORT = '9';

const refusal = (user: MockUser, action: string): Response | null =>
  isAllowed(user, action) ? null : apiError(403, MINIO_MESSAGES.accessDenied);

function endpointOf(name: string, status: string): NotificationEndpoint[] {
  const { subsystem, target } = splitConfigName(name);
  const service = subsystem.replace(/^notify_/, '');
  if (!subsystem.startsWith('notify_') || !isNotificationService(service) || !target) return [];
  return [{ service, account_id: target, status }];
}

/** The targets MinIO runs (all online here), then those stored for its next restart. */
function mockTargets(): NotificationEndpoint[] {
  const { running, stored } = configTargetNames();
  return [
    ...running.flatMap((name) => endpointOf(name, 'online')),
    ...stored.filter((name) => !running.includes(name)).flatMap((name) => endpointOf(name, 'restart_needed')),
  ].sort((a, b) => a.service.localeCompare(b.service) || a.account_id.localeCompare(b.account_id));
}

/** MinIO's refusal when its test of a new webhook cannot connect, or null. */
function unreachable(service: NotificationService, accountId: string, properties: Record<string, string>) {
  if (service !== 'webhook' || !URL.canParse(properties.endpoint ?? '')) return null;
  const url = new URL(properties.endpoint ?? '');
  if (url.port !== UNREACHABLE_PORT) return null;
  return apiError(400, `error (${accountId}:webhook): dial tcp ${url.host}: connect: connection refused`);
}

export const notificationEndpointsHandlers = [
  mock(listNotificationEndpoints, ({ session }) => {
    const endpoints = mockTargets();
    return (
      refusal(session.user, 'admin:ServerInfo') ?? {
        notification_endpoints: endpoints,
        total: endpoints.length,
      }
    );
  }),
  mock(addNotificationEndpoint, ({ session, body: { service, account_id, properties } }) => {
    const refused = refusal(session.user, 'admin:ConfigUpdate');
    if (refused) return refused;
    const subsystem = notificationSubsystem(service);
    const problems = targetPropertyProblems(service, configKeysHelp(subsystem).keys, properties);
    if (Object.keys(problems).length > 0)
      return apiError(
        400,
        NOTIFICATION_ENDPOINT_MESSAGES.invalidProperties,
        describePropertyProblems(problems),
      );
    if (mockTargets().some((target) => target.service === service && target.account_id === account_id))
      return apiError(409, NOTIFICATION_ENDPOINT_MESSAGES.taken(service, account_id));
    const written = writtenProperties(properties);
    const settings = Object.fromEntries(written.map(({ key, value }) => [key, value]));
    const probe = unreachable(service, account_id, settings);
    if (probe) return probe;
    const { applied } = setConfiguration(`${subsystem}:${account_id}`, written);
    return {
      service,
      account_id,
      properties: shownProperties(settings),
      restart: !applied,
    };
  }),
];

import { resetConfig } from '../../../../src/contract/configs.ts';
import * as notificationEndpoints from '../../../../src/contract/notification-endpoints.ts';
import { type AreaCases, operationCases, otherCase } from '../case.ts';

/**
 * One webhook target is added (MinIO tests it against the peer MinIO, which listens), listed as awaiting a
 * restart, refused a second time, and removed again: the shared MinIO runs with the same targets as before.
 */
export const notificationEndpointCases: AreaCases = (fixture) => {
  const accountId = `${fixture.scratch}-hook`;
  const webhook = (endpoint: string) => ({
    service: 'webhook' as const,
    account_id: accountId,
    properties: { endpoint, auth_token: 'contract-secret-token' },
  });
  const add = notificationEndpoints.addNotificationEndpoint;
  return [
    ...operationCases(add, fixture, {
      request: { body: webhook('http://127.0.0.1:9200/events') },
      forTarget: async ({ peer }) => ({ declared: { body: webhook(`${peer.url}/events`) } }),
      expect: {
        fields: ['properties.endpoint'],
        values: { service: 'webhook', account_id: accountId, restart: true },
      },
    }),
    ...operationCases(notificationEndpoints.listNotificationEndpoints, fixture, {
      request: {},
      expect: {
        fields: ['notification_endpoints[].service', 'notification_endpoints[].account_id', 'total'],
        values: { [`notification_endpoints[account_id=${accountId}].status`]: 'restart_needed' },
      },
    }),
    otherCase(
      add,
      'a name the service has already',
      { forTarget: async ({ peer }) => ({ declared: { body: webhook(`${peer.url}/other`) } }) },
      {
        status: 409,
        message: notificationEndpoints.NOTIFICATION_ENDPOINT_MESSAGES.taken('webhook', accountId),
      },
    ),
    otherCase(
      add,
      'an unreachable webhook (MinIO tests it)',
      { declared: { body: { ...webhook('http://127.0.0.1:9/events'), account_id: `${accountId}-down` } } },
      {
        status: 400,
        message: `error (${accountId}-down:webhook): dial tcp 127.0.0.1:9: connect: connection refused`,
      },
    ),
    otherCase(
      add,
      'values against the service rules and MinIO help',
      {
        declared: {
          body: {
            service: 'redis',
            account_id: `${accountId}-bad`,
            properties: { address: '127.0.0.1:6379', format: 'journal', nope: '1' },
          },
        },
      },
      { status: 400, message: notificationEndpoints.NOTIFICATION_ENDPOINT_MESSAGES.invalidProperties },
    ),
    otherCase(
      add,
      'an MQTT quality of service MinIO would take',
      {
        declared: {
          body: {
            service: 'mqtt',
            account_id: `${accountId}-qos`,
            properties: { broker: 'tcp://127.0.0.1:1883', topic: 't', qos: '5' },
          },
        },
      },
      { status: 400 },
    ),
    otherCase(
      add,
      'a target name with a colon',
      { declared: { body: { ...webhook('http://127.0.0.1:9/events'), account_id: 'a:b' } } },
      { status: 400 },
    ),
    otherCase(
      add,
      'a user without admin:ConfigUpdate',
      { declared: { body: { ...webhook('http://127.0.0.1:9/events'), account_id: `${accountId}-ro` } } },
      { status: 403 },
      'readonly',
    ),
    otherCase(
      resetConfig,
      'removing the added target',
      { declared: { params: { name: `notify_webhook:${accountId}` } } },
      { status: 200, values: { restart: true } },
    ),
  ];
};

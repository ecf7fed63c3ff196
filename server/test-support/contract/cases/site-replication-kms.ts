import * as kms from '../../../../src/contract/kms.ts';
import * as siteReplication from '../../../../src/contract/site-replication.ts';
import {
  type AreaCases,
  type ContractCase,
  type Fixture,
  operationCases,
  otherCase,
  standardRefusals,
} from '../case.ts';

/**
 * The shared MinIO never replicates and has no KMS, and must stay so: joining, editing and removing sites are
 * only ever refused here (the sites' own suite starts MinIOs of its own), and every KMS operation answers that
 * no KMS is configured.
 */

/** Two sites, neither reachable: only the console's own checks and its session ever see them. */
const unreachableSites = (fixture: Fixture): siteReplication.PeerSite[] =>
  ['one', 'two'].map((suffix, index) => ({
    name: `${fixture.scratch}-${suffix}`,
    endpoint: `http://127.0.0.1:${index + 1}`,
    accessKey: 'contract-site',
    secretKey: 'contract-site-secret',
  }));

const NOBODY = '00000000-0000-0000-0000-000000000000';

export const siteReplicationCases: AreaCases = (fixture) => {
  const [site] = unreachableSites(fixture);
  return [
    ...operationCases(siteReplication.getSiteReplicationInfo, fixture, {
      request: {},
      expect: { values: { enabled: false } },
    }),
    otherCase(
      siteReplication.getSiteReplicationInfo,
      'a user without admin:SiteReplicationInfo',
      { declared: {} },
      { status: 403, message: 'Access Denied.' },
      'readonly',
    ),
    ...operationCases(siteReplication.getSiteReplicationStatus, fixture, {
      request: { query: { buckets: 'true', users: 'true', groups: 'false', policies: 'true' } },
      expect: {
        fields: ['sites', 'statsSummary', 'bucketStats', 'userStats', 'groupStats', 'policyStats'],
        values: { enabled: false },
      },
    }),
    otherCase(
      siteReplication.getSiteReplicationStatus,
      'an entity type without its value',
      { declared: { query: { entityType: 'bucket' } } },
      { status: 400, message: 'Invalid request' },
    ),
    otherCase(
      siteReplication.getSiteReplicationStatus,
      'an entity type MinIO does not know',
      { declared: { query: { entityType: 'tier', entityValue: 'x' } } },
      { status: 400, message: 'Invalid request' },
    ),
    ...standardRefusals(siteReplication.siteReplicationInfoAdd, { body: unreachableSites(fixture) }, fixture),
    otherCase(
      siteReplication.siteReplicationInfoAdd,
      'a single site',
      { declared: { body: [site] } },
      { status: 400, message: 'Invalid request' },
    ),
    otherCase(
      siteReplication.siteReplicationInfoAdd,
      'an endpoint with a path',
      {
        declared: {
          body: unreachableSites(fixture).map((peer) => ({ ...peer, endpoint: `${peer.endpoint}/x` })),
        },
      },
      { status: 400, message: 'Invalid request' },
    ),
    otherCase(
      siteReplication.siteReplicationInfoAdd,
      'a user without admin:SiteReplicationAdd',
      { declared: { body: unreachableSites(fixture) } },
      { status: 403, message: 'Access Denied.' },
      'readonly',
    ),
    ...standardRefusals(
      siteReplication.siteReplicationEdit,
      { body: { endpoint: 'http://127.0.0.1:1', deploymentID: NOBODY } },
      fixture,
    ),
    otherCase(
      siteReplication.siteReplicationEdit,
      'both expiry flags at once',
      {
        declared: {
          query: { 'disable-ilm-expiry-replication': '', 'enable-ilm-expiry-replication': '' },
          body: { endpoint: 'http://127.0.0.1:1', deploymentID: NOBODY },
        },
      },
      { status: 400, message: 'Invalid request' },
    ),
    otherCase(
      siteReplication.siteReplicationEdit,
      'a deployment ID no site has',
      { declared: { body: { endpoint: 'http://127.0.0.1:1', deploymentID: NOBODY } } },
      { status: 404, message: siteReplication.SITE_REPLICATION_MESSAGES.noSuchSite },
    ),
    ...standardRefusals(
      siteReplication.siteReplicationRemove,
      { body: { sites: [site?.name ?? ''] } },
      fixture,
    ),
    otherCase(
      siteReplication.siteReplicationRemove,
      'a site this MinIO does not replicate with',
      { declared: { body: { sites: [site?.name ?? ''] } } },
      { status: 400, message: 'Invalid site-replication request (site replication is not enabled)' },
    ),
    otherCase(
      siteReplication.siteReplicationRemove,
      'no site named and not all',
      { declared: { body: { sites: [] } } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
};

/** Each KMS operation, with a request it would take, answered alike: no KMS is configured. */
export const kmsCases: AreaCases = (fixture) => {
  const notConfigured = { status: 400, message: kms.KMS_MESSAGES.notConfigured };
  const requests: [ContractCase['endpoint'], Parameters<typeof standardRefusals>[1]][] = [
    [kms.kmsStatus, {}],
    [kms.kmsMetrics, {}],
    [kms.kmsApis, {}],
    [kms.kmsVersion, {}],
    [kms.kmsCreateKey, { body: { key: `${fixture.scratch}-key` } }],
    [kms.kmsListKeys, { query: { pattern: '*' } }],
    [kms.kmsKeyStatus, { params: { name: `${fixture.scratch}-key` } }],
  ];
  return [
    ...requests.flatMap(([endpoint, request]) => [
      otherCase(endpoint, 'no KMS configured', { declared: request }, notConfigured),
      ...standardRefusals(endpoint, request, fixture, {
        missingBucketStatus: 400,
        missingBucketMessage: kms.KMS_MESSAGES.notConfigured,
      }),
    ]),
    otherCase(
      kms.kmsCreateKey,
      'a key name with a slash',
      { declared: { body: { key: 'a/b' } } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
};

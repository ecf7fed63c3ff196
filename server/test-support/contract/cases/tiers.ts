import { afterAll } from 'vitest';
import { MOCK_TIER_REMOTE } from '../../../../mocks/tiers-model.ts';
import * as tiers from '../../../../src/contract/tiers.ts';
import { startTierRemote, type TierRemote } from '../../tier-remote.ts';
import {
  type AreaCases,
  type CaseRequest,
  type ContractCase,
  type DeclaredRequest,
  operationCases,
  standardRefusals,
  type TargetContext,
} from '../case.ts';

/** Where the real server's tiers go: a MinIO of the suite's own (port 9510), started when a case first needs it. */
const REMOTE_PORT = 9510;
const WRONG_SECRET =
  'failed to perform PUT: The request signature we calculated does not match the signature you provided. Check your key and signing method.';

interface Backend {
  endpoint: string;
  accesskey: string;
  secretkey: string;
  bucket: string;
}

/** The mocks' peer is the demo's remote MinIO; the real server's is the MinIO itself, which cannot be its tier. */
const isMockTarget = (target: TargetContext) => target.peer.url === MOCK_TIER_REMOTE.endpoint;

export const tierCases: AreaCases = (fixture) => {
  let remote: Promise<TierRemote> | undefined;
  afterAll(async () => (await remote)?.stop());
  const backendOf = async (target: TargetContext): Promise<Backend> => {
    if (isMockTarget(target)) {
      const { endpoint, accessKey, secretKey, buckets } = MOCK_TIER_REMOTE;
      return { endpoint, accesskey: accessKey, secretkey: secretKey, bucket: buckets[2] };
    }
    remote ??= startTierRemote(REMOTE_PORT);
    const { endpoint, accessKey, secretKey, bucket } = await remote;
    return { endpoint, accesskey: accessKey, secretkey: secretKey, bucket };
  };
  // Sent in lower case: MinIO keeps tier names in upper case, and so does the console.
  const name = fixture.scratch;
  const stored = name.toUpperCase();
  const params = { type: 'minio', name };
  const placeholder = {
    endpoint: 'http://127.0.0.1:9',
    accesskey: 'cs-access',
    secretkey: 'cs-secret',
    bucket: 'tiers',
  };
  const tierRequest = (backend: Backend, change: Partial<Backend> = {}) => ({
    body: { type: 'minio', minio: { name, prefix: `${fixture.scratch}/`, ...backend, ...change } },
  });
  const withBackend =
    (build: (backend: Backend) => DeclaredRequest) =>
    async (target: TargetContext): Promise<CaseRequest> => ({ declared: build(await backendOf(target)) });
  const addRefused = (
    label: string,
    change: Partial<Backend>,
    status: number,
    message: string,
  ): ContractCase => ({
    endpoint: tiers.addTier,
    name: label,
    kind: 'other',
    request: { forTarget: withBackend((backend) => tierRequest(backend, change)) },
    expect: { status, message },
  });
  const credentials = (backend: Backend, secret = backend.secretkey) => ({
    params,
    body: { access_key: backend.accesskey, secret_key: secret, creds: '' },
  });
  return [
    addRefused('wrong credentials, refused by MinIO', { secretkey: 'cs-wrong-secret' }, 400, WRONG_SECRET),
    ...operationCases(tiers.addTier, fixture, {
      request: tierRequest(placeholder),
      forTarget: withBackend((backend) => tierRequest(backend)),
    }),
    addRefused('a name in use', {}, 409, tiers.TIER_MESSAGES.alreadyExists),
    {
      endpoint: tiers.addTier,
      name: 'a reserved name',
      kind: 'other',
      request: { declared: { body: { type: 'minio', minio: { ...placeholder, name: 'standard' } } } },
      expect: { status: 400, message: 'Invalid request' },
    },
    {
      endpoint: tiers.listTiers,
      name: 'a user without admin:ListTier',
      kind: 'other',
      as: 'readonly',
      request: { declared: {} },
      expect: { status: 403 },
    },
    {
      endpoint: tiers.removeTier,
      name: 'a user without admin:SetTier',
      kind: 'other',
      as: 'readonly',
      request: { declared: { params: { name } } },
      expect: { status: 403 },
    },
    ...operationCases(tiers.listTiers, fixture, {
      request: {},
      expect: { fields: ['items[].type', 'items[].status'] },
    }),
    ...operationCases(tiers.getTier, fixture, {
      request: { params },
      expect: {
        fields: ['minio.endpoint', 'minio.bucket', 'minio.accesskey'],
        values: { type: 'minio', 'minio.name': stored, 'minio.secretkey': 'REDACTED' },
      },
    }),
    {
      endpoint: tiers.getTier,
      name: 'another type',
      kind: 'other',
      request: { declared: { params: { ...params, type: 's3' } } },
      expect: { status: 404, message: tiers.TIER_MESSAGES.notFound },
    },
    {
      endpoint: tiers.editTierCredentials,
      name: 'a wrong secret, refused by MinIO',
      kind: 'other',
      request: { forTarget: withBackend((backend) => credentials(backend, 'cs-wrong-secret')) },
      expect: { status: 400, message: WRONG_SECRET },
    },
    ...operationCases(tiers.editTierCredentials, fixture, {
      request: credentials(placeholder),
      forTarget: withBackend((backend) => credentials(backend)),
    }),
    // The refusals first, while the tier is there to be named.
    ...standardRefusals(tiers.removeTier, { params: { name } }, fixture),
    {
      endpoint: tiers.removeTier,
      name: 'success',
      kind: 'success',
      request: { declared: { params: { name } } },
      expect: { status: 204 },
    },
  ];
};

import {
  type AddTierRequest,
  addTier,
  editTierCredentials,
  getTier,
  listTiers,
  removeTier,
  ruleMovesTo,
  TIER_MESSAGES,
  type TierType,
  tierCredentialsProblem,
  tierSettings,
} from '../../src/contract/tiers';
import { niceBytes } from '../../src/lib/format/units';
import { allBuckets } from '../buckets-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import {
  addMockTier,
  allTiers,
  findTier,
  MOCK_CLOUD_HOSTS,
  MOCK_TIER_REMOTE,
  type MockTier,
  removeMockTier,
  tierName,
} from '../tiers-model';
import { mock } from './mock';
import { apiError } from './respond';

/** MinIO's own texts for what it meets while checking a tier's backend. */
const TIER_BACKEND_MESSAGES = {
  failedPut: (cause: string) => `failed to perform PUT: ${cause}`,
  noSuchBucket: (bucket: string) => `Bucket not found: ${bucket}`,
  unreachable: (endpoint: string, bucket: string, host: string) =>
    `Remote backend is unreachable (Get "${endpoint}/${bucket}/?location=": dial tcp ${host}: connect: connection refused)`,
} as const;

const adminRefusal = (user: MockUser, action: string): Response | null =>
  isAllowed(user, action) ? null : apiError(403, MINIO_MESSAGES.accessDenied);

interface Backend {
  endpoint: string;
  bucket: string;
  accessKey?: string;
  secret: string;
}

/** What MinIO answers when it writes its test object to the tier's backend, or null when that works. */
function backendRefusal(type: TierType, backend: Backend): Response | null {
  const url = new URL(backend.endpoint);
  if (MOCK_CLOUD_HOSTS[type].test(url.hostname)) return null;
  if (url.origin !== MOCK_TIER_REMOTE.endpoint) {
    const host = url.port ? url.host : `${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`;
    return apiError(400, TIER_BACKEND_MESSAGES.unreachable(url.origin, backend.bucket, host));
  }
  if (backend.accessKey !== MOCK_TIER_REMOTE.accessKey)
    return apiError(400, TIER_BACKEND_MESSAGES.failedPut(MINIO_MESSAGES.unknownAccessKey));
  if (backend.secret !== MOCK_TIER_REMOTE.secretKey)
    return apiError(400, TIER_BACKEND_MESSAGES.failedPut(MINIO_MESSAGES.wrongSecretKey));
  if (!(MOCK_TIER_REMOTE.buckets as readonly string[]).includes(backend.bucket))
    return apiError(400, TIER_BACKEND_MESSAGES.failedPut(TIER_BACKEND_MESSAGES.noSuchBucket(backend.bucket)));
  return null;
}

/** The tier as MinIO stores it: upper-case name, secrets apart. */
function storedTier(request: AddTierRequest): MockTier | null {
  const { type } = request;
  const base = { bytes: 0, objects: 0, versions: 0 };
  if (type === 'gcs' && request.gcs)
    return { ...base, tier: { type, gcs: { ...request.gcs, creds: 'REDACTED' } }, secret: request.gcs.creds };
  if (type === 'azure' && request.azure)
    return {
      ...base,
      tier: { type, azure: { ...request.azure, accountkey: 'REDACTED' } },
      secret: request.azure.accountkey,
    };
  const keyed = type === 's3' ? request.s3 : type === 'minio' ? request.minio : undefined;
  if (!keyed) return null;
  const settings = {
    ...keyed,
    storageclass: type === 's3' ? (keyed.storageclass ?? '') : '',
    secretkey: 'REDACTED',
  };
  return { ...base, tier: { type, [type]: settings } as MockTier['tier'], secret: keyed.secretkey };
}

function backendOf(mockTier: MockTier): Backend {
  const settings = tierSettings(mockTier.tier);
  return {
    endpoint: settings.endpoint ?? '',
    bucket: settings.bucket ?? '',
    accessKey: settings.accesskey,
    secret: mockTier.secret,
  };
}

const byName = (a: MockTier, b: MockTier) => tierName(a.tier).localeCompare(tierName(b.tier));

/** The tier with what it holds and whether its backend takes its credentials, as GET /admin/tiers lists it. */
function listedTier(mockTier: MockTier) {
  const { tier, bytes, objects, versions } = mockTier;
  const usage = { usage: niceBytes(bytes), objects: String(objects), versions: String(versions) };
  const status = backendRefusal(tier.type, backendOf(mockTier)) === null;
  return { ...tier, status, [tier.type]: { ...tier[tier.type], ...usage } };
}

export const tiersHandlers = [
  mock(
    listTiers,
    ({ session }) =>
      adminRefusal(session.user, 'admin:ListTier') ?? { items: [...allTiers()].sort(byName).map(listedTier) },
  ),

  mock(addTier, ({ body, session }) => {
    const refusal = adminRefusal(session.user, 'admin:SetTier');
    if (refusal) return refusal;
    const stored = storedTier(body);
    if (!stored) return apiError(400, TIER_MESSAGES.missingSettings(body.type));
    const name = tierSettings(stored.tier).name ?? '';
    if (findTier(name)) return apiError(409, TIER_MESSAGES.alreadyExists);
    const unreachable = backendRefusal(body.type, backendOf(stored));
    if (unreachable) return unreachable;
    addMockTier(stored);
  }),

  mock(getTier, ({ params, session }) => {
    const refusal = adminRefusal(session.user, 'admin:ListTier');
    if (refusal) return refusal;
    const found = findTier(params.name);
    if (!found || found.tier.type !== params.type) return apiError(404, TIER_MESSAGES.notFound);
    return found.tier;
  }),

  mock(editTierCredentials, ({ params, body, session }) => {
    const refusal = adminRefusal(session.user, 'admin:SetTier');
    if (refusal) return refusal;
    const found = findTier(params.name);
    if (!found) return apiError(404, TIER_MESSAGES.notFound);
    const { type } = found.tier;
    const problem = tierCredentialsProblem(type, body);
    if (problem) return apiError(400, problem);
    const secret = (type === 'gcs' ? body.creds : body.secret_key) ?? '';
    const accessKey = type === 's3' || type === 'minio' ? body.access_key : undefined;
    // MinIO keeps the new credentials even when it refuses them: the tier is unreachable until they work.
    found.secret = secret;
    const settings = found.tier[type];
    if (accessKey && settings && 'accesskey' in settings) settings.accesskey = accessKey;
    return backendRefusal(type, backendOf(found)) ?? undefined;
  }),

  mock(removeTier, ({ params, session }) => {
    const refusal = adminRefusal(session.user, 'admin:SetTier');
    if (refusal) return refusal;
    const found = findTier(params.name);
    if (!found) return apiError(404, TIER_MESSAGES.notFound);
    const moving = allBuckets()
      .filter((bucket) => bucket.lifecycleRules.some((rule) => ruleMovesTo(params.name, rule)))
      .map((bucket) => bucket.name);
    if (moving.length > 0) return apiError(400, TIER_MESSAGES.usedByRules(moving));
    if (found.objects > 0) return apiError(400, TIER_MESSAGES.backendNotEmpty);
    removeMockTier(params.name);
  }),
];

import {
  type AddTierRequest,
  ruleMovesTo,
  TIER_MESSAGES,
  TIER_TYPES,
  type Tier,
  type TierCredentialsRequest,
  type TierListResponse,
  type TierType,
  tierCredentialsProblem,
} from '../../src/contract/tiers.ts';
import { niceBytes } from '../../src/lib/format/units.ts';
import { accountBuckets } from '../buckets/account.ts';
import { listLifecycleRules } from '../buckets/lifecycle-calls.ts';
import { ConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { AdminClient, NewTier, TierConfig, TierInfo } from '../minio/admin-client.ts';
import type { S3Client } from '../minio/s3-client.ts';

/** What MinIO answers in place of every secret, and all the console ever answers for one. */
const REDACTED = 'REDACTED';

const tierTypeOf = (config: TierConfig): TierType | undefined =>
  TIER_TYPES.find((type) => type === config.Type.toLowerCase());

/** The tier's settings as the console contract names them; secrets redacted, usage added when known. */
function tierOf(config: TierConfig, stats?: TierInfo): Tier {
  const type = tierTypeOf(config);
  if (!type) return { type: 'unsupported' };
  const target = { s3: config.S3, minio: config.MinIO, gcs: config.GCS, azure: config.Azure }[type] ?? {};
  const usage = stats
    ? {
        usage: niceBytes(stats.Stats?.totalSize ?? 0),
        objects: String(stats.Stats?.numObjects ?? 0),
        versions: String(stats.Stats?.numVersions ?? 0),
      }
    : {};
  const common = {
    name: config.Name,
    endpoint: target.Endpoint ?? '',
    bucket: target.Bucket ?? '',
    prefix: target.Prefix ?? '',
    region: target.Region ?? '',
    ...usage,
  };
  if (type === 'gcs') return { type, gcs: { ...common, creds: REDACTED } };
  if (type === 'azure')
    return { type, azure: { ...common, accountname: target.AccountName ?? '', accountkey: REDACTED } };
  const keys = {
    accesskey: target.AccessKey ?? '',
    secretkey: REDACTED,
    storageclass: target.StorageClass ?? '',
  };
  return { type, [type]: { ...common, ...keys } };
}

/** A tier MinIO has not reached by then counts as unreachable, so one silent backend cannot stall the list. */
const VERIFY_TIMEOUT_MS = 10_000;

async function reachable(admin: AdminClient, name: string): Promise<boolean> {
  try {
    await admin.verifyTier(name, AbortSignal.timeout(VERIFY_TIMEOUT_MS));
    return true;
  } catch {
    return false;
  }
}

/** GET /admin/tiers: each tier with its usage (TierStats) and whether MinIO reaches it (VerifyTier). */
export async function listTiers(admin: AdminClient): Promise<TierListResponse> {
  const [configs, stats] = await Promise.all([admin.listTiers(), admin.tierStats()]);
  // MinIO lists them in no particular order.
  const byName = [...configs].sort((a, b) => a.Name.localeCompare(b.Name));
  const items = await Promise.all(
    byName.map(async (config) => ({
      ...tierOf(config, stats.find((info) => info.Name === config.Name) ?? emptyStats(config.Name)),
      status: await reachable(admin, config.Name),
    })),
  );
  return { items };
}

/** A tier nothing has moved to yet is missing from TierStats: it holds nothing. */
const emptyStats = (name: string): TierInfo => ({ Name: name, Stats: {} });

async function findTier(admin: AdminClient, name: string): Promise<TierConfig> {
  const config = (await admin.listTiers()).find((candidate) => candidate.Name === name);
  if (!config) throw new ConsoleError(404, TIER_MESSAGES.notFound);
  return config;
}

/** GET /admin/tiers/{type}/{name}: the tier when it has that name and type. */
export async function getTier(admin: AdminClient, type: TierType, name: string): Promise<Tier> {
  const config = await findTier(admin, name);
  if (tierTypeOf(config) !== type) throw new ConsoleError(404, TIER_MESSAGES.notFound);
  return tierOf(config);
}

/** Go's base64.URLEncoding, which MinIO decodes a GCS key file with: URL-safe letters, padding kept. */
const urlSafeBase64 = (standard: string) => standard.replaceAll('+', '-').replaceAll('/', '_');

/** The contract's settings of one type with madmin's keys; the GCS key file goes as URL-safe base64. */
function newTierOf(request: AddTierRequest): NewTier {
  const { type } = request;
  const settings = request[type];
  if (!settings) throw new ConsoleError(400, TIER_MESSAGES.missingSettings(type));
  const common = {
    Endpoint: settings.endpoint,
    Bucket: settings.bucket,
    Prefix: settings.prefix ?? '',
    Region: settings.region ?? '',
  };
  const own: Record<string, string> =
    'creds' in settings
      ? { Creds: urlSafeBase64(settings.creds) }
      : 'accountname' in settings
        ? { AccountName: settings.accountname, AccountKey: settings.accountkey }
        : {
            AccessKey: settings.accesskey,
            SecretKey: settings.secretkey,
            ...(type === 's3' ? { StorageClass: settings.storageclass ?? '' } : {}),
          };
  return { type, name: settings.name, settings: { ...common, ...own } };
}

/** POST /admin/tiers: MinIO checks it can write to the tier first, and refuses a name in use. */
export function addTier(admin: AdminClient, request: AddTierRequest): Promise<void> {
  return admin.addTier(newTierOf(request));
}

/** PUT /admin/tiers/{type}/{name}/credentials: checked against the tier's own type (the path's is not used). */
export async function editTierCredentials(
  admin: AdminClient,
  name: string,
  request: TierCredentialsRequest,
): Promise<void> {
  const type = tierTypeOf(await findTier(admin, name));
  const problem = type ? tierCredentialsProblem(type, request) : null;
  if (problem) throw new ConsoleError(400, problem);
  await admin.editTier(name, {
    access: request.access_key,
    secret: request.secret_key,
    creds: request.creds,
  });
}

/** Lifecycle configurations are read one bucket per request: this many at a time. */
const LIFECYCLE_READS_AT_ONCE = 16;

/** The buckets whose lifecycle rules move objects to the tier; a bucket the user may not read is not known. */
async function bucketsMovingTo(admin: AdminClient, s3: S3Client, name: string): Promise<string[]> {
  const buckets = (await accountBuckets(admin)).map((bucket) => bucket.name);
  const moving = await mapConcurrently(buckets, LIFECYCLE_READS_AT_ONCE, async (bucket) => {
    const rules = await listLifecycleRules(s3, bucket).then(
      (answer) => answer.lifecycle ?? [],
      () => [],
    );
    return rules.some((rule) => ruleMovesTo(name, rule)) ? [bucket] : [];
  });
  return moving.flat();
}

/**
 * DELETE /admin/tiers/{name}/remove. MinIO refuses a tier that holds objects, but would remove one that lifecycle
 * rules still name (leaving them moving objects nowhere): the console refuses that, naming the buckets.
 */
export async function removeTier(admin: AdminClient, s3: S3Client, name: string): Promise<void> {
  await findTier(admin, name);
  const buckets = await bucketsMovingTo(admin, s3, name);
  if (buckets.length > 0) throw new ConsoleError(400, TIER_MESSAGES.usedByRules(buckets));
  await admin.removeTier(name);
}

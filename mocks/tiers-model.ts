/**
 * The demo server's remote tiers: their settings (secrets apart, as MinIO keeps them), what each holds, and the
 * remote backends a tier can reach.
 */
import type { Tier, TierType } from '../src/contract/tiers';
import { MOCK_REMOTE } from './bucket-config-seed';

export interface MockTier {
  /** As GET /admin/tiers/{type}/{name} answers it: secrets `REDACTED`, no usage. */
  tier: Tier & { type: TierType };
  /** The secret MinIO keeps: a secret key, an account key or a credentials file. */
  secret: string;
  bytes: number;
  objects: number;
  versions: number;
}

/** What the demo's remote MinIO (the replication peer) holds, as a tier's backend reaches it. */
export const MOCK_TIER_REMOTE = {
  endpoint: `https://${MOCK_REMOTE.host}`,
  accessKey: MOCK_REMOTE.accessKey,
  secretKey: MOCK_REMOTE.secretKey,
  buckets: [...MOCK_REMOTE.buckets, 'cold-storage'],
} as const;

/** The cloud endpoints the demo treats as reachable, whatever the credentials. */
export const MOCK_CLOUD_HOSTS: Record<TierType, RegExp> = {
  minio: /^$/,
  s3: /^s3(\.[a-z0-9-]+)?\.amazonaws\.com$/,
  gcs: /^storage\.googleapis\.com$/,
  azure: /^[a-z0-9]+\.blob\.core\.windows\.net$/,
};

const GiB = 1024 ** 3;

function seedTiers(): MockTier[] {
  return [
    {
      tier: {
        type: 'minio',
        minio: {
          name: 'COLD-TIER',
          endpoint: MOCK_TIER_REMOTE.endpoint,
          accesskey: MOCK_TIER_REMOTE.accessKey,
          secretkey: 'REDACTED',
          bucket: 'cold-storage',
          prefix: 'photos/',
          region: '',
          storageclass: '',
        },
      },
      secret: MOCK_TIER_REMOTE.secretKey,
      bytes: 3.4 * GiB,
      objects: 1280,
      versions: 1312,
    },
    {
      tier: {
        type: 's3',
        s3: {
          name: 'ARCHIVE',
          endpoint: 'https://s3.amazonaws.com',
          accesskey: 'AKIAIOSFODNN7EXAMPLE',
          secretkey: 'REDACTED',
          bucket: 'company-archive',
          prefix: 'minio/',
          region: 'us-east-1',
          storageclass: 'GLACIER',
        },
      },
      secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      bytes: 0,
      objects: 0,
      versions: 0,
    },
  ];
}

let tiers: MockTier[] = seedTiers();

export function resetTiers(): void {
  tiers = seedTiers();
}

export const allTiers = (): readonly MockTier[] => tiers;
export const mockTierNames = (): string[] => tiers.map(({ tier }) => tierName(tier));
export const findTier = (name: string): MockTier | undefined =>
  tiers.find(({ tier }) => tierName(tier) === name);

export const tierName = (tier: MockTier['tier']): string => tier[tier.type]?.name ?? '';

export function addMockTier(tier: MockTier): void {
  tiers = [...tiers, tier];
}

export function removeMockTier(name: string): void {
  tiers = tiers.filter(({ tier }) => tierName(tier) !== name);
}

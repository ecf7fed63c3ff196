import { describe, expect, it } from 'vitest';
import type { AddTierRequest } from '../../src/contract/tiers.ts';
import type { AdminClient, NewTier, TierConfig } from '../minio/admin-client.ts';
import { addTier, getTier } from './calls.ts';

/** An AdminClient that records the tier it is asked to add and answers ListTiers with `tiers`. */
function recordingAdmin(tiers: TierConfig[] = []) {
  const added: NewTier[] = [];
  const admin = {
    addTier: async (tier: NewTier) => {
      added.push(tier);
    },
    listTiers: async () => tiers,
  } as unknown as AdminClient;
  return { admin, added };
}

const common = { endpoint: 'https://example.net', bucket: 'tiers', prefix: 'p/', region: '' };
/** `common` as madmin names it. */
const sent = { Endpoint: 'https://example.net', Bucket: 'tiers', Prefix: 'p/', Region: '' };

describe('the tier sent to MinIO', () => {
  it.each<[string, AddTierRequest, NewTier['settings']]>([
    [
      'MinIO',
      { type: 'minio', minio: { name: 'WARM', ...common, accesskey: 'ak', secretkey: 'sk' } },
      { ...sent, AccessKey: 'ak', SecretKey: 'sk' },
    ],
    [
      'S3, with its storage class',
      {
        type: 's3',
        s3: { name: 'WARM', ...common, accesskey: 'ak', secretkey: 'sk', storageclass: 'STANDARD_IA' },
      },
      { ...sent, AccessKey: 'ak', SecretKey: 'sk', StorageClass: 'STANDARD_IA' },
    ],
    [
      'Azure',
      { type: 'azure', azure: { name: 'WARM', ...common, accountname: 'acct', accountkey: 'key' } },
      { ...sent, AccountName: 'acct', AccountKey: 'key' },
    ],
    [
      'GCS, its key file in URL-safe base64 with its padding',
      { type: 'gcs', gcs: { name: 'WARM', ...common, creds: btoa('{"k":"?>?"}') } },
      { ...sent, Creds: 'eyJrIjoiPz4_In0=' },
    ],
  ])('%s', async (_, request, settings) => {
    const { admin, added } = recordingAdmin();

    await addTier(admin, request);

    expect(added).toEqual([{ type: request.type, name: 'WARM', settings }]);
  });
});

describe('a tier as answered', () => {
  it('never carries a secret, even one MinIO would answer', async () => {
    const { admin } = recordingAdmin([
      {
        Type: 'gcs',
        Name: 'G',
        GCS: { Endpoint: 'https://storage.googleapis.com', Bucket: 'b', Creds: 'secret' },
      },
      { Type: 'azure', Name: 'A', Azure: { AccountName: 'acct', AccountKey: 'secret' } },
    ] as TierConfig[]);

    expect(JSON.stringify(await getTier(admin, 'gcs', 'G'))).not.toContain('secret');
    expect(await getTier(admin, 'azure', 'A')).toMatchObject({
      azure: { accountname: 'acct', accountkey: 'REDACTED' },
    });
  });
});

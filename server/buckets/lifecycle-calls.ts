import type {
  AddBucketLifecycle,
  BucketLifecycleResponse,
  TiersNameListResponse,
} from '../../src/contract/bucket-lifecycle.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { readBucketConfig } from '../minio/s3-config.ts';
import { element, type XmlElement } from '../minio/s3-xml.ts';
import {
  emptyLifecycleDocument,
  lifecycleRuleElement,
  lifecycleRuleOf,
  replaceRule,
  rulesOf,
} from './lifecycle.ts';
import { newRuleId } from './rule-parts.ts';

/** Writes the rules, or removes the configuration when none is left (S3 refuses an empty one). */
async function saveLifecycle(client: S3Client, bucketName: string, document: XmlElement): Promise<void> {
  if (rulesOf(document).length === 0) await client.deleteBucketConfig(bucketName, 'lifecycle');
  else await client.putBucketConfig(bucketName, 'lifecycle', document);
}

async function readLifecycle(client: S3Client, bucketName: string): Promise<XmlElement> {
  return (await readBucketConfig(client, bucketName, 'lifecycle')) ?? emptyLifecycleDocument();
}

export async function listLifecycleRules(
  client: S3Client,
  bucketName: string,
): Promise<BucketLifecycleResponse> {
  return { lifecycle: rulesOf(await readLifecycle(client, bucketName)).map(lifecycleRuleOf) };
}

export async function addLifecycleRule(
  client: S3Client,
  bucketName: string,
  rule: AddBucketLifecycle,
): Promise<void> {
  const added = lifecycleRuleElement(newRuleId(), rule);
  const document = await readLifecycle(client, bucketName);
  await saveLifecycle(client, bucketName, element(document.name, [...document.children, added]));
}

export async function updateLifecycleRule(
  client: S3Client,
  bucketName: string,
  ruleId: string,
  rule: AddBucketLifecycle,
) {
  const updated = lifecycleRuleElement(ruleId, rule);
  await saveLifecycle(
    client,
    bucketName,
    replaceRule(await readLifecycle(client, bucketName), ruleId, updated),
  );
}

export async function deleteLifecycleRule(
  client: S3Client,
  bucketName: string,
  ruleId: string,
): Promise<void> {
  await saveLifecycle(
    client,
    bucketName,
    replaceRule(await readLifecycle(client, bucketName), ruleId, undefined),
  );
}

/** The tiers configured on the server, which transition rules name as their storage class. */
export async function listTierNames(admin: AdminClient): Promise<TiersNameListResponse> {
  return { items: (await admin.listTiers()).map((tier) => tier.Name) };
}

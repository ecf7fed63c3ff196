import {
  type ArnsResponse,
  BUCKET_EVENT_MESSAGES,
  type ListBucketEventsResponse,
  type NotificationConfig,
  type NotificationDeleteRequest,
} from '../../src/contract/bucket-events.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { readBucketConfig } from '../minio/s3-config.ts';
import { element } from '../minio/s3-xml.ts';
import {
  emptyNotificationDocument,
  notificationElement,
  notificationsOf,
  withoutNotification,
} from './events.ts';

/** MinIO refuses a notification whose events and key filters overlap an existing one. */
const isOverlapRefusal = (error: unknown) =>
  error instanceof MinioApiError && /overlapping/i.test(error.message);

export async function listBucketEvents(
  client: S3Client,
  bucketName: string,
): Promise<ListBucketEventsResponse> {
  const events = notificationsOf(await readBucketConfig(client, bucketName, 'notification'));
  return { events, total: events.length };
}

export async function addBucketEvent(
  client: S3Client,
  bucketName: string,
  config: NotificationConfig,
  ignoreExisting: boolean,
): Promise<void> {
  const document =
    (await readBucketConfig(client, bucketName, 'notification')) ?? emptyNotificationDocument();
  const updated = element(document.name, [...document.children, notificationElement(config)]);
  try {
    await client.putBucketConfig(bucketName, 'notification', updated);
  } catch (error) {
    if (!(ignoreExisting && isOverlapRefusal(error))) throw error;
  }
}

export async function deleteBucketEvent(
  client: S3Client,
  bucketName: string,
  arn: string,
  match: NotificationDeleteRequest,
): Promise<void> {
  const document =
    (await readBucketConfig(client, bucketName, 'notification')) ?? emptyNotificationDocument();
  const updated = withoutNotification(document, arn, match);
  if (!updated) {
    throw new ConsoleError(404, BUCKET_EVENT_MESSAGES.noMatch);
  }
  await client.putBucketConfig(bucketName, 'notification', updated);
}

/** The notification targets configured on the server (ServerInfo's `sqsARN`). */
export async function listArns(admin: AdminClient): Promise<ArnsResponse> {
  return { arns: (await admin.serverInfo()).sqsARN ?? [] };
}

import { describe, expect, it } from 'vitest';
import type { NotificationEventType } from '../../src/contract/bucket-events.ts';
import { element, parseXml, renderXml, type XmlElement } from '../minio/s3-xml.ts';
import {
  eventNamesFor,
  eventTypesOf,
  notificationElement,
  notificationsOf,
  withoutNotification,
} from './events.ts';

const WEBHOOK = 'arn:minio:sqs::e2e:webhook';
const inDocument = (...configs: XmlElement[]) => element('NotificationConfiguration', configs);

describe('event types and MinIO event names', () => {
  it.each<[NotificationEventType, string[]]>([
    ['put', ['s3:ObjectCreated:*']],
    ['delete', ['s3:ObjectRemoved:*']],
    ['get', ['s3:ObjectAccessed:*']],
    ['replica', ['s3:Replication:*']],
    ['ilm', ['s3:ObjectRestore:*', 's3:ObjectTransition:*']],
    ['scanner', ['s3:Scanner:ManyVersions', 's3:Scanner:BigPrefix']],
  ])('%s is written as %j, as mc event add does, and reads back', (type, names) => {
    expect(eventNamesFor([type])).toEqual(names);
    expect(eventTypesOf(names)).toEqual([type]);
  });

  it('reads narrower names set by other tools as their family, once, in the console order', () => {
    expect(
      eventTypesOf([
        's3:ObjectRemoved:Delete',
        's3:ObjectCreated:Put',
        's3:ObjectCreated:Copy',
        's3:Unknown:*',
      ]),
    ).toEqual(['put', 'delete']);
  });
});

const MINIO_ANSWER = `<?xml version="1.0" encoding="UTF-8"?>
<NotificationConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <QueueConfiguration><Id></Id><Filter><S3Key><FilterRule><Name>prefix</Name><Value>2024</Value></FilterRule><FilterRule><Name>suffix</Name><Value>.jpg</Value></FilterRule></S3Key></Filter><Queue>${WEBHOOK}</Queue><Event>s3:ObjectCreated:*</Event><Event>s3:ObjectRemoved:*</Event></QueueConfiguration>
  <QueueConfiguration><Id></Id><Queue>${WEBHOOK}</Queue><Event>s3:ObjectAccessed:*</Event></QueueConfiguration>
</NotificationConfiguration>`;

describe('bucket notifications', () => {
  it('lists the queue configurations MinIO answers with', () => {
    expect(notificationsOf(parseXml(MINIO_ANSWER))).toEqual([
      { id: '', arn: WEBHOOK, events: ['put', 'delete'], prefix: '2024', suffix: '.jpg' },
      { id: '', arn: WEBHOOK, events: ['get'], prefix: '', suffix: '' },
    ]);
    expect(notificationsOf(null)).toEqual([]);
  });

  it('writes a subscription with its filters, and put, get and delete when no event is named', () => {
    const subscription = notificationElement({
      arn: WEBHOOK,
      events: ['put'],
      prefix: 'photos/',
      suffix: '',
    });
    expect(renderXml(inDocument(subscription))).toContain(
      `<QueueConfiguration><Queue>${WEBHOOK}</Queue><Event>s3:ObjectCreated:*</Event><Filter><S3Key><FilterRule><Name>prefix</Name><Value>photos/</Value></FilterRule></S3Key></Filter></QueueConfiguration>`,
    );
    const [defaults] = notificationsOf(
      parseXml(renderXml(inDocument(notificationElement({ arn: WEBHOOK })))),
    );
    expect(defaults).toMatchObject({ events: ['put', 'delete', 'get'], prefix: '', suffix: '' });
  });

  it('removes only the entry with the same target, events, prefix and suffix', () => {
    const document = parseXml(MINIO_ANSWER);
    const kept = withoutNotification(document, WEBHOOK, {
      events: ['delete', 'put'],
      prefix: '2024',
      suffix: '.jpg',
    });
    expect(notificationsOf(kept)).toEqual([
      { id: '', arn: WEBHOOK, events: ['get'], prefix: '', suffix: '' },
    ]);
    expect(
      withoutNotification(document, WEBHOOK, { events: ['put'], prefix: '2024', suffix: '.jpg' }),
    ).toBeNull();
    expect(
      withoutNotification(document, 'arn:minio:sqs::other:webhook', {
        events: ['get'],
        prefix: '',
        suffix: '',
      }),
    ).toBeNull();
  });
});

import {
  NOTIFICATION_EVENT_TYPES,
  type NotificationConfig,
  type NotificationDeleteRequest,
  type NotificationEventType,
} from '../../src/contract/bucket-events.ts';
import { childNamed, childrenNamed, childText, element, type XmlElement } from '../minio/s3-xml.ts';

/** MinIO's event names behind each event type the console offers (the ones `mc event add` writes). */
const EVENT_NAMES: Record<NotificationEventType, readonly string[]> = {
  put: ['s3:ObjectCreated:*'],
  delete: ['s3:ObjectRemoved:*'],
  get: ['s3:ObjectAccessed:*'],
  replica: ['s3:Replication:*'],
  ilm: ['s3:ObjectRestore:*', 's3:ObjectTransition:*'],
  scanner: ['s3:Scanner:ManyVersions', 's3:Scanner:BigPrefix'],
};

/** Families of event names, so a narrower name set by another tool (`s3:ObjectCreated:Put`) still shows. */
const EVENT_FAMILIES: ReadonlyArray<readonly [string, NotificationEventType]> = [
  ['s3:ObjectCreated:', 'put'],
  ['s3:ObjectRemoved:', 'delete'],
  ['s3:ObjectAccessed:', 'get'],
  ['s3:Replication:', 'replica'],
  ['s3:ObjectRestore:', 'ilm'],
  ['s3:ObjectTransition:', 'ilm'],
  ['s3:Scanner:', 'scanner'],
];

const DEFAULT_EVENTS: readonly NotificationEventType[] = ['put', 'get', 'delete'];

export const eventNamesFor = (types: readonly NotificationEventType[]): string[] => [
  ...new Set(types.flatMap((type) => EVENT_NAMES[type])),
];

/** The console's event types of MinIO event names, in the console's order; unknown names are left out. */
export function eventTypesOf(names: readonly string[]): NotificationEventType[] {
  const found = new Set(
    names.flatMap((name) =>
      EVENT_FAMILIES.filter(([family]) => name.startsWith(family)).map(([, type]) => type),
    ),
  );
  return NOTIFICATION_EVENT_TYPES.filter((type) => found.has(type));
}

/** The elements of a NotificationConfiguration for each service of a target ARN (`arn:minio:sqs::id:webhook`). */
const TARGET_ELEMENTS = [
  { service: 'sqs', config: 'QueueConfiguration', target: 'Queue' },
  { service: 'sns', config: 'TopicConfiguration', target: 'Topic' },
  { service: 'lambda', config: 'CloudFunctionConfiguration', target: 'CloudFunction' },
] as const;

const [QUEUE_ELEMENTS] = TARGET_ELEMENTS;
const elementsForArn = (arn: string) =>
  TARGET_ELEMENTS.find(({ service }) => service === arn.split(':')[2]) ?? QUEUE_ELEMENTS;

function filterValue(config: XmlElement, name: 'prefix' | 'suffix'): string {
  const rules = childrenNamed(childNamed(childNamed(config, 'Filter'), 'S3Key'), 'FilterRule');
  return childText(
    rules.find((rule) => childText(rule, 'Name').toLowerCase() === name),
    'Value',
  );
}

/** One entry of a NotificationConfiguration as the console lists it; undefined for anything else. */
function notificationOf(entry: XmlElement): NotificationConfig | undefined {
  const names = TARGET_ELEMENTS.find(({ config }) => config === entry.name);
  if (!names) return undefined;
  return {
    id: childText(entry, 'Id'),
    arn: childText(entry, names.target),
    events: eventTypesOf(childrenNamed(entry, 'Event').map((event) => event.text)),
    prefix: filterValue(entry, 'prefix'),
    suffix: filterValue(entry, 'suffix'),
  };
}

/** The notifications of a NotificationConfiguration document, in its order. */
export const notificationsOf = (document: XmlElement | null): NotificationConfig[] =>
  (document?.children ?? []).flatMap((entry) => notificationOf(entry) ?? []);

export function notificationElement(config: NotificationConfig): XmlElement {
  const names = elementsForArn(config.arn);
  const filterRule = (name: string, value: string | undefined) =>
    value ? element('FilterRule', [element('Name', name), element('Value', value)]) : undefined;
  const filterRules = [filterRule('prefix', config.prefix), filterRule('suffix', config.suffix)];
  const types = config.events?.length ? config.events : DEFAULT_EVENTS;
  return element(names.config, [
    element(names.target, config.arn),
    ...eventNamesFor(types).map((name) => element('Event', name)),
    filterRules.some(Boolean) ? element('Filter', [element('S3Key', filterRules)]) : undefined,
  ]);
}

const sameTypes = (a: readonly NotificationEventType[], b: readonly NotificationEventType[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/** The document without the notifications to that ARN with exactly these events, prefix and suffix. */
export function withoutNotification(
  document: XmlElement,
  arn: string,
  match: NotificationDeleteRequest,
): XmlElement | null {
  const wanted = eventTypesOf(eventNamesFor(match.events));
  const isMatch = (entry: XmlElement) => {
    const listed = notificationOf(entry);
    return (
      listed !== undefined &&
      listed.arn === arn &&
      sameTypes(listed.events ?? [], wanted) &&
      listed.prefix === match.prefix &&
      listed.suffix === match.suffix
    );
  };
  const kept = document.children.filter((entry) => !isMatch(entry));
  return kept.length === document.children.length ? null : element(document.name, kept);
}

export const emptyNotificationDocument = () => element('NotificationConfiguration', []);

import { describe, expect, it, vi } from 'vitest';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import { element, parseXml, renderXml } from '../minio/s3-xml.ts';
import { bucketTargetFor } from './remote-targets.ts';
import {
  nextPriority,
  type ReplicationRuleSettings,
  replicationRuleElement,
  replicationRuleOf,
} from './replication.ts';
import { type PairReplicationSteps, replicateBucketPair } from './replication-calls.ts';

const ARN = 'arn:minio:replication::0b1c:dst';

const SETTINGS: ReplicationRuleSettings = {
  id: 'r1',
  arn: ARN,
  enabled: true,
  priority: 2,
  prefix: '',
  tags: '',
  delete_marker_replication: true,
  deletes_replication: false,
  metadata_replication: true,
  existingObjects: false,
  storageClass: '',
};

describe('replication rules', () => {
  it('writes the rule MinIO expects: the target ARN as destination, each option as a status', () => {
    expect(renderXml(element('ReplicationConfiguration', [replicationRuleElement(SETTINGS)]))).toContain(
      `<Rule><ID>r1</ID><Status>Enabled</Status><Priority>2</Priority><DeleteMarkerReplication><Status>Enabled</Status></DeleteMarkerReplication><DeleteReplication><Status>Disabled</Status></DeleteReplication><Destination><Bucket>${ARN}</Bucket></Destination><Filter><Prefix></Prefix></Filter><SourceSelectionCriteria><ReplicaModifications><Status>Enabled</Status></ReplicaModifications></SourceSelectionCriteria><ExistingObjectReplication><Status>Disabled</Status></ExistingObjectReplication></Rule>`,
    );
  });

  it.each<[Partial<ReplicationRuleSettings>]>([
    [{}],
    [{ prefix: '01/', tags: 'a=b&c=d', storageClass: 'STANDARD', enabled: false }],
    [{ tags: 'team=media', deletes_replication: true, existingObjects: true, metadata_replication: false }],
  ])('reads back what it writes: %j', (change) => {
    const settings = { ...SETTINGS, ...change };
    const listed = replicationRuleOf(parseXml(renderXml(replicationRuleElement(settings))));
    expect(listed).toEqual({
      id: 'r1',
      status: settings.enabled ? 'Enabled' : 'Disabled',
      priority: 2,
      delete_marker_replication: settings.delete_marker_replication,
      deletes_replication: settings.deletes_replication,
      existingObjects: settings.existingObjects,
      metadata_replication: settings.metadata_replication,
      prefix: settings.prefix,
      tags: settings.tags,
      storageClass: settings.storageClass,
      destination: { bucket: ARN },
    });
  });

  it('picks the priority after the highest in use', () => {
    const rule = (priority: number) => element('Rule', [element('Priority', priority)]);
    expect(nextPriority([])).toBe(1);
    expect(nextPriority([rule(3), rule(1)])).toBe(4);
  });
});

describe('remote targets', () => {
  const request = {
    accessKey: 'replicator',
    secretKey: 'replicator-secret',
    sourceBucket: 'src',
    targetBucket: 'dst',
  };

  it.each([
    ['http://127.0.0.1:9610', '127.0.0.1:9610', false],
    ['https://replica.example.net', 'replica.example.net:443', true],
    ['http://replica.example.net/', 'replica.example.net:80', false],
  ])('%s becomes endpoint %s', (targetURL, endpoint, secure) => {
    expect(bucketTargetFor({ ...request, targetURL })).toMatchObject({
      endpoint,
      secure,
      type: 'replication',
    });
  });

  it('limits bandwidth of asynchronous replication only, and gives the health check in nanoseconds', () => {
    const base = { ...request, targetURL: 'http://h:1', bandwidth: 1024, healthCheckPeriod: 30 };
    expect(bucketTargetFor({ ...base, syncMode: 'async' })).toMatchObject({
      bandwidthlimit: 1024,
      replicationSync: false,
      healthCheckDuration: 30e9,
    });
    expect(bucketTargetFor({ ...base, syncMode: 'sync' })).toMatchObject({
      bandwidthlimit: 0,
      replicationSync: true,
    });
  });
});

describe('setting up replication for a pair of buckets', () => {
  const pair = { originBucket: 'src', destinationBucket: 'dst' };
  const steps = (overrides: Partial<PairReplicationSteps> = {}): PairReplicationSteps => ({
    addTarget: vi.fn(async () => ARN),
    addRule: vi.fn(async () => undefined),
    removeTarget: vi.fn(async () => undefined),
    ...overrides,
  });

  it('adds the target, then the rule to it', async () => {
    const done = steps();
    await expect(replicateBucketPair(done, pair)).resolves.toEqual({
      originBucket: 'src',
      targetBucket: 'dst',
    });
    expect(done.addRule).toHaveBeenCalledWith(pair, ARN);
    expect(done.removeTarget).not.toHaveBeenCalled();
  });

  it('reports MinIO’s refusal of the target (wrong keys) and adds no rule', async () => {
    const refused = new MinioApiError(
      503,
      'XMinioAdminReplicationRemoteConnectionError',
      'Remote service connection error',
    );
    const done = steps({ addTarget: vi.fn(async () => Promise.reject(refused)) });
    await expect(replicateBucketPair(done, pair)).resolves.toEqual({
      originBucket: 'src',
      targetBucket: 'dst',
      errorString: 'Remote service connection error',
    });
    expect(done.addRule).not.toHaveBeenCalled();
  });

  it('removes the target again when the rule is refused, so nothing is half set up', async () => {
    const refused = new MinioApiError(400, 'InvalidRequest', 'The replication rule is invalid');
    const done = steps({ addRule: vi.fn(async () => Promise.reject(refused)) });
    await expect(replicateBucketPair(done, pair)).resolves.toMatchObject({
      errorString: 'The replication rule is invalid',
    });
    expect(done.removeTarget).toHaveBeenCalledWith(pair, ARN);
  });

  it('fails the whole call when the session no longer works', async () => {
    const expired = new MinioApiError(
      400,
      'ExpiredToken',
      'The security token included in the request is expired',
    );
    const done = steps({ addTarget: vi.fn(async () => Promise.reject(expired)) });
    await expect(replicateBucketPair(done, pair)).rejects.toThrow(ConsoleError);
  });
});

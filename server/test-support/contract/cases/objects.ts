import * as objectDetails from '../../../../src/contract/object-details.ts';
import * as objectList from '../../../../src/contract/objects.ts';
import { type AreaCases, type Fixtures, operationCases, type TargetContext } from '../case.ts';

/** A version id neither target has, for the refusals of operations on one version. */
const UNKNOWN_VERSION = '00000000-0000-4000-8000-ffffffffffff';

/** The versions of a key on a target, newest first, as the object browser lists them. */
async function versionsOf(target: TargetContext, bucket: string, key: string): Promise<string[]> {
  const { objects } = (await target.ask(objectList.listObjects, {
    params: { bucket_name: bucket },
    query: { prefix: key, with_versions: 'true' },
  })) as objectList.ListObjectsResponse;
  const versions = (objects ?? [])
    .filter((o) => o.name === key && o.version_id)
    .map((o) => o.version_id ?? '');
  if (versions.length === 0) throw new Error(`no version of ${key} in ${bucket}`);
  return versions;
}

const newestVersion = async (target: TargetContext, bucket: string, key: string) => ({
  prefix: key,
  version_id: (await versionsOf(target, bucket, key))[0] ?? '',
});

const oldestVersion = async (target: TargetContext, bucket: string, key: string) => ({
  prefix: key,
  version_id: (await versionsOf(target, bucket, key)).at(-1) ?? '',
});

export const objectCases: AreaCases = (fixture) => {
  const params = { bucket_name: fixture.bucket };
  const object = { prefix: fixture.object };
  const oneVersion = { prefix: fixture.object, version_id: UNKNOWN_VERSION };
  const scratchKey = 'scratch/removed.txt';
  const restoredKey = 'scratch/restored.txt';
  const lockedBucket = `${fixture.scratch}-locked`;
  const lockedKey = 'held.txt';
  const locked = { bucket_name: lockedBucket };
  const retention = { mode: 'governance', expires: new Date(Date.now() + 86_400_000).toISOString() };
  const lockedObject = async (fixtures: Fixtures) => {
    await fixtures.createBucket(lockedBucket, { locked: true });
    await fixtures.putObject(lockedBucket, lockedKey, 'held');
  };
  return [
    ...operationCases(objectList.listObjects, fixture, {
      request: { params, query: { prefix: 'docs/' } },
      expect: { fields: [`objects[name=${fixture.object}].size`, 'objects[].last_modified'] },
    }),
    ...operationCases(objectList.searchObjects, fixture, { request: { params, query: { query: 'readme' } } }),
    ...operationCases(objectList.getBucketRewind, fixture, {
      request: {
        params: { ...params, date: new Date(Date.now() + 60_000).toISOString() },
        query: { prefix: 'docs/' },
      },
    }),
    ...operationCases(objectDetails.getMaxShareLinkExp, fixture, {
      request: {},
      expect: { fields: ['exp'] },
    }),
    ...operationCases(objectDetails.getObjectMetadata, fixture, { request: { params, query: object } }),
    ...operationCases(objectDetails.deleteObject, fixture, {
      setup: (fixtures) => fixtures.putObject(fixture.bucket, scratchKey, 'removed'),
      request: { params, query: { prefix: scratchKey } },
    }),
    ...operationCases(objectDetails.deleteMultipleObjects, fixture, {
      setup: (fixtures) => fixtures.putObject(fixture.bucket, scratchKey, 'removed'),
      request: { params, body: [{ path: scratchKey }] },
    }),
    ...operationCases(objectDetails.putObjectTags, fixture, {
      request: { params, query: oneVersion, body: { tags: { team: 'contract' } } },
      forTarget: async (target) => ({
        declared: {
          params,
          query: await newestVersion(target, fixture.bucket, fixture.object),
          body: { tags: { team: 'contract' } },
        },
      }),
    }),
    ...operationCases(objectDetails.putObjectLegalHold, fixture, {
      setup: lockedObject,
      request: { params: locked, query: oneVersion, body: { status: 'enabled' } },
      forTarget: async (target) => ({
        declared: {
          params: locked,
          query: await newestVersion(target, lockedBucket, lockedKey),
          body: { status: 'disabled' },
        },
      }),
    }),
    ...operationCases(objectDetails.putObjectRetention, fixture, {
      setup: lockedObject,
      request: { params: locked, query: oneVersion, body: retention },
      forTarget: async (target) => ({
        declared: {
          params: locked,
          query: await newestVersion(target, lockedBucket, lockedKey),
          body: retention,
        },
      }),
    }),
    ...operationCases(objectDetails.deleteObjectRetention, fixture, {
      request: { params: locked, query: oneVersion },
      forTarget: async (target) => ({
        declared: { params: locked, query: await newestVersion(target, lockedBucket, lockedKey) },
      }),
    }),
    ...operationCases(objectDetails.putObjectRestore, fixture, {
      setup: async (fixtures) => {
        await fixtures.putObject(fixture.bucket, restoredKey, 'first');
        await fixtures.putObject(fixture.bucket, restoredKey, 'second');
      },
      request: { params, query: { prefix: restoredKey, version_id: UNKNOWN_VERSION } },
      forTarget: async (target) => ({
        declared: { params, query: await oldestVersion(target, fixture.bucket, restoredKey) },
      }),
    }),
    ...operationCases(objectDetails.shareObject, fixture, {
      request: { params, query: oneVersion },
      forTarget: async (target) => ({
        declared: { params, query: await newestVersion(target, fixture.bucket, fixture.object) },
      }),
    }),
    {
      endpoint: objectDetails.shareObject,
      name: 'an object that does not exist',
      kind: 'other',
      request: { declared: { params, query: { prefix: 'docs/missing.txt', version_id: UNKNOWN_VERSION } } },
      expect: { status: 404 },
    },
    {
      endpoint: objectDetails.downloadSharedObject,
      name: 'a link this console made',
      kind: 'success',
      as: 'none',
      request: {
        forTarget: async (target) => {
          const link = (await target.ask(objectDetails.shareObject, {
            params,
            query: await newestVersion(target, fixture.bucket, fixture.object),
          })) as string;
          const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
          return { declared: { params: { url: token } } };
        },
      },
      expect: { status: 200 },
    },
    {
      endpoint: objectDetails.downloadSharedObject,
      name: 'a link this console did not make',
      kind: 'bad-params',
      as: 'none',
      request: { declared: { params: { url: 'not-a-share-link' } } },
      expect: { status: 400, message: 'This is not a valid share link' },
    },
  ];
};

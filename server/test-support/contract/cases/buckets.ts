import * as bucketList from '../../../../src/contract/buckets.ts';
import { type AreaCases, operationCases } from '../case.ts';

export const bucketCases: AreaCases = (fixture) => {
  const made = `${fixture.scratch}-made`;
  const doomed = `${fixture.scratch}-doomed`;
  const bucket = { params: { bucket_name: fixture.bucket } };
  return [
    ...operationCases(bucketList.listBuckets, fixture, {
      request: {},
      expect: { fields: ['buckets[].name', `buckets[name=${fixture.bucket}].creation_date`] },
    }),
    ...operationCases(bucketList.makeBucket, fixture, {
      setup: (fixtures) => fixtures.removeBucket(made),
      request: { body: { name: made } },
      expect: { values: { bucketName: made } },
    }),
    {
      endpoint: bucketList.makeBucket,
      name: 'a name no bucket can have',
      kind: 'other',
      request: { declared: { body: { name: 'No_Such..Name' } } },
      expect: { status: 400 },
    },
    ...operationCases(bucketList.getBucketInfo, fixture, {
      request: bucket,
      expect: { values: { name: fixture.bucket } },
    }),
    ...operationCases(bucketList.deleteBucket, fixture, {
      setup: (fixtures) => fixtures.createBucket(doomed),
      request: { params: { bucket_name: doomed } },
    }),
  ];
};

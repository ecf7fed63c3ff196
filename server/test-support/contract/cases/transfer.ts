import * as objectTransfer from '../../../../src/contract/object-transfer.ts';
import {
  type AreaCases,
  type Caller,
  type CaseKind,
  type ContractCase,
  type Expectation,
  type Fixture,
  INVALID_BUCKET,
  operationCases,
  type RawRequest,
  type TargetContext,
} from '../case.ts';

const PART_TEXT = 'one part';
const BOUNDARY = 'contract-suite-boundary';

/** A multipart form with one file field named after the file's size, as the app's one-request upload sends. */
function uploadForm(fileName: string, text: string): string {
  return [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${new TextEncoder().encode(text).length}"; filename="${fileName}"`,
    'Content-Type: text/plain',
    '',
    text,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
}

/** The one-request upload sends a form, not JSON: its refusals are of the same form. */
function formUploadCases(fixture: Fixture): ContractCase[] {
  const query = { prefix: 'uploads/form.txt' };
  const form = (bucket_name: string): RawRequest => ({
    params: { bucket_name },
    query,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    text: uploadForm('form.txt', 'uploaded in one request'),
  });
  const upload = (name: string, kind: CaseKind, bucket: string, expect: Expectation, as?: Caller) => ({
    endpoint: objectTransfer.uploadObject,
    name,
    kind,
    as,
    request: { raw: form(bucket) },
    expect,
  });
  return [
    upload('success', 'success', fixture.bucket, { status: objectTransfer.uploadObject.status }),
    upload('no session', 'no-session', fixture.bucket, { status: 401, message: 'invalid session' }, 'none'),
    upload('invalid bucket_name', 'bad-params', INVALID_BUCKET, {
      status: 400,
      message: 'Invalid bucket name',
    }),
    upload('a bucket that does not exist', 'missing-bucket', fixture.missingBucket, { status: 404 }),
  ];
}

export const transferCases: AreaCases = (fixture) => {
  const params = { bucket_name: fixture.bucket };
  const key = { prefix: 'uploads/parts.bin' };
  const aborted = { prefix: 'uploads/aborted.bin' };
  const uploadParams = { ...params, upload_id: 'cs-upload' };
  const size = { size: PART_TEXT.length };
  /** The target's upload of `query.prefix`: the one it offers again, or a new one. */
  const uploadOf = async (target: TargetContext, query: { prefix: string }) =>
    (
      (await target.ask(objectTransfer.createUpload, {
        params,
        query,
        body: size,
      })) as objectTransfer.CreateUploadResponse
    ).uploadId;
  return [
    ...formUploadCases(fixture),
    ...operationCases(objectTransfer.createUpload, fixture, {
      request: { params, query: key, body: size },
      expect: { fields: ['uploadId', 'partSize'] },
    }),
    ...operationCases(
      objectTransfer.uploadPart,
      fixture,
      {
        request: { params: { ...uploadParams, part_number: '1' }, query: key },
        forTarget: async (target) => ({
          raw: {
            params: { ...params, upload_id: await uploadOf(target, key), part_number: '1' },
            query: key,
            contentType: 'application/octet-stream',
            text: PART_TEXT,
          },
        }),
        expect: { values: { partNumber: 1, size: PART_TEXT.length } },
      },
      { streamed: { contentType: 'application/octet-stream', text: PART_TEXT } },
    ),
    // Presigned without asking MinIO, which checks the PUT itself: a missing bucket shows there, not here.
    ...operationCases(
      objectTransfer.presignUploadPart,
      fixture,
      {
        request: { params: { ...uploadParams, part_number: '1' }, query: key },
        expect: { fields: ['url'] },
      },
      { missingBucketStatus: 200 },
    ),
    ...operationCases(objectTransfer.listUploadParts, fixture, {
      request: { params: uploadParams, query: key },
      forTarget: async (target) => ({
        declared: { params: { ...params, upload_id: await uploadOf(target, key) }, query: key },
      }),
      expect: { fields: ['parts[].etag'], values: { 'parts[].partNumber': 1 } },
    }),
    ...operationCases(objectTransfer.completeUpload, fixture, {
      request: { params: uploadParams, query: key, body: { parts: [{ partNumber: 1, etag: 'x' }] } },
      forTarget: async (target) => {
        const upload = { ...params, upload_id: await uploadOf(target, key) };
        const { parts } = (await target.ask(objectTransfer.listUploadParts, {
          params: upload,
          query: key,
        })) as objectTransfer.ListUploadPartsResponse;
        const listed = (parts ?? []).map(({ partNumber, etag }) => ({ partNumber, etag }));
        return { declared: { params: upload, query: key, body: { parts: listed } } };
      },
      expect: { fields: ['etag'] },
    }),
    ...operationCases(
      objectTransfer.abortUpload,
      fixture,
      {
        request: { params: uploadParams, query: aborted },
        forTarget: async (target) => ({
          declared: { params: { ...params, upload_id: await uploadOf(target, aborted) }, query: aborted },
        }),
      },
      // An upload that is not there is as good as aborted, even for want of its bucket.
      { missingBucketStatus: 204 },
    ),
    ...operationCases(objectTransfer.downloadObject, fixture, {
      request: { params, query: { prefix: fixture.object } },
    }),
    // Objects gone by the time they are zipped are left out, a missing bucket's as well (the zip is empty):
    // asking for the bucket first would refuse the users who may read objects but not list the bucket.
    ...operationCases(
      objectTransfer.downloadMultipleObjects,
      fixture,
      { request: { params, body: [fixture.object] } },
      {
        missingBucketStatus: 200,
      },
    ),
  ];
};

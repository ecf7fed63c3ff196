import { InvalidBucketNameError, S3Error } from 'minio';
import { describe, expect, it } from 'vitest';
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import { fromS3Error } from './s3.ts';

function s3Error(code: string, message: string): S3Error {
  const error = new S3Error(message);
  error.code = code;
  return error;
}

describe('SDK errors as console errors', () => {
  it.each([
    [s3Error('NoSuchBucket', 'The specified bucket does not exist'), 404, 'NoSuchBucket'],
    [s3Error('AccessDenied', 'Access Denied.'), 403, 'AccessDenied'],
    [s3Error('BucketNotEmpty', 'The bucket you tried to delete is not empty'), 409, 'BucketNotEmpty'],
    [s3Error('InvalidRequest', 'Something MinIO refused'), 400, 'InvalidRequest'],
    [new InvalidBucketNameError('Invalid bucket name: A'), 400, 'InvalidBucketNameError'],
  ])('%s → %i', (error, status, code) => {
    const mapped = fromS3Error(error);
    expect(mapped).toBeInstanceOf(MinioApiError);
    expect(mapped).toMatchObject({ status, code, message: error.message });
  });

  it('reports a refused connection as MinIO unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(fromS3Error(refused)).toBeInstanceOf(MinioUnreachableError);
  });

  it('leaves other errors alone', () => {
    const other = new TypeError('bug');
    expect(fromS3Error(other)).toBe(other);
  });
});

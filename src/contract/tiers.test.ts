import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  addTierRequestSchema,
  tierCredentialsProblem,
  tierCredsProblem,
  tierEndpointProblem,
  tierNameProblem,
} from './tiers';

const base64 = (text: string) => btoa(text);

describe('tier names', () => {
  it.each([
    ['WARM', null],
    ['cold_tier-2', null],
    ['', 'Enter the tier name'],
    ['A B', 'The tier name has letters, digits, "-" and "_" only'],
    ['A/B', 'The tier name has letters, digits, "-" and "_" only'],
    ['rrs', 'RRS is a reserved name'],
    ['X'.repeat(65), 'The tier name has at most 64 characters'],
  ])('%s → %s', (name, problem) => {
    expect(tierNameProblem(name)).toBe(problem);
  });

  it('are sent in capitals, as MinIO keeps them', () => {
    const parsed = safeParse(addTierRequestSchema, {
      type: 'minio',
      minio: {
        name: 'warm',
        endpoint: 'http://127.0.0.1:9000',
        accesskey: 'a',
        secretkey: 's',
        bucket: 'tiers',
      },
    });
    expect(parsed.success && parsed.data.minio?.name).toBe('WARM');
  });
});

describe('tier endpoints', () => {
  it.each([
    ['https://s3.amazonaws.com', null],
    ['http://127.0.0.1:9000', null],
    ['', 'Enter the endpoint'],
    ['s3.amazonaws.com', 'The endpoint is a URL, such as https://s3.example.net'],
    ['ftp://example.net', 'The endpoint starts with http:// or https://'],
    ['https://user:pw@example.net', 'The endpoint carries no credentials: enter them below'],
    ['https://example.net/?x=1', 'The endpoint has no query or fragment'],
  ])('%s → %s', (endpoint, problem) => {
    expect(tierEndpointProblem(endpoint)).toBe(problem);
  });
});

describe('a tier request', () => {
  it('carries the settings of its own type', () => {
    const parsed = safeParse(addTierRequestSchema, { type: 's3', minio: {} });
    expect(parsed.success).toBe(false);
  });

  it('takes a GCS key file only as base64 of a JSON object', () => {
    expect(tierCredsProblem('not base64!')).toBe('The credentials are not base64');
    const gcs = (creds: string) =>
      safeParse(addTierRequestSchema, {
        type: 'gcs',
        gcs: { name: 'G', endpoint: 'https://storage.googleapis.com', bucket: 'gcs-bucket', creds },
      }).success;
    expect(gcs(base64('{"type":"service_account"}'))).toBe(true);
    expect(gcs(base64('[1, 2]'))).toBe(false);
    expect(gcs('')).toBe(false);
  });
});

describe('new credentials', () => {
  it.each([
    ['minio', { access_key: 'a', secret_key: 's' }, null],
    ['s3', { secret_key: 's' }, 'Enter the access key and the secret key'],
    ['azure', { secret_key: 'account-key' }, null],
    ['azure', { access_key: 'a' }, 'Enter the account key'],
    ['gcs', { creds: '' }, 'Enter the credentials file of the service account'],
    ['gcs', { creds: base64('{}') }, null],
  ] as const)('%s %j → %s', (type, request, problem) => {
    expect(tierCredentialsProblem(type, request)).toBe(problem);
  });
});

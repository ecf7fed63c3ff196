import { describe, expect, it } from 'vitest';
import { bucketNameProblem } from './bucket-rules';

describe('bucketNameProblem', () => {
  it.each([
    'abc',
    'photos',
    'my-bucket',
    'my.bucket.2024',
    '123',
    'a1b2c3',
    'a'.repeat(63),
    '1.2.3',
    'xn-bucket',
    'my-s3alias-bucket',
    'ol-s3',
  ])('accepts %s', (name) => {
    expect(bucketNameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'Enter a bucket name'],
    ['ab', 'A bucket name has at least 3 characters'],
    ['a'.repeat(64), 'A bucket name has at most 63 characters'],
    ['Photos', '"P" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['my_bucket', '"_" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['my bucket', '" " is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['café', '"é" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['-bucket', 'A bucket name starts with a lowercase letter or a digit'],
    ['.bucket', 'A bucket name starts with a lowercase letter or a digit'],
    ['bucket-', 'A bucket name ends with a lowercase letter or a digit'],
    ['bucket.', 'A bucket name ends with a lowercase letter or a digit'],
    ['my..bucket', 'A bucket name cannot have two dots in a row'],
    ['my.-bucket', 'A dot cannot be next to a hyphen'],
    ['my-.bucket', 'A dot cannot be next to a hyphen'],
    ['192.168.5.4', 'A bucket name cannot contain an IP address'],
    ['logs.10.0.0.1.backup', 'A bucket name cannot contain an IP address'],
    ['xn--bucket', 'A bucket name cannot start with "xn--"'],
    ['bucket-s3alias', 'A bucket name cannot end with "-s3alias"'],
    ['bucket--ol-s3', 'A bucket name cannot end with "--ol-s3"'],
  ])('refuses %j: %s', (name, message) => {
    expect(bucketNameProblem(name)).toBe(message);
  });
});

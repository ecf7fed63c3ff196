import type { MakeBucketRequest } from './buckets';

export const BUCKET_NAME_MIN_LENGTH = 3;
export const BUCKET_NAME_MAX_LENGTH = 63;

type Rule = readonly [broken: (name: string) => boolean, reason: string];

/** What every bucket MinIO can hold (and the SDK can address) meets. */
const ADDRESS_RULES: readonly Rule[] = [
  [(name) => name.length < BUCKET_NAME_MIN_LENGTH, 'A bucket name has at least 3 characters'],
  [(name) => !/^[a-z0-9]/.test(name), 'A bucket name starts with a lowercase letter or a digit'],
  [(name) => !/[a-z0-9]$/.test(name), 'A bucket name ends with a lowercase letter or a digit'],
  [(name) => name.includes('..'), 'A bucket name cannot have two dots in a row'],
  [(name) => name.includes('.-') || name.includes('-.'), 'A dot cannot be next to a hyphen'],
  // Anywhere in the name, as MinIO's SDK checks it (the server alone would only refuse a whole address).
  [(name) => /\d+\.\d+\.\d+\.\d+/.test(name), 'A bucket name cannot contain an IP address'],
];

/** S3's reserved prefixes and suffixes: refused for a new bucket, though MinIO may hold older ones. */
const RESERVED_RULES: readonly Rule[] = [
  [(name) => name.startsWith('xn--'), 'A bucket name cannot start with "xn--"'],
  [(name) => name.endsWith('-s3alias'), 'A bucket name cannot end with "-s3alias"'],
  [(name) => name.endsWith('--ol-s3'), 'A bucket name cannot end with "--ol-s3"'],
];

function problemUnder(rules: readonly Rule[], name: string): string | null {
  if (name === '') return 'Enter a bucket name';
  // Checked on the length first: a long name is refused without scanning it.
  if (name.length > BUCKET_NAME_MAX_LENGTH) return 'A bucket name has at most 63 characters';
  const invalid = /[^a-z0-9.-]/u.exec(name)?.[0];
  if (invalid !== undefined) {
    return `"${invalid}" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)`;
  }
  return rules.find(([broken]) => broken(name))?.[1] ?? null;
}

/** Why S3 would refuse the name for a new bucket, or null when it is valid. Checked by the form and the server. */
export function bucketNameProblem(name: string): string | null {
  return problemUnder([...ADDRESS_RULES, ...RESERVED_RULES], name);
}

/** Why no bucket can have this name, or null: checked on every bucket a request names, before MinIO sees it. */
export function bucketAddressProblem(name: string): string | null {
  return problemUnder(ADDRESS_RULES, name);
}

/** Refuses, before anything is created, a request that could only be half applied. */
export function makeBucketRequestProblem(request: MakeBucketRequest): string | null {
  const nameProblem = bucketNameProblem(request.name);
  if (nameProblem) return nameProblem;
  if (request.retention && !request.locking) {
    return 'A default retention needs object locking: turn on locking to set a retention';
  }
  const { excludePrefixes, excludeFolders } = request.versioning ?? {};
  const excludes = (excludePrefixes?.length ?? 0) > 0 || excludeFolders === true;
  if (excludes && request.locking) {
    return 'Excluded prefixes and folders are not allowed on a bucket with object locking';
  }
  if (excludes && !request.versioning?.enabled) {
    return 'Excluded prefixes and folders apply to versioning: turn on versioning to exclude them';
  }
  if (request.quota?.enabled && !((request.quota.amount ?? 0) > 0)) {
    return 'A quota must be more than 0 bytes';
  }
  return null;
}

/** The console's own texts for MinIO's refusals (MinIO's text follows as the detail). */
export const BUCKET_MESSAGES = {
  exists: 'Bucket already exists',
  notEmpty: 'The bucket is not empty: delete its objects first, or delete it with everything in it',
  lockedForceDelete:
    'A bucket with object locking cannot be deleted with everything in it: delete its objects first',
} as const;

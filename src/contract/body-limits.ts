const KiB = 1024;

/**
 * How many bytes a JSON request body may have, per kind of operation (an operation's `bodyLimit`). Bodies are
 * read only up to these; anything that must be large (object uploads) is streamed and never read whole.
 */
export const BODY_LIMITS = {
  /** Settings forms: tags, rules, quotas, versioning, ... */
  default: 64 * KiB,
  /** Read before anyone is authenticated: an access key, a secret key and little else. */
  login: 8 * KiB,
  /** MinIO caps a bucket policy at 20 KiB; as a JSON string its quotes and line breaks are escaped. */
  bucketPolicy: 128 * KiB,
  /** An IAM policy document as a JSON string (an access key's restricting policy too). */
  iamPolicy: 128 * KiB,
  /** A selection of object keys (up to 1024 bytes each), to delete or to download as a zip. */
  objectSelection: 1024 * KiB,
  /** Completing an upload lists up to 10,000 parts with their ETags. */
  uploadParts: 1024 * KiB,
  /** A configuration file to import: MinIO's whole configuration is a few KiB, with many targets some tens. */
  configImport: 256 * KiB,
} as const;

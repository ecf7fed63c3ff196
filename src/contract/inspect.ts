import { z } from 'zod/mini';
import { hasControlCharacter } from './checks';
import { endpoint } from './endpoint';
import { queryFlag, requiredQueryText } from './query';

const MAX_VOLUME_LENGTH = 255;
const MAX_FILE_LENGTH = 1024;

/** The header that carries the key of data MinIO encrypted, shown to the user once. */
export const INSPECT_KEY_HEADER = 'x-inspect-key';

export const INSPECT_MESSAGES = {
  volume: 'must be a bucket (or MinIO volume) name, without "/"',
  file: 'must be a path inside the volume, without ".." segments or control characters',
  noSupportKey:
    'Encrypting for MinIO support needs SUBNET\u2019s public key, which this console cannot fetch. Download it without encryption.',
} as const;

const pathProblem = (text: string) =>
  hasControlCharacter(text) || text.startsWith('/') || text.split('/').some((segment) => segment === '..');

export const inspectQuerySchema = z.object({
  /** A bucket, or one of MinIO's own volumes such as `.minio.sys`. */
  volume: requiredQueryText.check(
    z.maxLength(MAX_VOLUME_LENGTH),
    z.refine((text) => !text.includes('/') && !hasControlCharacter(text), INSPECT_MESSAGES.volume),
  ),
  /** A path in the volume, e.g. `photos/a.jpg/xl.meta`; `*` and `?` match as MinIO matches them. */
  file: requiredQueryText.check(
    z.maxLength(MAX_FILE_LENGTH),
    z.refine((text) => !pathProblem(text), INSPECT_MESSAGES.file),
  ),
  encrypt: queryFlag,
});

/** The name of the downloaded file: the data as MinIO encrypted it (`.enc`), or its zip. */
export const inspectFileName = (volume: string, file: string, encrypted: boolean) =>
  `inspect-${volume}-${file.replace(/[/*?]+/g, '_')}.${encrypted ? 'enc' : 'zip'}`;

/**
 * GET /admin/inspect: MinIO's raw data of the files matching a pattern (xl.meta and parts), for support. When
 * MinIO encrypts it with a key of its own (as it does unless given a public key), the key comes in the
 * `x-inspect-key` header, in hex, and the file is an sio AES-256-GCM stream that decrypts to the zip.
 */
export const inspect = endpoint({
  id: 'Inspect',
  area: 'monitoring',
  method: 'GET',
  path: '/admin/inspect',
  summary: "MinIO's raw data of the files matching a pattern, to download",
  query: inspectQuerySchema,
  streamedResponse: 'application/octet-stream',
  status: 200,
});

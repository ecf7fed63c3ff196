import type { ServiceAccountCreds } from '@/contract/service-accounts';

/** What `mc alias import ALIAS file.json` reads: mc refuses a file without a valid URL or `path`. */
export interface AliasImportFile {
  url: string;
  accessKey: string;
  secretKey: string;
  api: 's3v4';
  path: 'auto';
}

/** The endpoint as mc wants it, `scheme://host[:port]` with nothing after; null when there is none. */
function endpointOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The credentials file of a new access key, for `mc alias import`: MinIO's endpoint comes with the answer, or
 * else from the session. Null when neither names one (mc would refuse the file).
 */
export function aliasImportFile(
  credentials: ServiceAccountCreds,
  sessionEndpoint: string | undefined,
): AliasImportFile | null {
  const url = endpointOf(credentials.url) ?? endpointOf(sessionEndpoint);
  if (!url) return null;
  const { accessKey, secretKey } = credentials;
  return { url, accessKey, secretKey, api: 's3v4', path: 'auto' };
}

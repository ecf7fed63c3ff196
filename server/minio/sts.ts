import { apiErrorFromResponse, reachMinio, xmlElementText } from './errors.ts';
import { signRequest } from './sigv4.ts';

export interface AssumeRoleInput {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** MinIO accepts 900 to 31 536 000 (365 days). */
  durationSeconds: number;
  /**
   * Stored in the credentials' claims: a self-revoke made with these credentials (`revokeTokens`) ends
   * exactly the credentials that carry this type.
   */
  tokenRevokeType?: string;
  /** Must match the server's region if one is configured; default ''. */
  region?: string;
  /** Without one, the call gives up after 30 s. */
  signal?: AbortSignal;
}

export interface TemporaryCredentials {
  accessKey: string;
  secretKey: string;
  sessionToken: string;
  /** RFC 3339 */
  expiration: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** STS AssumeRole with long-term keys (root or an IAM user), as the console does at login. */
export async function assumeRole(input: AssumeRoleInput): Promise<TemporaryCredentials> {
  // The path is `/` with no query string: that is how MinIO recognises an STS call.
  const url = new URL('/', input.endpoint);
  const form = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    DurationSeconds: String(input.durationSeconds),
  });
  if (input.tokenRevokeType) form.set('TokenRevokeType', input.tokenRevokeType);
  const body = new TextEncoder().encode(form.toString());
  const headers = signRequest({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    credentials: { accessKey: input.accessKey, secretKey: input.secretKey },
    region: input.region ?? '',
    service: 'sts',
    contentSha256Header: false,
  });
  const what = 'STS AssumeRole';
  const response = await reachMinio(
    what,
    () =>
      fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: input.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
      }),
    input.signal,
  );
  if (!response.ok) throw await apiErrorFromResponse(response);
  return credentialsFromXml(await reachMinio(what, () => response.text(), input.signal));
}

function credentialsFromXml(xml: string): TemporaryCredentials {
  const accessKey = xmlElementText(xml, 'AccessKeyId');
  const secretKey = xmlElementText(xml, 'SecretAccessKey');
  const sessionToken = xmlElementText(xml, 'SessionToken');
  const expiration = xmlElementText(xml, 'Expiration');
  if (!accessKey || !secretKey || !sessionToken || !expiration) {
    throw new Error('STS AssumeRole answered without complete credentials');
  }
  return { accessKey, secretKey, sessionToken, expiration };
}

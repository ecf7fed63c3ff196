import { nodeFetch } from '../lib/node-fetch.ts';
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
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

/** An STS call's form: its action, the API version and duration, and the fields given (those set). */
function stsForm(action: string, durationSeconds: number, fields: Record<string, string | undefined>) {
  const form = new URLSearchParams({
    Action: action,
    Version: '2011-06-15',
    DurationSeconds: String(durationSeconds),
  });
  for (const [name, value] of Object.entries(fields)) if (value) form.set(name, value);
  return new TextEncoder().encode(form.toString());
}

/** STS AssumeRole with long-term keys (root or an IAM user), as the console does at login. */
export async function assumeRole(input: AssumeRoleInput): Promise<TemporaryCredentials> {
  // The path is `/` with no query string: that is how MinIO recognises an STS call.
  const url = new URL('/', input.endpoint);
  const body = stsForm('AssumeRole', input.durationSeconds, { TokenRevokeType: input.tokenRevokeType });
  const headers = signRequest({
    method: 'POST',
    url,
    headers: FORM_HEADERS,
    body,
    credentials: { accessKey: input.accessKey, secretKey: input.secretKey },
    region: input.region ?? '',
    service: 'sts',
    contentSha256Header: false,
  });
  return postSts('STS AssumeRole', url, { headers, body }, input.signal);
}

/** An unsigned STS call, whose proof of identity is in its form (a password, a token). */
function postUnsignedSts(
  action: string,
  endpoint: string,
  body: Uint8Array<ArrayBuffer>,
  signal: AbortSignal | undefined,
): Promise<TemporaryCredentials> {
  return postSts(`STS ${action}`, new URL('/', endpoint), { headers: FORM_HEADERS, body }, signal);
}

export interface AssumeRoleWithLdapInput {
  endpoint: string;
  /** The directory user's name, as MinIO's user DN search filter takes it. */
  username: string;
  password: string;
  durationSeconds: number;
  signal?: AbortSignal;
}

/** STS AssumeRoleWithLDAPIdentity: MinIO binds to its directory with the user's password; the call is unsigned. */
export function assumeRoleWithLdapIdentity(input: AssumeRoleWithLdapInput): Promise<TemporaryCredentials> {
  const action = 'AssumeRoleWithLDAPIdentity';
  const body = stsForm(action, input.durationSeconds, {
    LDAPUsername: input.username,
    LDAPPassword: input.password,
  });
  return postUnsignedSts(action, input.endpoint, body, input.signal);
}

export interface AssumeRoleWithWebIdentityInput {
  endpoint: string;
  /** The ID token an OpenID provider issued; MinIO checks its signature, audience and expiry. */
  webIdentityToken: string;
  durationSeconds: number;
  /** For a provider MinIO maps to a role policy; without it MinIO reads the policy from the token's claim. */
  roleArn?: string;
  tokenRevokeType?: string;
  signal?: AbortSignal;
}

/** STS AssumeRoleWithWebIdentity: unsigned, the ID token is the proof of identity. */
export function assumeRoleWithWebIdentity(
  input: AssumeRoleWithWebIdentityInput,
): Promise<TemporaryCredentials> {
  const action = 'AssumeRoleWithWebIdentity';
  const body = stsForm(action, input.durationSeconds, {
    WebIdentityToken: input.webIdentityToken,
    RoleArn: input.roleArn,
    TokenRevokeType: input.tokenRevokeType,
  });
  return postUnsignedSts(action, input.endpoint, body, input.signal);
}

/** Posts one STS form and reads the credentials it answers, or throws MinIO's refusal. */
async function postSts(
  what: string,
  url: URL,
  request: { headers: Record<string, string>; body: Uint8Array<ArrayBuffer> },
  signal: AbortSignal | undefined,
): Promise<TemporaryCredentials> {
  const response = await reachMinio(
    what,
    () =>
      nodeFetch(url, {
        method: 'POST',
        ...request,
        signal: signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
      }),
    signal,
  );
  if (!response.ok) throw await apiErrorFromResponse(response);
  return credentialsFromXml(what, await reachMinio(what, () => response.text(), signal));
}

function credentialsFromXml(what: string, xml: string): TemporaryCredentials {
  const accessKey = xmlElementText(xml, 'AccessKeyId');
  const secretKey = xmlElementText(xml, 'SecretAccessKey');
  const sessionToken = xmlElementText(xml, 'SessionToken');
  const expiration = xmlElementText(xml, 'Expiration');
  if (!accessKey || !secretKey || !sessionToken || !expiration) {
    throw new Error(`${what} answered without complete credentials`);
  }
  return { accessKey, secretKey, sessionToken, expiration };
}

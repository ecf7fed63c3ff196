import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKey: string;
  secretKey: string;
  sessionToken?: string;
}

export interface SignRequestInput {
  method: string;
  url: URL;
  /** Headers to sign and send; `host`, `x-amz-*` and `authorization` are added. */
  headers: Record<string, string>;
  body: Uint8Array;
  credentials: Credentials;
  /** May be empty: madmin signs admin calls with an empty region. */
  region: string;
  /** 's3' or 'sts' for MinIO; any AWS service name is accepted. */
  service: string;
  date?: Date;
  /** Send and sign `x-amz-content-sha256` (default true; STS leaves it out). */
  contentSha256Header?: boolean;
  /** Signs this instead of the body's hash: `UNSIGNED-PAYLOAD` for a body streamed after signing. */
  payloadHash?: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** Returns every header to send, with lower-case names, including `authorization`. */
export function signRequest(input: SignRequestInput): Record<string, string> {
  const amzDate = toAmzDate(input.date ?? new Date());
  const payloadHash = input.payloadHash ?? sha256Hex(input.body);
  const headers = withAmzHeaders(input, amzDate, payloadHash);
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.url.searchParams),
    canonicalHeaders(headers),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = scopeOf(amzDate, input);
  const signature = signatureOf(canonicalRequest, amzDate, scope, input);
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${input.credentials.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export interface PresignInput {
  method: string;
  url: URL;
  credentials: Credentials;
  region: string;
  service: string;
  expiresSeconds: number;
  date?: Date;
}

/**
 * The URL with the signature in its query, so whoever holds it makes this one request, until it expires, without
 * the secret key. Only the host is signed and the body is not (`UNSIGNED-PAYLOAD`), as S3's presigned URLs are.
 */
export function presignUrl(input: PresignInput): URL {
  const amzDate = toAmzDate(input.date ?? new Date());
  const scope = scopeOf(amzDate, input);
  const url = new URL(input.url);
  const { accessKey, sessionToken } = input.credentials;
  url.searchParams.set('X-Amz-Algorithm', ALGORITHM);
  url.searchParams.set('X-Amz-Credential', `${accessKey}/${scope}`);
  url.searchParams.set('X-Amz-Date', amzDate);
  url.searchParams.set('X-Amz-Expires', String(input.expiresSeconds));
  if (sessionToken) url.searchParams.set('X-Amz-Security-Token', sessionToken);
  url.searchParams.set('X-Amz-SignedHeaders', 'host');
  const query = canonicalQuery(url.searchParams);
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(url),
    query,
    canonicalHeaders({ host: url.host }),
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  url.search = `${query}&X-Amz-Signature=${signatureOf(canonicalRequest, amzDate, scope, input)}`;
  return url;
}

type SigningParty = Pick<SignRequestInput, 'credentials' | 'region' | 'service'>;

const scopeOf = (amzDate: string, { region, service }: SigningParty) =>
  `${amzDate.slice(0, 8)}/${region}/${service}/aws4_request`;

function signatureOf(canonicalRequest: string, amzDate: string, scope: string, party: SigningParty): string {
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(party.credentials.secretKey, amzDate.slice(0, 8), party.region, party.service);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

/** Percent-encodes everything except RFC 3986 unreserved characters. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Sorted `k=v` pairs joined by `&`; an empty value still gives `k=`. */
export function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([ka, va], [kb, vb]) => compareCodeUnits(ka, kb) || compareCodeUnits(va, vb))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

function withAmzHeaders(
  input: SignRequestInput,
  amzDate: string,
  payloadHash: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers.host = input.url.host;
  headers['x-amz-date'] = amzDate;
  if (input.contentSha256Header !== false) headers['x-amz-content-sha256'] = payloadHash;
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;
  return headers;
}

/** Single-encoded path as S3 expects: each segment decoded, then RFC 3986 encoded. */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalHeaders(headers: Record<string, string>): string {
  return Object.keys(headers)
    .sort()
    .map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
}

function signingKey(secretKey: string, day: string, region: string, service: string): Buffer {
  const dateKey = hmac(`AWS4${secretKey}`, day);
  return hmac(hmac(hmac(dateKey, region), service), 'aws4_request');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

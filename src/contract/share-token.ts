import { OBJECT_DETAILS_MESSAGES } from './object-details';

/**
 * The token of a share link: `base64url(mac ‖ payload)`, unpadded, where the payload is the JSON of the one object
 * the console presigned a URL for, and the mac its HMAC-SHA256 under a key derived from the console's secret for
 * this purpose alone. Only a token the console minted opens, and only until it expires. Web Crypto only, so the
 * mock server mints and opens tokens exactly the same way.
 */

export interface SharedObject {
  bucketName: string;
  key: string;
  /** The version the URL reads, or "null". */
  versionId: string;
  /** Unix seconds, when the presigned URL expires too. */
  expiresAt: number;
  /** MinIO's presigned GET URL of that version. */
  url: string;
}

const MAC_BYTES = 32;
/** Far above any real token (a presigned URL with a session token and a 1 KiB key), far below what a URL may be. */
export const MAX_SHARE_TOKEN_LENGTH = 12 * 1024;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PURPOSE = new TextEncoder().encode('console share link token v1');

/** Why a token does not open, and how the download answers it. */
export const SHARE_TOKEN_REFUSALS = {
  malformed: { status: 400, message: OBJECT_DETAILS_MESSAGES.invalidSharedUrl },
  forged: { status: 403, message: OBJECT_DETAILS_MESSAGES.shareLinkNotMinted },
  expired: { status: 403, message: OBJECT_DETAILS_MESSAGES.shareLinkExpired },
} as const;
export type ShareTokenRefusal = keyof typeof SHARE_TOKEN_REFUSALS;

/** The key share tokens are signed with: HKDF of the console's secret, labelled for share links only. */
export async function shareTokenKey(secret: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: PURPOSE },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: MAC_BYTES * 8 },
    false,
    ['sign', 'verify'],
  );
}

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of an unpadded base64url text, or null when it is not one. */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function mintShareToken(key: CryptoKey, object: SharedObject): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify(object));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, payload));
  const token = new Uint8Array(mac.length + payload.length);
  token.set(mac);
  token.set(payload, mac.length);
  return toBase64url(token);
}

const isSharedObject = (value: unknown): value is SharedObject => {
  const object = value as Partial<SharedObject> | null;
  return (
    typeof object === 'object' &&
    object !== null &&
    typeof object.bucketName === 'string' &&
    typeof object.key === 'string' &&
    typeof object.versionId === 'string' &&
    Number.isSafeInteger(object.expiresAt) &&
    typeof object.url === 'string'
  );
};

function parsedPayload(payload: Uint8Array): SharedObject | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
    return isSharedObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The object a token names, or why it does not open: malformed (not a token at all), forged (its mac is not ours,
 * compared in constant time by Web Crypto's verify), or expired.
 */
export async function openShareToken(
  key: CryptoKey,
  token: string,
  nowMs = Date.now(),
): Promise<SharedObject | ShareTokenRefusal> {
  const bytes = token.length <= MAX_SHARE_TOKEN_LENGTH ? fromBase64url(token) : null;
  if (!bytes || bytes.length <= MAC_BYTES) return 'malformed';
  const payload = bytes.subarray(MAC_BYTES);
  if (!(await crypto.subtle.verify('HMAC', key, bytes.subarray(0, MAC_BYTES), payload))) return 'forged';
  const object = parsedPayload(payload);
  if (!object) return 'malformed';
  return object.expiresAt * 1000 > nowMs ? object : 'expired';
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAX_OPERATOR_TOKEN_LENGTH } from '../../src/contract/operator/login.ts';
import type { TemporaryCredentials } from '../minio/sts.ts';
import { SESSION_ID } from './revocations.ts';

/** Over HTTPS the `__Host-` prefix makes browsers refuse the cookie unless it is Secure, host-only and Path=/. */
export const sessionCookieName = (https: boolean) => (https ? '__Host-token' : 'token');

export const newSessionId = () => randomBytes(16).toString('base64url');

/** What a session cookie carries: the credentials every MinIO call of this user is signed with. */
export const sessionClaimsSchema = z.object({
  /** Random per login: names the session when it ends (logout) before it expires. */
  sessionId: z.string().regex(SESSION_ID),
  accessKey: z.string().min(1),
  secretKey: z.string().min(1),
  sessionToken: z.string().optional(),
  /** The long-term access key the user logged in with. */
  accountAccessKey: z.string(),
  hideMenu: z.boolean().optional(),
  /** MinIO issued the credentials with a TokenRevokeType of their own: a self-revoke with them ends them. */
  selfRevocable: z.boolean().optional(),
  /** The user logged in through MinIO's LDAP directory (AssumeRoleWithLDAPIdentity). */
  ldapIdentity: z.boolean().optional(),
  /** The OpenID provider (its configuration name) the user logged in through (AssumeRoleWithWebIdentity). */
  openIdProvider: z.string().max(32).optional(),
  /** Unix seconds of the last request, recorded at most once a minute; for the idle timeout. */
  lastActiveAt: z.number().int(),
  /** Unix seconds after which the cookie is refused even if the browser still sends it. */
  expiresAt: z.number().int(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** Operator mode's session: the Kubernetes token every call of this user is made with, marked by its kind. */
export const operatorClaimsSchema = z.object({
  kind: z.literal('operator'),
  sessionId: z.string().regex(SESSION_ID),
  bearerToken: z.string().min(1).max(MAX_OPERATOR_TOKEN_LENGTH),
  /** Who Kubernetes says the token is. */
  user: z.string().max(1024),
  lastActiveAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type OperatorClaims = z.infer<typeof operatorClaimsSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('console-session-v1');

type Draft<T extends SessionClaims | OperatorClaims> = Omit<T, 'sessionId' | 'lastActiveAt'> &
  Partial<Pick<T, 'sessionId' | 'lastActiveAt'>>;
/** Claims to seal; a new session gets its id and first activity here. */
export type SessionDraft = Draft<SessionClaims>;
export type OperatorDraft = Draft<OperatorClaims>;

export function sealSession(draft: SessionDraft | OperatorDraft, key: Buffer, now = Date.now()): string {
  return sealClaims(
    {
      ...draft,
      sessionId: draft.sessionId ?? newSessionId(),
      lastActiveAt: draft.lastActiveAt ?? Math.floor(now / 1000),
    },
    key,
  );
}

/** Any claims, encrypted and authenticated with the session key; `openSealed` with their schema reads them. */
export function sealClaims<T extends { expiresAt: number }>(claims: T, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Returns the MinIO session's claims of a genuine, unexpired cookie, or null for anything else. */
export const openSession = (value: string | undefined, key: Buffer, now = Date.now()): SessionClaims | null =>
  openSealed(value, key, now, sessionClaimsSchema);

/** Returns the operator session's claims of a genuine, unexpired cookie, or null for anything else. */
export const openOperatorSession = (
  value: string | undefined,
  key: Buffer,
  now = Date.now(),
): OperatorClaims | null => openSealed(value, key, now, operatorClaimsSchema);

export function openSealed<T extends { expiresAt: number }>(
  value: string | undefined,
  key: Buffer,
  now: number,
  schema: z.ZodType<T>,
): T | null {
  if (!value) return null;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const claims = schema.safeParse(JSON.parse(plain.toString('utf8')));
    if (!claims.success || claims.data.expiresAt * 1000 <= now) return null;
    return claims.data;
  } catch {
    return null;
  }
}

/** A session signing with STS credentials: it ends no later than they do. */
export function withTemporaryCredentials<T extends { expiresAt: number }>(
  base: T,
  temporary: TemporaryCredentials,
): T & Pick<SessionClaims, 'accessKey' | 'secretKey' | 'sessionToken'> {
  const stsExpiry = Math.floor(Date.parse(temporary.expiration) / 1000);
  return {
    ...base,
    accessKey: temporary.accessKey,
    secretKey: temporary.secretKey,
    sessionToken: temporary.sessionToken,
    expiresAt: Number.isFinite(stsExpiry) ? Math.min(base.expiresAt, stsExpiry) : base.expiresAt,
  };
}

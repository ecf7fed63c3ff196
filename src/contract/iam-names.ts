import { z } from 'zod/mini';
import { hasControlCharacter, isPrintableAscii, refusedBy } from './checks';

/*
 * What MinIO accepts as the names of users, groups, policies and access keys, checked before anything is sent so
 * a bad name gets a clear message instead of MinIO's. The bounds are MinIO's own where it has them.
 */

/** MinIO refuses access keys shorter than 3 characters, and those of access keys (service accounts) past 20. */
export const ACCESS_KEY_MIN_LENGTH = 3;
export const SERVICE_ACCOUNT_ACCESS_KEY_MAX_LENGTH = 20;
/**
 * A user's access key has no upper bound in MinIO, and MinIO takes spaces and any character in it; the console
 * keeps keys to what a signature's Credential header carries, so every user it creates can sign requests.
 */
export const USER_ACCESS_KEY_MAX_LENGTH = 128;
/** MinIO refuses secret keys shorter than 8 characters, and those of access keys past 40 (users' have no bound). */
export const SECRET_KEY_MIN_LENGTH = 8;
export const SECRET_KEY_MAX_LENGTH = 40;
export const GROUP_NAME_MAX_LENGTH = 256;
export const POLICY_NAME_MAX_LENGTH = 128;
/** How many names one request may carry (members, groups, policies, users to act on). */
export const MAX_NAMES_PER_REQUEST = 1000;

/** Why `value` cannot be an access key of at most `maxLength` characters, or null. */
export function accessKeyProblem(value: string, maxLength = USER_ACCESS_KEY_MAX_LENGTH): string | null {
  if (value.length < ACCESS_KEY_MIN_LENGTH)
    return `The access key has at least ${ACCESS_KEY_MIN_LENGTH} characters`;
  if (value.length > maxLength) return `The access key has at most ${maxLength} characters`;
  if (!isPrintableAscii(value) || value.includes(' '))
    return 'The access key has no spaces or special characters';
  if (/[=,]/.test(value)) return 'The access key cannot contain "=" or ","';
  return null;
}

/** Why `value` cannot be a secret key, or null. */
export function secretKeyProblem(value: string): string | null {
  if (value.length < SECRET_KEY_MIN_LENGTH)
    return `The secret key has at least ${SECRET_KEY_MIN_LENGTH} characters`;
  if (value.length > SECRET_KEY_MAX_LENGTH)
    return `The secret key has at most ${SECRET_KEY_MAX_LENGTH} characters`;
  if (!isPrintableAscii(value)) return 'The secret key has printable ASCII characters only';
  return null;
}

/** Why `value` cannot name an existing user, group or policy (`label`; LDAP DNs included), or null. */
export function iamNameProblem(label: string, value: string, maxLength: number): string | null {
  if (value.trim() === '') return `Enter the ${label}`;
  if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
  if (hasControlCharacter(value)) return `The ${label} has no control characters`;
  return null;
}

/** Why `value` cannot be given to a new group or policy: MinIO keeps lists of them comma-separated. */
const newNameProblem = (label: string, value: string, maxLength: number) =>
  iamNameProblem(label, value, maxLength) ?? (value.includes(',') ? `The ${label} cannot contain ","` : null);

export const groupNameProblem = (value: string) => newNameProblem('group name', value, GROUP_NAME_MAX_LENGTH);
export const policyNameProblem = (value: string) =>
  newNameProblem('policy name', value, POLICY_NAME_MAX_LENGTH);

export const userAccessKeySchema = z.string().check(refusedBy((value: string) => accessKeyProblem(value)));
export const serviceAccountAccessKeySchema = z
  .string()
  .check(refusedBy((value: string) => accessKeyProblem(value, SERVICE_ACCOUNT_ACCESS_KEY_MAX_LENGTH)));
export const secretKeySchema = z.string().check(refusedBy(secretKeyProblem));
export const groupNameSchema = z.string().check(refusedBy(groupNameProblem));
export const policyNameSchema = z.string().check(refusedBy(policyNameProblem));

/** A list of names each checked by `item`, at most MAX_NAMES_PER_REQUEST of them. */
export const nameList = <T extends z.ZodMiniType<string, string>>(item: T) =>
  z.array(item).check(z.maxLength(MAX_NAMES_PER_REQUEST, `At most ${MAX_NAMES_PER_REQUEST} names at once`));

/** A user or group status as the console contract spells it. */
export const entityStatusSchema = z.enum(['enabled', 'disabled']);
export type EntityStatus = z.infer<typeof entityStatusSchema>;

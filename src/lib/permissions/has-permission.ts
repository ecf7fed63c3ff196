import type { Permissions, SessionResponse } from '@/contract/session';
import { ADMIN, S3 } from './scopes';

const S3_ARN_PREFIX = 'arn:aws:s3:::';

/** Key of the grants on every bucket and object. */
export const GLOBAL_RESOURCE = `${S3_ARN_PREFIX}*`;

/** Key of the actions granted without a bucket-specific resource: what admin pages are checked on. */
export const CONSOLE_UI_RESOURCE = 'console-ui';

/** Checking on this resource passes when the action is granted under any key (e.g. creating a bucket). */
export const ANY_RESOURCE = '*';

/** `s3:*` and `admin:*` stand for every action of their service; no other pattern is expanded (not even `kms:*`). */
const SERVICE_WILDCARDS = [S3.All, ADMIN.All];

export interface PermissionCheckOptions {
  /** Require every scope instead of any one. */
  matchAll?: boolean;
  /** Also count grants on sub-prefixes of the resource (e.g. `photos/2024/*` when checking `photos`). */
  containsResource?: boolean;
}

/** Whether the session grants the scopes on the resource (on any one of them, when given several). */
export function hasPermission(
  permissions: Permissions | undefined,
  resource: string | readonly string[],
  scopes: readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  if (!permissions || scopes.length === 0) return false;
  const resources = typeof resource === 'string' ? [resource] : resource;
  return resources.some((one) => {
    const granted = grantedActions(permissions, one, options.containsResource ?? false);
    const isSatisfied = (scope: string) => isGranted(scope, granted);
    return options.matchAll ? scopes.every(isSatisfied) : scopes.some(isSatisfied);
  });
}

/** Whether the session holds any one of the actions on every bucket (reference §7.8: controls are gated any-of). */
export const grantsAnyOf =
  (session: SessionResponse) =>
  (...scopes: string[]): boolean =>
    hasPermission(session.permissions, GLOBAL_RESOURCE, scopes);

function grantedActions(permissions: Permissions, resource: string, containsResource: boolean): Set<string> {
  if (resource === '') return new Set();
  const keys = Object.keys(permissions).filter(
    (key) => resource === ANY_RESOURCE || keyAppliesTo(key, resource, containsResource),
  );
  return new Set(keys.flatMap((key) => permissions[key] ?? []));
}

function keyAppliesTo(key: string, resource: string, containsResource: boolean): boolean {
  if (key === resource || key === GLOBAL_RESOURCE) return true;
  // Servers following the upstream contract list global admin grants under `console-ui` only.
  if (resource === GLOBAL_RESOURCE) return key === CONSOLE_UI_RESOURCE;
  if (!isBucketPath(resource) || !key.startsWith(S3_ARN_PREFIX)) return false;

  const keyPath = key.slice(S3_ARN_PREFIX.length);
  const bucketPath = resource.replace(/\/+$/, '');
  return coversBucketPath(keyPath, bucketPath) || (containsResource && isWithin(keyPath, bucketPath));
}

/** A bucket name, optionally followed by a prefix; not `console-ui` and not an ARN. */
function isBucketPath(resource: string): boolean {
  return resource !== CONSOLE_UI_RESOURCE && !resource.startsWith('arn:');
}

/**
 * Whether an ARN path (`*` matching any run of characters) names the bucket path itself, its trailing-slash
 * form or all of its objects. The literal `<path>/*` stands for "all objects": `photos/*` and `photo*` match
 * it, `photos/2024/*` does not.
 */
function coversBucketPath(keyPath: string, bucketPath: string): boolean {
  const pattern = globToRegExp(keyPath);
  return [bucketPath, `${bucketPath}/`, `${bucketPath}/*`].some((candidate) => pattern.test(candidate));
}

function isWithin(keyPath: string, bucketPath: string): boolean {
  return keyPath === bucketPath || keyPath.startsWith(`${bucketPath}/`);
}

function globToRegExp(glob: string): RegExp {
  const literalParts = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literalParts.join('.*')}$`);
}

function isGranted(scope: string, granted: ReadonlySet<string>): boolean {
  if (granted.has(scope)) return true;
  return SERVICE_WILDCARDS.some(
    (wildcard) => granted.has(wildcard) && scope.startsWith(wildcard.slice(0, -1)),
  );
}

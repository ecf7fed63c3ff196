import { FEATURE, type SessionResponse } from '@/contract/session';
import type { FileRouteTypes } from '@/routeTree.gen';
import { ANY_RESOURCE, GLOBAL_RESOURCE, hasPermission } from './has-permission';
import { ADMIN, BUCKET_ADMIN, BUCKET_OWNER, BUCKET_VIEWER, KMS, S3 } from './scopes';

export type RouteParams = Readonly<Record<string, string>>;

/** A path of the router (`/buckets/$bucketName/admin`): a typo, or a route that is gone, is a type error. */
export type RoutePath = FileRouteTypes['to'];

interface RouteRule {
  /** Actions of which one suffices; a rule without scopes opens the route to every user of its mode. */
  scopes?: readonly string[];
  /** Where the scopes are checked; GLOBAL_RESOURCE when absent. */
  resource?: (params: RouteParams) => string | undefined;
  hiddenWithFeatures?: readonly string[];
  /** A session with any of these features opens the route whatever its scopes. */
  openWithFeatures?: readonly string[];
  distributedOnly?: boolean;
}

type RouteTable = Readonly<Partial<Record<RoutePath, RouteRule>>>;

const OPEN: RouteRule = {};
const needs = (...scopes: string[]): RouteRule => ({ scopes });
const onEveryResource = () => ANY_RESOURCE;
const onBucketInPath = (params: RouteParams) => params.bucketName;

const NOTIFICATION_ENDPOINTS = needs(ADMIN.ServerInfo, ADMIN.ConfigUpdate);
const ADD_TIER: RouteRule = { scopes: [ADMIN.SetTier], distributedOnly: true };
const HIDDEN_WITH_LDAP = [FEATURE.ldapIdp];

/** Spec §6 "Route requirements", keyed by router path. */
const NORMAL_ROUTES = {
  '/buckets': OPEN,
  '/add-bucket': { scopes: [S3.CreateBucket], resource: onEveryResource },
  '/buckets/$bucketName/admin': { scopes: BUCKET_ADMIN, resource: onBucketInPath },
  '/buckets/$bucketName/browse/$': { scopes: [...BUCKET_OWNER, ...BUCKET_VIEWER], resource: onBucketInPath },

  '/identity': OPEN,
  '/identity/users': { scopes: [ADMIN.ListUsers, ADMIN.CreateUser], hiddenWithFeatures: HIDDEN_WITH_LDAP },
  '/identity/users/$userName': needs(
    ADMIN.GetUser,
    ADMIN.AddUserToGroup,
    ADMIN.EnableUser,
    ADMIN.DisableUser,
    ADMIN.DeleteUser,
  ),
  '/identity/groups': {
    scopes: [ADMIN.ListGroups, ADMIN.AddUserToGroup],
    hiddenWithFeatures: HIDDEN_WITH_LDAP,
  },
  '/identity/groups/$groupName': needs(
    ADMIN.GetGroup,
    ADMIN.EnableGroup,
    ADMIN.DisableGroup,
    ADMIN.RemoveUserFromGroup,
    ADMIN.ListUserPolicies,
    ADMIN.AddUserToGroup,
    ADMIN.AttachUserOrGroupPolicy,
  ),
  '/identity/account': OPEN,
  '/identity/idp/openid': needs(ADMIN.ConfigUpdate),
  '/identity/idp/openid/$name': needs(ADMIN.ConfigUpdate),
  '/identity/idp/ldap': needs(ADMIN.ConfigUpdate),
  // MinIO's LDAP policy mappings query takes any one of these.
  '/identity/directory': {
    scopes: [ADMIN.ListUserPolicies, ADMIN.ListUsers, ADMIN.ListGroups],
    openWithFeatures: [FEATURE.ldapIdp],
  },

  '/access/policies': needs(ADMIN.ListUserPolicies, ADMIN.CreatePolicy),
  '/access/policies/$': needs(
    ADMIN.DeletePolicy,
    ADMIN.ListGroups,
    ADMIN.GetGroup,
    ADMIN.GetPolicy,
    ADMIN.CreatePolicy,
  ),

  '/tools/metrics': needs(ADMIN.ServerInfo),
  '/tools/logs': needs(ADMIN.ConsoleLog),
  '/tools/audit-logs': needs(ADMIN.OBDInfo),
  '/tools/trace': needs(ADMIN.ServerTrace),
  '/tools/watch': needs(S3.ListenNotification, S3.ListenBucketNotification),
  '/tools/heal': needs(ADMIN.Heal),
  '/tools/inspect': needs(ADMIN.OBDInfo),

  '/health': needs(ADMIN.OBDInfo),
  '/support': needs(
    S3.ListenNotification,
    ADMIN.ConsoleLog,
    ADMIN.ServerTrace,
    ADMIN.Heal,
    ADMIN.OBDInfo,
    ADMIN.ServerInfo,
  ),
  '/support/register': needs(ADMIN.ServerInfo, ADMIN.ConfigUpdate),
  '/support/diagnostics': needs(ADMIN.OBDInfo, ADMIN.ServerInfo),
  '/support/speedtest': needs(ADMIN.OBDInfo),
  '/support/call-home': needs(ADMIN.OBDInfo),
  '/support/profile': needs(ADMIN.OBDInfo),

  '/settings/configurations': needs(ADMIN.ConfigUpdate),
  '/settings/configurations/$option': needs(ADMIN.ConfigUpdate),
  '/settings/notification-endpoints': NOTIFICATION_ENDPOINTS,
  '/settings/notification-endpoints/add': NOTIFICATION_ENDPOINTS,
  '/settings/notification-endpoints/add/$service': NOTIFICATION_ENDPOINTS,
  '/settings/tiers': needs(ADMIN.ListTier, ADMIN.SetTier),
  '/settings/tiers/add': ADD_TIER,
  '/settings/tiers/add/$service': ADD_TIER,
  // Site replication and KMS
  '/settings/site-replication': needs(
    ADMIN.SiteReplicationInfo,
    ADMIN.SiteReplicationAdd,
    ADMIN.SiteReplicationRemove,
    ADMIN.SiteReplicationOperation,
  ),
  '/settings/site-replication/add': needs(ADMIN.SiteReplicationAdd),
  '/settings/site-replication/status': needs(ADMIN.SiteReplicationInfo),
  '/settings/kms': needs(
    KMS.All,
    KMS.Status,
    KMS.Metrics,
    KMS.API,
    KMS.Version,
    KMS.ListKeys,
    KMS.CreateKey,
    KMS.KeyStatus,
  ),

  '/icons': OPEN,
} satisfies RouteTable;

/** Which operator roles exist is not specified: every operator page is open in operator mode. */
const OPERATOR_ROUTES = {
  '/tenants': OPEN,
  '/tenants/add': OPEN,
  '/storage': OPEN,
  '/storage/volumes': OPEN,
  '/storage/drives': OPEN,
  '/namespaces/$tenantNamespace/tenants/$tenantName': OPEN,
} satisfies RouteTable;

/** The licence page is force-shown (its ServerInfo/ConfigUpdate requirement only matters inside the page). */
const ROUTES_OF_BOTH_MODES = {
  '/license': OPEN,
  '/documentation': OPEN,
} satisfies RouteTable;

const NORMAL_MODE_ROUTES: RouteTable = { ...NORMAL_ROUTES, ...ROUTES_OF_BOTH_MODES };
const OPERATOR_MODE_ROUTES: RouteTable = { ...OPERATOR_ROUTES, ...ROUTES_OF_BOTH_MODES };

/**
 * Whether the session may open the route, given as a router path (`/buckets/$bucketName/admin`) with its
 * params. A route the table does not name (a tab, a tenant sub-page) follows its nearest named ancestor.
 */
export function canOpenRoute(
  session: SessionResponse,
  routePath: RoutePath,
  params: RouteParams = {},
): boolean {
  const rule = findRule(session.operator ? OPERATOR_MODE_ROUTES : NORMAL_MODE_ROUTES, routePath);
  if (!rule) return false;
  if (rule.distributedOnly && !session.distributedMode) return false;
  if (isHiddenByFeature(session, rule.hiddenWithFeatures)) return false;
  if (!rule.scopes || hasAnyFeature(session, rule.openWithFeatures)) return true;
  const resource = rule.resource ? rule.resource(params) : GLOBAL_RESOURCE;
  return resource !== undefined && hasPermission(session.permissions, resource, rule.scopes);
}

function hasAnyFeature(session: SessionResponse, features: readonly string[] = []): boolean {
  return features.some((feature) => session.features?.includes(feature));
}

/** Whether the session has a feature that hides a route or menu item. */
export const isHiddenByFeature = hasAnyFeature;

function findRule(table: RouteTable, routePath: RoutePath): RouteRule | undefined {
  const rules: Readonly<Record<string, RouteRule | undefined>> = table;
  for (let path: string = routePath; path !== ''; path = parentPath(path)) {
    const rule = rules[path];
    if (rule) return rule;
  }
  return undefined;
}

function parentPath(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

import { attachLdapPolicy, detachLdapPolicy, getLdapEntities, LDAP_MESSAGES } from '../../src/contract/ldap';
import { IamRefusal } from '../iam-model';
import { iamMock, requireAdmin, requireAnyAdmin } from './iam-mock';

/** MinIO's words to attaching or detaching without a directory (HTTP 501 XMinioLDAPNotEnabled). */
export const MINIO_LDAP_NOT_ENABLED = 'LDAP is not enabled. LDAP must be enabled to make LDAP requests.';
/** MinIO's words to the mappings query without a directory (HTTP 403 XMinioIAMActionNotAllowed). */
export const MINIO_LDAP_QUERY_REFUSED = 'Specified IAM action is not allowed';

/** The mappings query takes any one of these. */
const POLICY_ENTITIES_ACTIONS = ['admin:ListUserPolicies', 'admin:ListUsers', 'admin:ListGroups'];

const notEnabled = (detail: string) => new IamRefusal(400, LDAP_MESSAGES.notEnabled, detail);

/**
 * The demo MinIO has no LDAP directory (as the shared test MinIO): once the session may make the call, each
 * operation is refused as the console server refuses it over such a MinIO.
 */
export const ldapHandlers = [
  iamMock(getLdapEntities, ({ session }) => {
    requireAnyAdmin(session.user, POLICY_ENTITIES_ACTIONS);
    throw notEnabled(MINIO_LDAP_QUERY_REFUSED);
  }),
  ...[attachLdapPolicy, detachLdapPolicy].map((endpoint) =>
    iamMock(endpoint, ({ session }) => {
      requireAdmin(session.user, 'admin:UpdatePolicyAssociation');
      throw notEnabled(MINIO_LDAP_NOT_ENABLED);
    }),
  ),
];

/**
 * The vocabulary of MinIO's IAM policies: the actions and condition keys it knows (github.com/minio/pkg
 * `policy/`, v3), so documents can be checked before MinIO reads them.
 */

/** S3 actions; a pattern such as `s3:Get*` is valid when it matches at least one of them (or `s3:*`). */
export const S3_ACTIONS = [
  's3:*',
  's3:AbortMultipartUpload',
  's3:BypassGovernanceRetention',
  's3:CreateBucket',
  's3:DeleteBucket',
  's3:DeleteBucketCors',
  's3:DeleteBucketPolicy',
  's3:DeleteObject',
  's3:DeleteObjectTagging',
  's3:DeleteObjectVersion',
  's3:DeleteObjectVersionTagging',
  's3:ForceDeleteBucket',
  's3:GetBucketCors',
  's3:GetBucketLocation',
  's3:GetBucketNotification',
  's3:GetBucketObjectLockConfiguration',
  's3:GetBucketPolicy',
  's3:GetBucketPolicyStatus',
  's3:GetBucketTagging',
  's3:GetBucketVersioning',
  's3:GetEncryptionConfiguration',
  's3:GetLifecycleConfiguration',
  's3:GetObject',
  's3:GetObjectAttributes',
  's3:GetObjectLegalHold',
  's3:GetObjectRetention',
  's3:GetObjectTagging',
  's3:GetObjectVersion',
  's3:GetObjectVersionAttributes',
  's3:GetObjectVersionForReplication',
  's3:GetObjectVersionTagging',
  's3:GetReplicationConfiguration',
  's3:HeadBucket',
  's3:ListAllMyBuckets',
  's3:ListBucket',
  's3:ListBucketMultipartUploads',
  's3:ListBucketVersions',
  's3:ListMultipartUploadParts',
  's3:ListenBucketNotification',
  's3:ListenNotification',
  's3:PutBucketCors',
  's3:PutBucketNotification',
  's3:PutBucketObjectLockConfiguration',
  's3:PutBucketPolicy',
  's3:PutBucketTagging',
  's3:PutBucketVersioning',
  's3:PutEncryptionConfiguration',
  's3:PutLifecycleConfiguration',
  's3:PutObject',
  's3:PutObjectFanOut',
  's3:PutObjectLegalHold',
  's3:PutObjectRetention',
  's3:PutObjectTagging',
  's3:PutObjectVersionTagging',
  's3:PutReplicationConfiguration',
  's3:ReplicateDelete',
  's3:ReplicateObject',
  's3:ReplicateTags',
  's3:ResetBucketReplicationState',
  's3:RestoreObject',
] as const;

/** The S3 actions that act on objects, so need a resource naming objects (`arn:aws:s3:::bucket/*`). */
export const S3_OBJECT_ACTIONS: ReadonlySet<string> = new Set([
  's3:AbortMultipartUpload',
  's3:BypassGovernanceRetention',
  's3:DeleteObject',
  's3:DeleteObjectTagging',
  's3:DeleteObjectVersion',
  's3:DeleteObjectVersionTagging',
  's3:GetObject',
  's3:GetObjectAttributes',
  's3:GetObjectLegalHold',
  's3:GetObjectRetention',
  's3:GetObjectTagging',
  's3:GetObjectVersion',
  's3:GetObjectVersionAttributes',
  's3:GetObjectVersionForReplication',
  's3:GetObjectVersionTagging',
  's3:ListMultipartUploadParts',
  's3:PutObject',
  's3:PutObjectFanOut',
  's3:PutObjectLegalHold',
  's3:PutObjectRetention',
  's3:PutObjectTagging',
  's3:PutObjectVersionTagging',
  's3:ReplicateDelete',
  's3:ReplicateObject',
  's3:ReplicateTags',
  's3:ResetBucketReplicationState',
  's3:RestoreObject',
]);

/** Admin actions: MinIO takes them only as written here (no wildcard but `admin:*`). */
export const ADMIN_ACTIONS = [
  'admin:*',
  'admin:AddUserToGroup',
  'admin:AttachUserOrGroupPolicy',
  'admin:BandwidthMonitor',
  'admin:CancelBatchJob',
  'admin:ConfigUpdate',
  'admin:ConsoleLog',
  'admin:CreatePolicy',
  'admin:CreateServiceAccount',
  'admin:CreateUser',
  'admin:DataUsageInfo',
  'admin:Decommission',
  'admin:DeletePolicy',
  'admin:DeleteUser',
  'admin:DescribeBatchJob',
  'admin:DisableGroup',
  'admin:DisableUser',
  'admin:EnableGroup',
  'admin:EnableUser',
  'admin:ExportBucketMetadata',
  'admin:ExportIAM',
  'admin:GetBucketQuota',
  'admin:GetBucketTarget',
  'admin:GetGroup',
  'admin:GetPolicy',
  'admin:GetUser',
  'admin:Heal',
  'admin:ImportBucketMetadata',
  'admin:ImportIAM',
  'admin:KMSCreateKey',
  'admin:KMSKeyStatus',
  'admin:ListBatchJobs',
  'admin:ListGroups',
  'admin:ListServiceAccounts',
  'admin:ListTemporaryAccounts',
  'admin:ListTier',
  'admin:ListUserPolicies',
  'admin:ListUsers',
  'admin:OBDInfo',
  'admin:Profiling',
  'admin:Prometheus',
  'admin:Rebalance',
  'admin:RemoveServiceAccount',
  'admin:RemoveUserFromGroup',
  'admin:ReplicationDiff',
  'admin:ServerInfo',
  'admin:ServerTrace',
  'admin:ServerUpdate',
  'admin:ServiceFreeze',
  'admin:ServiceRestart',
  'admin:ServiceStop',
  'admin:SetBucketQuota',
  'admin:SetBucketTarget',
  'admin:SetTier',
  'admin:SiteReplicationAdd',
  'admin:SiteReplicationDisable',
  'admin:SiteReplicationInfo',
  'admin:SiteReplicationOperation',
  'admin:SiteReplicationRemove',
  'admin:SiteReplicationResync',
  'admin:StartBatchJob',
  'admin:StorageInfo',
  'admin:TopLocksInfo',
  'admin:UpdatePolicyAssociation',
  'admin:UpdateServiceAccount',
] as const;

/** KMS actions, taken only as written (no wildcard but `kms:*`). */
export const KMS_ACTIONS = [
  'kms:*',
  'kms:API',
  'kms:AssignPolicy',
  'kms:AuditLog',
  'kms:CreateKey',
  'kms:DeleteIdentity',
  'kms:DeleteKey',
  'kms:DeletePolicy',
  'kms:DescribeIdentity',
  'kms:DescribePolicy',
  'kms:DescribeSelfIdentity',
  'kms:ErrorLog',
  'kms:GetPolicy',
  'kms:ImportKey',
  'kms:KeyStatus',
  'kms:ListIdentities',
  'kms:ListKeys',
  'kms:ListPolicies',
  'kms:Metrics',
  'kms:SetPolicy',
  'kms:Status',
  'kms:Version',
] as const;

/** STS actions; a bare `*` is MinIO's "all STS actions", which also matches every other action. */
export const STS_ACTIONS = ['*', 'sts:AssumeRoleWithWebIdentity'] as const;

const JWT_CONDITION_KEYS = [
  'jwt:sub',
  'jwt:iss',
  'jwt:aud',
  'jwt:jti',
  'jwt:name',
  'jwt:upn',
  'jwt:groups',
  'jwt:given_name',
  'jwt:family_name',
  'jwt:middle_name',
  'jwt:nickname',
  'jwt:preferred_username',
  'jwt:profile',
  'jwt:picture',
  'jwt:website',
  'jwt:email',
  'jwt:gender',
  'jwt:birthdate',
  'jwt:phone_number',
  'jwt:address',
  'jwt:scope',
  'jwt:client_id',
];

const REQUESTER_CONDITION_KEYS = [
  'aws:Referer',
  'aws:SourceIp',
  'aws:UserAgent',
  'aws:SecureTransport',
  'aws:CurrentTime',
  'aws:EpochTime',
  'aws:principaltype',
  'aws:userid',
  'aws:username',
  'aws:groups',
  'ldap:user',
  'ldap:username',
  'ldap:groups',
];

/** Keys every S3 action takes; also the only ones MinIO substitutes in a resource's `${…}`. */
export const COMMON_CONDITION_KEYS: ReadonlySet<string> = new Set([
  's3:signatureversion',
  's3:authType',
  's3:signatureAge',
  's3:x-amz-content-sha256',
  's3:LocationConstraint',
  ...REQUESTER_CONDITION_KEYS,
  ...JWT_CONDITION_KEYS,
]);

const SSE_KEYS = [
  's3:x-amz-server-side-encryption',
  's3:x-amz-server-side-encryption-customer-algorithm',
  's3:x-amz-server-side-encryption-aws-kms-key-id',
];
const LOCK_KEYS = ['s3:object-lock-retain-until-date', 's3:object-lock-mode', 's3:object-lock-legal-hold'];
const REQUEST_TAG_KEYS = ['s3:RequestObjectTagKeys', 's3:RequestObjectTag'];
const LIST_KEYS = ['s3:prefix', 's3:delimiter', 's3:max-keys'];
const VERSION_AND_TAG_KEYS = ['s3:versionid', 's3:ExistingObjectTag'];

/** Keys S3 actions take on top of the common ones (an action missing here takes only those). */
const S3_ACTION_CONDITION_KEYS: Readonly<Record<string, readonly string[]>> = {
  's3:DeleteObject': ['s3:versionid'],
  's3:GetObject': [...SSE_KEYS, ...VERSION_AND_TAG_KEYS],
  's3:GetObjectAttributes': ['s3:ExistingObjectTag'],
  's3:GetObjectVersionAttributes': VERSION_AND_TAG_KEYS,
  's3:ListBucket': LIST_KEYS,
  's3:ListBucketVersions': LIST_KEYS,
  's3:PutObject': [
    's3:x-amz-copy-source',
    ...SSE_KEYS,
    's3:x-amz-metadata-directive',
    's3:x-amz-storage-class',
    's3:versionid',
    ...LOCK_KEYS,
    ...REQUEST_TAG_KEYS,
  ],
  's3:PutObjectRetention': [
    ...SSE_KEYS,
    's3:object-lock-remaining-retention-days',
    's3:object-lock-retain-until-date',
    's3:object-lock-mode',
    's3:versionid',
  ],
  's3:GetObjectRetention': [...SSE_KEYS, 's3:versionid'],
  's3:PutObjectLegalHold': [...SSE_KEYS, 's3:object-lock-legal-hold', 's3:versionid'],
  's3:BypassGovernanceRetention': [
    's3:versionid',
    's3:object-lock-remaining-retention-days',
    ...LOCK_KEYS,
    ...REQUEST_TAG_KEYS,
  ],
  's3:PutBucketTagging': REQUEST_TAG_KEYS,
  's3:PutObjectTagging': [...VERSION_AND_TAG_KEYS, ...REQUEST_TAG_KEYS],
  's3:GetObjectTagging': VERSION_AND_TAG_KEYS,
  's3:DeleteObjectTagging': VERSION_AND_TAG_KEYS,
  's3:PutObjectVersionTagging': [...VERSION_AND_TAG_KEYS, ...REQUEST_TAG_KEYS],
  's3:GetObjectVersion': VERSION_AND_TAG_KEYS,
  's3:GetObjectVersionTagging': VERSION_AND_TAG_KEYS,
  's3:DeleteObjectVersion': ['s3:versionid'],
  's3:DeleteObjectVersionTagging': VERSION_AND_TAG_KEYS,
  's3:ReplicateObject': VERSION_AND_TAG_KEYS,
  's3:ReplicateDelete': VERSION_AND_TAG_KEYS,
  's3:ReplicateTags': VERSION_AND_TAG_KEYS,
  's3:GetObjectVersionForReplication': VERSION_AND_TAG_KEYS,
};

/** Every condition key MinIO knows; a key may carry a `/variable` (`s3:ExistingObjectTag/team`). */
export const CONDITION_KEYS: ReadonlySet<string> = new Set([
  ...COMMON_CONDITION_KEYS,
  ...Object.values(S3_ACTION_CONDITION_KEYS).flat(),
  'sts:DurationSeconds',
  'svc:DurationSeconds',
]);

/** The keys a condition may use in a statement of admin actions. */
export const ADMIN_CONDITION_KEYS: ReadonlySet<string> = new Set([
  ...REQUESTER_CONDITION_KEYS,
  'svc:DurationSeconds',
  ...JWT_CONDITION_KEYS,
]);

/** The keys a condition may use in a statement of STS actions. */
export const STS_CONDITION_KEYS: ReadonlySet<string> = new Set(['sts:DurationSeconds']);

const STAR = 0x2a;
const QUESTION = 0x3f;
const encoder = new TextEncoder();

/**
 * MinIO's wildcard match: `*` matches any run of bytes, `?` exactly one byte (of the UTF-8 text, as Go compares
 * strings), everything else itself (case counts).
 */
export function matchesWildcard(pattern: string, text: string): boolean {
  if (pattern === '*') return true;
  const p = encoder.encode(pattern);
  const s = encoder.encode(text);
  let pi = 0;
  let si = 0;
  let star = -1;
  let resume = 0;
  while (si < s.length) {
    if (pi < p.length && p[pi] === STAR) {
      star = pi++;
      resume = si;
    } else if (pi < p.length && (p[pi] === QUESTION || p[pi] === s[si])) {
      pi++;
      si++;
    } else if (star >= 0) {
      pi = star + 1;
      si = ++resume;
    } else {
      return false;
    }
  }
  while (p[pi] === STAR) pi++;
  return pi === p.length;
}

/** The condition keys an S3 action or action pattern takes: the common ones and those of every action it names. */
export function conditionKeysOfS3Action(pattern: string): ReadonlySet<string> {
  // MinIO files every key under the literal action `s3:*`, so a pattern matching that text takes them all.
  if (matchesWildcard(pattern, 's3:*')) return CONDITION_KEYS;
  const keys = new Set(COMMON_CONDITION_KEYS);
  for (const [action, extra] of Object.entries(S3_ACTION_CONDITION_KEYS)) {
    if (matchesWildcard(pattern, action)) for (const key of extra) keys.add(key);
  }
  return keys;
}

/**
 * IAM action strings the console checks (reference §7.2). Keys spell the action after the service prefix;
 * the pattern spellings (`s3:Get*`, …) are kept because bucket keys of a session carry a policy's actions as
 * written, and a check only expands `s3:*` and `admin:*` (reference §7.1).
 */
export const S3 = {
  All: 's3:*',
  AnyGet: 's3:Get*',
  AnyPut: 's3:Put*',
  AnyList: 's3:List*',
  AnyBucket: 's3:*Bucket',

  CreateBucket: 's3:CreateBucket',
  DeleteBucket: 's3:DeleteBucket',
  ForceDeleteBucket: 's3:ForceDeleteBucket',
  HeadBucket: 's3:HeadBucket',
  GetBucketLocation: 's3:GetBucketLocation',
  ListAllMyBuckets: 's3:ListAllMyBuckets',
  ListBucket: 's3:ListBucket',
  ListBucketVersions: 's3:ListBucketVersions',

  GetObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  DeleteObject: 's3:DeleteObject',
  GetObjectVersion: 's3:GetObjectVersion',
  DeleteObjectVersion: 's3:DeleteObjectVersion',

  GetBucketPolicy: 's3:GetBucketPolicy',
  PutBucketPolicy: 's3:PutBucketPolicy',
  DeleteBucketPolicy: 's3:DeleteBucketPolicy',
  GetBucketPolicyStatus: 's3:GetBucketPolicyStatus',

  GetBucketVersioning: 's3:GetBucketVersioning',
  PutBucketVersioning: 's3:PutBucketVersioning',

  GetEncryptionConfiguration: 's3:GetEncryptionConfiguration',
  PutEncryptionConfiguration: 's3:PutEncryptionConfiguration',

  GetBucketTagging: 's3:GetBucketTagging',
  PutBucketTagging: 's3:PutBucketTagging',
  GetObjectTagging: 's3:GetObjectTagging',
  PutObjectTagging: 's3:PutObjectTagging',
  DeleteObjectTagging: 's3:DeleteObjectTagging',
  GetObjectVersionTagging: 's3:GetObjectVersionTagging',
  PutObjectVersionTagging: 's3:PutObjectVersionTagging',
  DeleteObjectVersionTagging: 's3:DeleteObjectVersionTagging',

  GetBucketObjectLockConfiguration: 's3:GetBucketObjectLockConfiguration',
  PutBucketObjectLockConfiguration: 's3:PutBucketObjectLockConfiguration',
  GetObjectLegalHold: 's3:GetObjectLegalHold',
  PutObjectLegalHold: 's3:PutObjectLegalHold',
  GetObjectRetention: 's3:GetObjectRetention',
  PutObjectRetention: 's3:PutObjectRetention',
  BypassGovernanceRetention: 's3:BypassGovernanceRetention',

  GetReplicationConfiguration: 's3:GetReplicationConfiguration',
  PutReplicationConfiguration: 's3:PutReplicationConfiguration',
  ReplicateObject: 's3:ReplicateObject',
  ReplicateDelete: 's3:ReplicateDelete',
  ReplicateTags: 's3:ReplicateTags',
  GetObjectVersionForReplication: 's3:GetObjectVersionForReplication',

  GetLifecycleConfiguration: 's3:GetLifecycleConfiguration',
  PutLifecycleConfiguration: 's3:PutLifecycleConfiguration',

  GetBucketNotification: 's3:GetBucketNotification',
  PutBucketNotification: 's3:PutBucketNotification',
  ListenBucketNotification: 's3:ListenBucketNotification',
  ListenNotification: 's3:ListenNotification',

  ListBucketMultipartUploads: 's3:ListBucketMultipartUploads',
  ListMultipartUploadParts: 's3:ListMultipartUploadParts',
  AbortMultipartUpload: 's3:AbortMultipartUpload',
} as const;

export const ADMIN = {
  All: 'admin:*',

  ListUsers: 'admin:ListUsers',
  CreateUser: 'admin:CreateUser',
  GetUser: 'admin:GetUser',
  DeleteUser: 'admin:DeleteUser',
  EnableUser: 'admin:EnableUser',
  DisableUser: 'admin:DisableUser',

  ListGroups: 'admin:ListGroups',
  GetGroup: 'admin:GetGroup',
  EnableGroup: 'admin:EnableGroup',
  DisableGroup: 'admin:DisableGroup',
  AddUserToGroup: 'admin:AddUserToGroup',
  RemoveUserFromGroup: 'admin:RemoveUserFromGroup',

  GetPolicy: 'admin:GetPolicy',
  CreatePolicy: 'admin:CreatePolicy',
  DeletePolicy: 'admin:DeletePolicy',
  ListUserPolicies: 'admin:ListUserPolicies',
  AttachUserOrGroupPolicy: 'admin:AttachUserOrGroupPolicy',

  CreateServiceAccount: 'admin:CreateServiceAccount',
  UpdateServiceAccount: 'admin:UpdateServiceAccount',
  RemoveServiceAccount: 'admin:RemoveServiceAccount',
  ListServiceAccounts: 'admin:ListServiceAccounts',

  ServerInfo: 'admin:ServerInfo',
  ConfigUpdate: 'admin:ConfigUpdate',
  ConsoleLog: 'admin:ConsoleLog',
  ServerTrace: 'admin:ServerTrace',
  OBDInfo: 'admin:OBDInfo',
  Heal: 'admin:Heal',
  InspectData: 'admin:InspectData',

  GetBucketQuota: 'admin:GetBucketQuota',
  SetBucketQuota: 'admin:SetBucketQuota',
  ListTier: 'admin:ListTier',
  SetTier: 'admin:SetTier',

  SiteReplicationInfo: 'admin:SiteReplicationInfo',
  SiteReplicationAdd: 'admin:SiteReplicationAdd',
  SiteReplicationRemove: 'admin:SiteReplicationRemove',
  SiteReplicationOperation: 'admin:SiteReplicationOperation',
} as const;

export const KMS = {
  All: 'kms:*',
  Status: 'kms:Status',
  Metrics: 'kms:Metrics',
  API: 'kms:API',
  Version: 'kms:Version',
  CreateKey: 'kms:CreateKey',
  DeleteKey: 'kms:DeleteKey',
  ListKeys: 'kms:ListKeys',
  ImportKey: 'kms:ImportKey',
  KeyStatus: 'kms:KeyStatus',
  DescribePolicy: 'kms:DescribePolicy',
  AssignPolicy: 'kms:AssignPolicy',
  DeletePolicy: 'kms:DeletePolicy',
  SetPolicy: 'kms:SetPolicy',
  GetPolicy: 'kms:GetPolicy',
  ListPolicies: 'kms:ListPolicies',
  DescribeIdentity: 'kms:DescribeIdentity',
  DescribeSelfIdentity: 'kms:DescribeSelfIdentity',
  DeleteIdentity: 'kms:DeleteIdentity',
  ListIdentities: 'kms:ListIdentities',
} as const;

/** Every concrete action above, without the wildcard and pattern spellings: what a wildcard grant expands to. */
export const ALL_ACTIONS: readonly string[] = [S3, ADMIN, KMS]
  .flatMap((service): string[] => Object.values(service))
  .filter((action) => !action.includes('*'));

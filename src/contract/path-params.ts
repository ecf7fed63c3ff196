import { bucketAddressProblem } from './bucket-rules';
import { identifierProblem } from './checks';
import { iamNameProblem, SERVICE_ACCOUNT_ACCESS_KEY_MAX_LENGTH } from './iam-names';

/**
 * Path parameters are checked by name on every route behind a session, before anything reaches MinIO: a bucket
 * name that no bucket can have, or an identifier past its bound, is a 400 in the error shape.
 */
export interface PathParamRefusal {
  message: string;
  detailedMessage: string;
}

export const INVALID_BUCKET_NAME = 'Invalid bucket name';

/** S3 caps a lifecycle or replication rule id at 255 characters. */
export const MAX_RULE_ID_LENGTH = 255;
/** Far beyond MinIO's own ARNs (`arn:minio:replication::<uuid>:<bucket>`, `arn:minio:sqs::<id>:<type>`). */
export const MAX_ARN_LENGTH = 1024;
/** S3 upload ids are opaque; MinIO's are about 100 characters. */
export const MAX_UPLOAD_ID_LENGTH = 1024;

type ParamRule = (value: string) => PathParamRefusal | null;

const refusal = (message: string, problem: string | null): PathParamRefusal | null =>
  problem === null ? null : { message, detailedMessage: problem };

const bucketParam: ParamRule = (name) => refusal(INVALID_BUCKET_NAME, bucketAddressProblem(name));

const identifierParam =
  (label: string, maxLength: number): ParamRule =>
  (value) =>
    refusal('Invalid request', identifierProblem(label, value, maxLength));

/** A user, group or policy name in a path: LDAP DNs are long, and may hold any printable character. */
export const MAX_IAM_NAME_LENGTH = 1024;

const iamNameParam: ParamRule = (value) =>
  refusal('Invalid request', iamNameProblem('name', value, MAX_IAM_NAME_LENGTH));

/** The routes' parameter names (the server's, and the camel-case spelling some mock routes use). */
const PARAM_RULES = new Map<string, ParamRule>(
  Object.entries({
    bucket_name: bucketParam,
    bucketName: bucketParam,
    name: iamNameParam,
    policy: iamNameParam,
    access_key: identifierParam('access key', SERVICE_ACCOUNT_ACCESS_KEY_MAX_LENGTH * 8),
    bucket: bucketParam,
    source_bucket_name: bucketParam,
    arn: identifierParam('ARN', MAX_ARN_LENGTH),
    rule_id: identifierParam('rule id', MAX_RULE_ID_LENGTH),
    lifecycle_id: identifierParam('rule id', MAX_RULE_ID_LENGTH),
    upload_id: identifierParam('upload id', MAX_UPLOAD_ID_LENGTH),
  }),
);

/** The first refusal among a route's path parameters, or null; parameters without a rule check themselves. */
export function pathParamsRefusal(params: Record<string, unknown>): PathParamRefusal | null {
  for (const [name, value] of Object.entries(params)) {
    const rule = PARAM_RULES.get(name);
    const refused = rule && typeof value === 'string' ? rule(value) : null;
    if (refused) return refused;
  }
  return null;
}

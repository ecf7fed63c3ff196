import type { Policy } from '@/contract/policies';
import type { User } from '@/contract/users';
import { groupListQuery, policyListQuery, userListQuery } from './iam';

const policyNames = (policies: readonly Policy[]) => policies.map((policy) => policy.name);
const accessKeys = (users: readonly User[]) => users.map((user) => user.accessKey);

/** The reads of every name a picker offers. */
export const NAME_SOURCES = {
  groups: () => groupListQuery(),
  policies: () => ({ ...policyListQuery(), select: policyNames }),
  users: () => ({ ...userListQuery(), select: accessKeys }),
};

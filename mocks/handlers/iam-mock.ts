import type { EndpointDefinition } from '../../src/contract/endpoint';
import { USER_MESSAGES } from '../../src/contract/users';
import { IamRefusal, NoSuchUser } from '../iam-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/**
 * The console's answer to a refusal of MinIO's: its own words for a user the request named that does not exist
 * (MinIO's become the detail), MinIO's for everything else.
 */
function consoleError(refusal: IamRefusal): Response {
  if (refusal instanceof NoSuchUser) return apiError(404, USER_MESSAGES.notFound, refusal.message);
  return apiError(refusal.status, refusal.message, refusal.detail);
}

/** An identity operation answered from the IAM model, as the console server answers it over MinIO. */
export function iamMock<E extends EndpointDefinition>(endpoint: E, resolver: Parameters<typeof mock<E>>[1]) {
  return mock(endpoint, async (input) => {
    try {
      return await resolver(input);
    } catch (error) {
      if (error instanceof IamRefusal) return consoleError(error);
      throw error;
    }
  });
}

/** MinIO's refusal of an admin action the session does not hold. */
export function requireAdmin(user: MockUser, action: string): void {
  requireAnyAdmin(user, [action]);
}

/** MinIO's refusal of a call that any one of `actions` allows, when the session holds none of them. */
export function requireAnyAdmin(user: MockUser, actions: readonly string[]): void {
  if (!actions.some((action) => isAllowed(user, action))) {
    throw new IamRefusal(403, MINIO_MESSAGES.accessDenied);
  }
}

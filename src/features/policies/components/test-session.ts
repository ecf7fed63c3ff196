import { FEATURE, sessionCheck } from '@/contract/session';
import { globallyGranted } from '@/lib/permissions/test-sessions';
import { mock } from '../../../../mocks/handlers/mock';
import { buildSessionResponse } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

/** The logged-in mock user's session reports only these global actions and features; the mocks answer as before. */
export function sessionGranting(actions: readonly string[], features: readonly string[] = []): void {
  server.use(
    mock(sessionCheck, ({ session }) => ({
      ...buildSessionResponse({ ...session.user, permissions: globallyGranted(...actions) }, session.session),
      features: [...features],
    })),
  );
}

export const LDAP = [FEATURE.ldapIdp];

import { FEATURE, sessionCheck } from '@/contract/session';
import { globallyGranted } from '@/lib/permissions/test-sessions';
import { mock } from '../../mocks/handlers/mock';
import { buildSessionResponse } from '../../mocks/model';
import { server } from '../../mocks/node';

export const LDAP = [FEATURE.ldapIdp];

/**
 * The logged-in mock user's session reports only these global actions (and features): what the screens offer
 * follows it, while the mocks still answer as for that user.
 */
export function sessionGranting(actions: readonly string[], features: readonly string[] = []): void {
  server.use(
    mock(sessionCheck, ({ session }) => ({
      ...buildSessionResponse({ ...session.user, permissions: globallyGranted(...actions) }, session.session),
      features: [...features],
    })),
  );
}

/** Every action, with the directory-service (LDAP) identity provider. */
export const ldapSession = () => sessionGranting(['admin:*', 's3:*'], LDAP);

import type { SessionResponse } from '@/contract/session';
import { usesDirectoryIdentities } from '@/lib/permissions/identity-pages';
import { PageHeader } from '@/shell/PageHeader';
import { usePageQuery } from '@/ui/page-query';
import { accessKeysQuery } from '../../api/access-keys';
import { AccessKeysPanel } from '../access-keys/AccessKeysPanel';
import { ChangePasswordButton } from './ChangePasswordDialog';

const SELF = { kind: 'self' } as const;

/**
 * /identity/account: the logged-in user's access keys, and their password. Users of a directory (LDAP) have
 * their password there, not in MinIO.
 */
export function AccountPage({ session }: { session: SessionResponse }) {
  const hasOwnPassword = !usesDirectoryIdentities(session);
  const keys = usePageQuery(accessKeysQuery(SELF));
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Service Accounts" actions={hasOwnPassword && <ChangePasswordButton />} />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <p className="max-w-3xl text-sm text-slate-600">
          Access keys (service accounts) let applications sign requests as you, each with its own secret. A
          key may do what you may, or less when a policy restricts it.
        </p>
        <AccessKeysPanel owner={SELF} list={keys} />
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { canOpenRoute } from '@/lib/permissions/routes';
import { subnetRegistrationQuery } from '@/lib/resources/subnet';
import { PageHeader } from '@/shell/PageHeader';
import { QueryContent } from '@/ui/QueryContent';
import { SettingCard } from '@/ui/SettingCard';

const AGPL_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';

function RegistrationState() {
  const registration = useQuery(subnetRegistrationQuery());
  return (
    <QueryContent query={registration}>
      {({ registered, licenseSet }) => (
        <p className="text-sm text-slate-800">
          {registered
            ? `Registered with SUBNET: MinIO keeps the deployment’s ${licenseSet ? 'licence and ' : ''}API key in its “subnet” configuration.`
            : 'Not registered with SUBNET: MinIO runs under the GNU AGPL v3 alone.'}{' '}
          <Link to="/support/register" className="text-brand-700 underline">
            {registered ? 'Registration' : 'Register'}
          </Link>
        </p>
      )}
    </QueryContent>
  );
}

/** The terms MinIO and this console are used under, and how the deployment stands with SUBNET. */
export function LicensePage({ session }: { session: SessionResponse }) {
  return (
    <>
      <PageHeader title="License" />
      <div className="flex max-w-3xl flex-col gap-4 p-6">
        <SettingCard title="MinIO: GNU Affero General Public License v3">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>
              You may run MinIO for any purpose, study its source, change it and share it, free of charge.
            </li>
            <li>
              If you share MinIO, changed or not, you share it under the same licence, with its source (or an
              offer of it).
            </li>
            <li>
              If you change MinIO and let people use it over a network, you must offer them the source of your
              changed version. Running an unchanged MinIO as a service does not oblige you to anything more.
            </li>
            <li>MinIO comes with no warranty: its authors are not liable for what it does.</li>
            <li>
              A commercial licence and support come with a SUBNET subscription, for those who cannot meet
              these terms or want support.
            </li>
          </ul>
          <a href={AGPL_URL} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
            The full text of the GNU AGPL v3 (opens in a new tab)
          </a>
        </SettingCard>
        <SettingCard title="This console">
          <p className="text-sm text-slate-700">
            This console is its own program, which talks to MinIO over its APIs; it holds none of MinIO’s
            code. Its package declares no licence (its package.json has no “license” field, and it ships no
            LICENSE file): until its authors choose one, using it gives no rights beyond what the law allows.
            The libraries it is built from keep their own licences.
          </p>
        </SettingCard>
        {canOpenRoute(session, '/support/register') && (
          <SettingCard title="Registration">
            <RegistrationState />
          </SettingCard>
        )}
      </div>
    </>
  );
}

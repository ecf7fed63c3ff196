import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { canOpenRoute, type RoutePath } from '@/lib/permissions/routes';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { LoadingSkeleton } from '@/ui/LoadingSkeleton';
import { SettingCard } from '@/ui/SettingCard';
import { releasesQuery } from '../api/support';

interface Tool {
  to: RoutePath;
  label: string;
  description: string;
}

/** The support tools, each shown only to a session that may open it (spec §6). */
export const SUPPORT_TOOLS: readonly Tool[] = [
  {
    to: '/support/register',
    label: 'Register',
    description: 'Register this deployment with SUBNET, online or offline.',
  },
  { to: '/health', label: 'Health', description: 'The state of every server and drive.' },
  {
    to: '/support/diagnostics',
    label: 'Diagnostics',
    description: 'A health report of the servers, for MinIO support.',
  },
  {
    to: '/support/speedtest',
    label: 'Performance',
    description: 'Measure how fast the servers read and write.',
  },
  { to: '/support/call-home', label: 'Call Home', description: 'Send diagnostics and logs to SUBNET.' },
  {
    to: '/support/profile',
    label: 'Profile',
    description: 'Record CPU, memory and other profiles of the servers.',
  },
  { to: '/tools/logs', label: 'Logs', description: 'Follow what the servers log.' },
  { to: '/tools/trace', label: 'Trace', description: 'Follow the calls the servers handle.' },
  { to: '/tools/watch', label: 'Watch', description: 'Follow the events of a bucket.' },
  { to: '/tools/heal', label: 'Drives', description: 'The drives, and healing a bucket.' },
];

const REPOSITORY = 'minio';

/** MinIO's newest releases; when the release service cannot be reached, one line says so. */
function Releases() {
  const releases = useQuery(releasesQuery(REPOSITORY));
  if (releases.isPending) return <LoadingSkeleton />;
  if (releases.isError) return <ApiErrorAlert error={releases.error} />;
  const results = releases.data.results.slice(0, 5);
  if (results.length === 0) return <p className="text-sm text-slate-600">No releases listed.</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {results.map(({ metadata }) => (
        <li key={metadata.tag_name}>
          {metadata.html_url ? (
            <a href={metadata.html_url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {metadata.tag_name}
            </a>
          ) : (
            metadata.tag_name
          )}
          {metadata.published_at && (
            <span className="text-slate-500"> · {metadata.published_at.slice(0, 10)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SupportHomePage({ session }: { session: SessionResponse }) {
  const tools = SUPPORT_TOOLS.filter((tool) => canOpenRoute(session, tool.to));
  return (
    <>
      <PageHeader title="Support" />
      <div className="flex max-w-3xl flex-col gap-4 p-6">
        <nav aria-label="Support tools">
          <ul className="grid gap-3 sm:grid-cols-2">
            {tools.map((tool) => (
              <li key={tool.to} className="rounded-lg border border-slate-200 bg-white p-4">
                <Link to={tool.to} className="font-medium text-brand-700 underline">
                  {tool.label}
                </Link>
                <p className="text-sm text-slate-600">{tool.description}</p>
              </li>
            ))}
          </ul>
        </nav>
        <SettingCard title="MinIO releases">
          <Releases />
        </SettingCard>
      </div>
    </>
  );
}

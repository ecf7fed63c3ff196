import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import {
  MAX_SITES,
  type PeerSite,
  peerSiteSchema,
  peerSitesProblem,
  type SiteReplicationInfo,
} from '@/contract/site-replication';
import { problemsByField } from '@/lib/form/fields';
import { type Problems, type SchemaForm, useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { siteReplicationInfoQuery, useAddSites } from '../api/site-replication';

interface SitesForm {
  sites: PeerSite[];
}

const emptySite = (endpoint = ''): PeerSite => ({ name: '', endpoint, accessKey: '', secretKey: '' });

/**
 * MinIO takes a new site with every site already joined, this one first (their keys must be given again); a
 * site on its own starts with itself and one more to fill in.
 */
function initialSites(info: SiteReplicationInfo, serverEndPoint: string | undefined): PeerSite[] {
  if (!info.enabled) return [emptySite(serverEndPoint), emptySite()];
  const joined = [...(info.sites ?? [])]
    .sort((a, b) => Number(b.name === info.name) - Number(a.name === info.name))
    .map((site) => ({ ...emptySite(site.endpoint), name: site.name }));
  return [...joined, emptySite()];
}

/** Each field's problem keyed `sites.<row>.<field>`, and the list's own under `sites`. */
function sitesProblems({ sites }: SitesForm): Problems {
  const problems: Record<string, string> = {};
  sites.forEach((site, row) => {
    const parsed = peerSiteSchema.safeParse(site);
    if (parsed.success) return;
    for (const [field, problem] of Object.entries(problemsByField(parsed.error.issues)))
      problems[`sites.${row}.${field}`] = problem;
  });
  const listProblem = peerSitesProblem(sites);
  if (listProblem) problems.sites = listProblem;
  return problems;
}

/** /settings/site-replication/add: every site to replicate with, this one first. */
export function AddSitesPage({ session }: { session: SessionResponse }) {
  const info = useQuery(siteReplicationInfoQuery());
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Add Replication Sites" />
      <div className="p-6">
        <QueryContent query={info} retry>
          {(answer) => <SitesForm initial={initialSites(answer, session.serverEndPoint)} />}
        </QueryContent>
      </div>
    </div>
  );
}

function SitesForm({ initial }: { initial: PeerSite[] }) {
  const add = useAddSites();
  const navigate = useNavigate();
  const form = useSchemaForm<SitesForm>(
    { sites: initial },
    {
      validate: sitesProblems,
      onSubmit: async ({ sites }) => {
        const answer = await add.mutateAsync(sites);
        const note = answer.initialSyncErrorMessage ? ` (${answer.initialSyncErrorMessage})` : '';
        useUiStore.getState().showMessage(`${answer.status ?? 'The sites replicate'}${note}`);
        await navigate({ to: '/settings/site-replication' });
      },
    },
  );
  const { sites } = form.values;
  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex max-w-4xl flex-col gap-4">
      <p className="text-sm text-slate-700">
        Give each site a name, its address and the keys of an administrator there (its root user, say). The
        first site is this one. Only one of the sites may hold buckets and identities already: they are copied
        to the others.
      </p>
      {sites.map((_, row) => (
        <SiteFields
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and only the last is removed
          key={row}
          form={form}
          row={row}
        />
      ))}
      {form.problems.sites && (
        <p role="alert" className="text-sm text-danger-700">
          {form.problems.sites}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={sites.length >= MAX_SITES}
          onClick={() => form.replace({ sites: [...sites, emptySite()] })}
        >
          Add another site
        </button>
        {sites.length > 2 && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => form.replace({ sites: sites.slice(0, -1) })}
          >
            Remove the last site
          </button>
        )}
      </div>
      {form.error ? <ApiErrorAlert error={form.error} /> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting ? 'Joining the sites…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

const FIELDS = [
  ['name', 'Site name', 'text'],
  ['endpoint', 'Endpoint', 'text'],
  ['accessKey', 'Access key', 'text'],
  ['secretKey', 'Secret key', 'password'],
] as const;

function SiteFields({ form, row }: { form: SchemaForm<SitesForm>; row: number }) {
  const site = form.values.sites[row] ?? emptySite();
  const change = (field: keyof PeerSite, value: string) => {
    form.replace((values) => ({
      sites: values.sites.map((current, index) => (index === row ? { ...current, [field]: value } : current)),
    }));
    form.touch(`sites.${row}.${field}`);
  };
  const title = row === 0 ? 'Site 1 (this site)' : `Site ${row + 1}`;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {FIELDS.map(([field, label, type]) => (
        <TextField
          key={field}
          label={`${label} of site ${row + 1}`}
          type={type}
          value={site[field]}
          onChange={(value) => change(field, value)}
          onBlur={() => form.touch(`sites.${row}.${field}`)}
          problem={form.problems[`sites.${row}.${field}`]}
        />
      ))}
    </fieldset>
  );
}

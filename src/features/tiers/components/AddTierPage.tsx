import { Link, useNavigate } from '@tanstack/react-router';
import { TIER_TYPE_LABELS, TIER_TYPES, type TierType } from '@/contract/tiers';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { EmptyState } from '@/ui/data-table';
import { TextField } from '@/ui/fields';
import { useAddTier } from '../api/tiers';
import { CredentialsFileField } from './CredentialsFileField';
import { addTierRequest, newTierForm, type TierForm, tierFormProblems } from './tier-form';

const TYPE_DESCRIPTIONS: Record<TierType, string> = {
  minio: 'A bucket on another MinIO deployment.',
  s3: 'An Amazon S3 bucket, or one of another S3-compatible service.',
  gcs: 'A Google Cloud Storage bucket, reached with a service account key.',
  azure: 'An Azure Blob Storage container, reached with the storage account key.',
};

const NOT_DISTRIBUTED =
  'Tiers need MinIO in distributed (erasure-coded) mode; this server is not, so no tier can be added to it.';

function BackToTiers() {
  return (
    <Link to="/settings/tiers" className="btn-secondary">
      Back to Tiers
    </Link>
  );
}

/** What an add page shows on a server that cannot have tiers. */
export function TiersNeedDistributedMode() {
  return (
    <>
      <PageHeader title="Add Tier" />
      <div className="p-6">
        <EmptyState title="Tiers are not available" heading>
          <p className="mb-3">{NOT_DISTRIBUTED}</p>
          <BackToTiers />
        </EmptyState>
      </div>
    </>
  );
}

/** /settings/tiers/add: the kinds of tier, each leading to its form. */
export function ChooseTierTypePage() {
  return (
    <>
      <PageHeader title="Add Tier" />
      <nav aria-label="Tier types" className="grid max-w-3xl gap-4 p-6 sm:grid-cols-2">
        {TIER_TYPES.map((type) => (
          <Link
            key={type}
            to="/settings/tiers/add/$service"
            params={{ service: type }}
            className="rounded-md border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:border-brand-600"
          >
            <span className="block font-medium text-slate-900">{TIER_TYPE_LABELS[type]}</span>
            <span className="block text-sm text-slate-600">{TYPE_DESCRIPTIONS[type]}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}

/** /settings/tiers/add/{service} for a service that is not a kind of tier. */
export function UnknownTierTypePage({ service }: { service: string }) {
  return (
    <>
      <PageHeader title="Add Tier" />
      <div className="p-6">
        <EmptyState title="No such kind of tier" heading>
          <p className="mb-3">
            {`"${service.slice(0, 64)}" is not a kind of tier: choose MinIO, Amazon S3, Google Cloud Storage or Azure.`}
          </p>
          <Link to="/settings/tiers/add" className="btn-secondary">
            Choose a kind of tier
          </Link>
        </EmptyState>
      </div>
    </>
  );
}

const HINTS = {
  name: 'How lifecycle rules name the tier: letters, digits, "-" and "_", kept in capitals.',
  prefix: 'Objects go under this folder of the bucket, which must be empty. Optional.',
  region: 'Optional, e.g. us-east-1.',
  storageclass: 'The storage class objects get there, e.g. STANDARD_IA. Optional.',
} as const;

const ENDPOINT_HINTS: Record<TierType, string> = {
  minio: 'The URL of the other MinIO, e.g. https://minio.example.net:9000.',
  s3: 'https://s3.amazonaws.com, or the URL of another S3-compatible service.',
  gcs: 'https://storage.googleapis.com unless you use another.',
  azure: 'https://<account name>.blob.core.windows.net',
};

/** /settings/tiers/add/{service}: the settings of one kind of tier; MinIO checks them before adding it. */
export function AddTierPage({ type }: { type: TierType }) {
  const navigate = useNavigate();
  const add = useAddTier();
  const form = useSchemaForm(() => newTierForm(type), {
    validate: (values) => tierFormProblems(type, values),
    onSubmit: (values) =>
      add.mutateAsync(addTierRequest(type, values)).then(() => navigate({ to: '/settings/tiers' })),
  });
  return (
    <>
      <PageHeader title={`Add ${TIER_TYPE_LABELS[type]} Tier`} />
      <form onSubmit={form.handleSubmit} noValidate className="flex max-w-2xl flex-col gap-4 p-6">
        <TextField label="Name" {...form.bind('name')} hint={HINTS.name} autoFocus />
        <TextField label="Endpoint" {...form.bind('endpoint')} hint={ENDPOINT_HINTS[type]} />
        <CredentialFields type={type} form={form} />
        <TextField label={type === 'azure' ? 'Container' : 'Bucket'} {...form.bind('bucket')} />
        <TextField label="Prefix" {...form.bind('prefix')} hint={HINTS.prefix} />
        <TextField label="Region" {...form.bind('region')} hint={HINTS.region} />
        {type === 's3' && (
          <TextField label="Storage class" {...form.bind('storageclass')} hint={HINTS.storageclass} />
        )}
        {form.error ? <ApiErrorAlert error={form.error} /> : null}
        <div className="flex justify-end gap-2">
          <Link to="/settings/tiers/add" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={form.submitting}>
            {form.submitting ? 'Adding…' : 'Add Tier'}
          </button>
        </div>
      </form>
    </>
  );
}

type Form = ReturnType<typeof useSchemaForm<TierForm>>;

function CredentialFields({ type, form }: { type: TierType; form: Form }) {
  if (type === 'gcs')
    return (
      <CredentialsFileField problem={form.problems.creds} onChange={(creds) => form.set('creds', creds)} />
    );
  if (type === 'azure')
    return (
      <>
        <TextField label="Account name" {...form.bind('accountname')} />
        <TextField label="Account key" type="password" {...form.bind('accountkey')} />
      </>
    );
  return (
    <>
      <TextField label="Access key" {...form.bind('accesskey')} />
      <TextField label="Secret key" type="password" {...form.bind('secretkey')} />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CreateTenantResponse } from '@/contract/operator/tenants';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CopyableText } from '@/ui/CopyButton';
import { ResultDialog } from '@/ui/dialogs';
import { EnabledIcon, FailedIcon } from '@/ui/icons';
import { cachedNodeOffer, useNodeOffer } from '../api/node-offer';
import { parityQuery, useCreateTenant } from '../api/tenants';
import { defaultErasureCode } from '../wizard/erasure-code';
import { newTenantForm, type TenantForm } from '../wizard/tenant-form';
import {
  chosenErasureCode,
  createTenantRequest,
  poolDistribution,
  poolShape,
  tenantFormProblems,
} from '../wizard/tenant-request';
import {
  canCreate,
  isPageValid,
  PAGE_TITLES,
  type ValidityKey,
  validPages,
  WIZARD_PAGES,
  type WizardPage,
} from '../wizard/wizard-pages';
import {
  AffinityPage,
  ConfigurePage,
  EncryptionPage,
  IdentityProviderPage,
  SecurityPage,
  SetupPage,
  type WizardPageProps,
} from './WizardPages';

const PAGES: Record<WizardPage, (props: WizardPageProps) => ReactNode> = {
  tenantSize: SetupPage,
  configure: ConfigurePage,
  affinity: AffinityPage,
  identityProvider: IdentityProviderPage,
  security: SecurityPage,
  encryption: EncryptionPage,
};

/** /tenants/add: the create-tenant wizard; starting over gives a fresh one. */
export function AddTenantPage() {
  const [restarts, setRestarts] = useState(0);
  return (
    <TenantWizard
      key={restarts}
      afterReset={restarts > 0}
      onStartOver={() => setRestarts((count) => count + 1)}
    />
  );
}

/** The parity to send: the one chosen among those MinIO offered for the pool's shape (read already), else the default. */
function useErasureCodeOf() {
  const queryClient = useQueryClient();
  return (values: TenantForm) => {
    const distribution = poolDistribution(values);
    const offered =
      queryClient.getQueryData(parityQuery(distribution.nodes, distribution.disks).queryKey) ?? [];
    return chosenErasureCode(values.ecParity, offered, defaultErasureCode(offered, poolShape(distribution)));
  };
}

function TenantWizard({ afterReset, onStartOver }: { afterReset: boolean; onStartOver: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateTenant();
  const erasureCodeOf = useErasureCodeOf();
  const [pageIndex, setPageIndex] = useState(0);
  const [created, setCreated] = useState<CreateTenantResponse>();
  const form = useSchemaForm(() => newTenantForm({ afterReset }), {
    validate: (values) => tenantFormProblems(values, cachedNodeOffer(queryClient, values.nodes)),
    onSubmit: (values) =>
      create.mutateAsync(createTenantRequest(values, erasureCodeOf(values))).then(setCreated),
  });
  const nodes = useNodeOffer(form.values.nodes);
  const valid = validPages(tenantFormProblems(form.values, nodes.offer));
  const page = WIZARD_PAGES[pageIndex] ?? 'tenantSize';
  const last = pageIndex === WIZARD_PAGES.length - 1;
  const Page = PAGES[page];

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (last) form.handleSubmit();
    else setPageIndex(pageIndex + 1);
  };

  return (
    <>
      <PageHeader title="Create Tenant" />
      <div className="flex flex-col gap-6 p-6 md:flex-row">
        <WizardSteps current={page} valid={valid} onChoose={(index) => setPageIndex(index)} />
        <form
          onSubmit={next}
          noValidate
          aria-labelledby="wizard-page-title"
          className="flex max-w-3xl flex-1 flex-col gap-4"
        >
          <h2 id="wizard-page-title" className="text-lg font-semibold text-slate-900">
            {PAGE_TITLES[page]}
          </h2>
          <Page form={form} nodes={nodes} />
          {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary mr-auto" onClick={onStartOver}>
              Start over
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={pageIndex === 0}
              onClick={() => setPageIndex(pageIndex - 1)}
            >
              Back
            </button>
            {!last && (
              <button type="submit" className="btn-secondary">
                Next
              </button>
            )}
            <button
              type="button"
              className="btn-primary"
              disabled={!canCreate(valid) || form.submitting}
              onClick={() => form.handleSubmit()}
            >
              {form.submitting ? 'Creating…' : 'Create'}
            </button>
          </div>
        </form>
      </div>
      {created && <CreatedDialog created={created} onClose={() => navigate({ to: '/tenants' })} />}
    </>
  );
}

/** The pages in order, each marked valid or needing attention; any can be opened. */
function WizardSteps({
  current,
  valid,
  onChoose,
}: {
  current: WizardPage;
  valid: readonly ValidityKey[];
  onChoose: (index: number) => void;
}) {
  return (
    <nav aria-label="Wizard pages" className="md:w-56">
      <ol className="flex flex-col gap-1">
        {WIZARD_PAGES.map((page, index) => {
          const ok = isPageValid(page, valid);
          const StateIcon = ok ? EnabledIcon : FailedIcon;
          return (
            <li key={page}>
              <button
                type="button"
                aria-current={page === current ? 'step' : undefined}
                onClick={() => onChoose(index)}
                className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 aria-[current=step]:bg-brand-50 aria-[current=step]:font-semibold aria-[current=step]:text-brand-700"
              >
                <StateIcon aria-hidden className={`size-4 ${ok ? 'text-brand-600' : 'text-danger-600'}`} />
                {PAGE_TITLES[page]}
                <span className="sr-only">{ok ? ', complete' : ', needs attention'}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The tenant's console credentials, shown once. */
function CreatedDialog({ created, onClose }: { created: CreateTenantResponse; onClose: () => void }) {
  return (
    <ResultDialog title="Tenant created" onClose={onClose}>
      <p className="mb-3 text-sm text-slate-700">Keep these credentials: they are not shown again.</p>
      <dl className="flex flex-col gap-2 text-sm">
        {created.console.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never changes
          <div key={index} className="flex flex-col gap-1">
            {entry.url && (
              <>
                <dt className="text-slate-500">Console</dt>
                <dd>
                  <CopyableText value={entry.url} what="console address" />
                </dd>
              </>
            )}
            <dt className="text-slate-500">Access key</dt>
            <dd>
              <CopyableText value={entry.access_key ?? ''} what="access key" />
            </dd>
            <dt className="text-slate-500">Secret key</dt>
            <dd>
              <CopyableText value={entry.secret_key ?? ''} what="secret key" />
            </dd>
          </div>
        ))}
      </dl>
    </ResultDialog>
  );
}

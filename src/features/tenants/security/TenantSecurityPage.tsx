import type { CertificateInfo } from '@/contract/operator/security';
import type {
  EncryptionConfigurationResponse,
  IdpConfigurationResponse,
} from '@/contract/operator/security-settings';
import { kmsKindOf } from '@/contract/operator/security-settings';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import {
  tenantEncryptionQuery,
  tenantIdentityProviderQuery,
  tenantSecurityQuery,
  useDeleteEncryption,
  useUpdateTenantSecurity,
} from '../api/security';
import type { TenantRef } from '../api/tenants';
import { TenantFrame } from '../components/TenantFrame';
import { KMS_LABELS } from '../wizard/security-form';
import { AddCertificateButton, EditEncryptionButton, EditIdentityProviderButton } from './SecurityDialogs';

const SECTION = 'flex max-w-3xl flex-col gap-3 rounded-md border border-slate-200 bg-white p-4';

/** /namespaces/…/tenants/…/security: TLS and the tenant's certificates, its encryption and identity provider. */
export function TenantSecurityPage({ tenant }: { tenant: TenantRef }) {
  const security = usePageQuery(tenantSecurityQuery(tenant));
  const encryption = usePageQuery(tenantEncryptionQuery(tenant));
  const identity = usePageQuery(tenantIdentityProviderQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <section aria-labelledby="tls-title" className={SECTION}>
        <h2 id="tls-title" className="font-semibold text-slate-900">
          TLS
        </h2>
        <QueryContent query={security} retry>
          {(info) => (
            <>
              <dl>
                <Fact label="Automatic certificates">{info.autoCert ? 'On' : 'Off'}</Fact>
              </dl>
              <CertificateTable
                tenant={tenant}
                title="MinIO certificates"
                certificates={info.customCertificates.minio}
              />
              <CertificateTable
                tenant={tenant}
                title="Client certificates"
                certificates={info.customCertificates.client}
              />
              <CertificateTable
                tenant={tenant}
                title="CA certificates"
                certificates={info.customCertificates.minioCAs}
              />
              <div>
                <AddCertificateButton tenant={tenant} />
              </div>
            </>
          )}
        </QueryContent>
      </section>
      <section aria-labelledby="encryption-title" className={SECTION}>
        <h2 id="encryption-title" className="font-semibold text-slate-900">
          Encryption
        </h2>
        <QueryContent query={encryption} retry>
          {(info) => <EncryptionSummary tenant={tenant} info={info} />}
        </QueryContent>
      </section>
      <section aria-labelledby="idp-title" className={SECTION}>
        <h2 id="idp-title" className="font-semibold text-slate-900">
          Identity provider
        </h2>
        <QueryContent query={identity} retry>
          {(info) => (
            <>
              <IdentitySummary info={info} />
              <div>
                <EditIdentityProviderButton tenant={tenant} info={info} />
              </div>
            </>
          )}
        </QueryContent>
      </section>
    </TenantFrame>
  );
}

function CertificateTable({
  tenant,
  title,
  certificates,
}: {
  tenant: TenantRef;
  title: string;
  certificates: CertificateInfo[];
}) {
  const update = useUpdateTenantSecurity(tenant);
  if (certificates.length === 0) return <p className="text-sm text-slate-600">{`${title}: none.`}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium text-slate-700">{title}</caption>
      <thead>
        <tr>
          <th scope="col">Secret</th>
          <th scope="col">Domains</th>
          <th scope="col">Expires</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {certificates.map((certificate) => (
          <tr key={certificate.name}>
            <td>{certificate.name}</td>
            <td>{certificate.domains.join(', ') || '-'}</td>
            <td>{certificate.expiry ? new Date(certificate.expiry).toLocaleDateString() : '-'}</td>
            <td>
              <ConfirmButton
                label="Remove"
                aria-label={`Remove certificate ${certificate.name}`}
                className={SMALL_BUTTON}
                title={`Remove certificate ${certificate.name}`}
                confirmLabel="Remove"
                onConfirm={() =>
                  update.mutateAsync({ customCertificates: { secretsToBeDeleted: [certificate.name] } })
                }
              >
                {`The tenant stops using this certificate and its secret ${certificate.name} is deleted.`}
              </ConfirmButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EncryptionSummary({ tenant, info }: { tenant: TenantRef; info: EncryptionConfigurationResponse }) {
  const remove = useDeleteEncryption(tenant);
  const kind = kmsKindOf(info);
  if (!kind)
    return (
      <>
        <p className="text-sm text-slate-600">Objects are not encrypted by KES.</p>
        <div>
          <EditEncryptionButton tenant={tenant} info={info} />
        </div>
      </>
    );
  return (
    <>
      <dl className="flex flex-col gap-1">
        <Fact label="Key store">{KMS_LABELS[kind]}</Fact>
        <Fact label="KES image">{info.image ?? '-'}</Fact>
        <Fact label="KES replicas">{info.replicas ?? '-'}</Fact>
      </dl>
      <div className="flex gap-2">
        <EditEncryptionButton tenant={tenant} info={info} />
        <ConfirmButton
          label="Turn off encryption"
          className={SMALL_BUTTON}
          title="Turn off encryption"
          confirmLabel="Turn off"
          onConfirm={() => remove.mutateAsync()}
        >
          KES stops and its configuration is deleted: objects encrypted with its keys cannot be read until it
          runs again.
        </ConfirmButton>
      </div>
    </>
  );
}

function IdentitySummary({ info }: { info: IdpConfigurationResponse }) {
  if (info.oidc)
    return (
      <dl className="flex flex-col gap-1">
        <Fact label="Provider">OpenID</Fact>
        <Fact label="Configuration URL">{info.oidc.configuration_url}</Fact>
        <Fact label="Client ID">{info.oidc.client_id}</Fact>
        <Fact label="Claim name">{info.oidc.claim_name}</Fact>
      </dl>
    );
  if (info.active_directory)
    return (
      <dl className="flex flex-col gap-1">
        <Fact label="Provider">LDAP</Fact>
        <Fact label="Server">{info.active_directory.url}</Fact>
        <Fact label="Lookup bind DN">{info.active_directory.lookup_bind_dn}</Fact>
      </dl>
    );
  return <p className="text-sm text-slate-600">MinIO's built-in users only.</p>;
}

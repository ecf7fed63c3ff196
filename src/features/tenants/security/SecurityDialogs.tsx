import type {
  EncryptionConfiguration,
  EncryptionConfigurationResponse,
  IdpConfigurationResponse,
  TlsConfiguration,
} from '@/contract/operator/security-settings';
import { kmsKindOf, pemProblem } from '@/contract/operator/security-settings';
import { type Problems, useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { RadioGroup, TextAreaField } from '@/ui/fields';
import { useAddCertificates, useUpdateEncryption, useUpdateIdentityProvider } from '../api/security';
import type { TenantRef } from '../api/tenants';
import { PEM_HINT } from '../components/CertificateLists';
import { EncryptionFields, IdentityProviderFields } from '../components/SecurityFields';
import {
  encodedPem,
  encryptionRequest,
  identityRequest,
  KMS_FIELDS,
  LDAP_FIELDS,
  newSecurityFields,
  OIDC_FIELDS,
  type SecurityFields,
  type SettingField,
  securityProblems,
} from '../wizard/security-form';

/* The security page's changes: a certificate added, the encryption set, the identity provider set. */

type CertificateRole = 'minio' | 'ca';
interface CertificateValues {
  role: CertificateRole;
  crt: string;
  key: string;
}

const ROLE_OPTIONS: readonly { value: CertificateRole; label: string; description: string }[] = [
  { value: 'minio', label: 'MinIO certificate', description: 'A key pair MinIO answers TLS with.' },
  { value: 'ca', label: 'CA certificate', description: 'A CA MinIO trusts.' },
];

const certificateProblems = (values: CertificateValues): Problems => ({
  crt: pemProblem('certificate', encodedPem(values.crt)) ?? undefined,
  key: values.role === 'ca' ? undefined : (pemProblem('key', encodedPem(values.key)) ?? undefined),
});

const certificateBody = (values: CertificateValues): TlsConfiguration =>
  values.role === 'ca'
    ? { minioCAsCertificates: [encodedPem(values.crt)] }
    : { minioServerCertificates: [{ crt: encodedPem(values.crt), key: encodedPem(values.key) }] };

export function AddCertificateButton({ tenant }: { tenant: TenantRef }) {
  return (
    <DialogButton title="Add a certificate" label="Add certificate" className={SMALL_BUTTON}>
      {(close) => <AddCertificateForm tenant={tenant} close={close} />}
    </DialogButton>
  );
}

function AddCertificateForm({ tenant, close }: { tenant: TenantRef; close: () => void }) {
  const add = useAddCertificates(tenant);
  const form = useSchemaForm<CertificateValues>(
    { role: 'minio', crt: '', key: '' },
    {
      validate: certificateProblems,
      onSubmit: (values) => add.mutateAsync(certificateBody(values)).then(close),
    },
  );
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Add"
      showErrorDetail
    >
      <RadioGroup
        legend="Kind of certificate"
        name="role"
        value={form.values.role}
        options={ROLE_OPTIONS}
        onChange={(role) => form.set('role', role)}
      />
      <TextAreaField label="Certificate" rows={6} hint={PEM_HINT} {...form.bind('crt')} />
      {form.values.role === 'minio' && (
        <TextAreaField label="Private key" rows={6} hint={PEM_HINT} {...form.bind('key')} />
      )}
    </DialogForm>
  );
}

const valueAt = (root: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      root,
    );

/** The settings the answer shows, by field path; secrets are never answered, so they are typed again. */
function shownSettings(root: unknown, fields: readonly SettingField[]): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = field.secret ? undefined : valueAt(root, field.path);
      return value === undefined || value === '' ? [] : [[field.path, String(value)]];
    }),
  );
}

function encryptionFieldsOf(info: EncryptionConfigurationResponse): SecurityFields {
  const kind = kmsKindOf(info) ?? 'vault';
  return {
    ...newSecurityFields(),
    enableEncryption: true,
    kmsKind: kind,
    kms: shownSettings(info, KMS_FIELDS[kind]),
    kesImage: info.image ?? '',
    kesReplicas: info.replicas ?? '1',
  };
}

export function EditEncryptionButton({
  tenant,
  info,
}: {
  tenant: TenantRef;
  info: EncryptionConfigurationResponse;
}) {
  const label = kmsKindOf(info) ? 'Edit encryption' : 'Turn on encryption';
  return (
    <DialogButton title={label} label={label} className={SMALL_BUTTON}>
      {(close) => <EncryptionForm tenant={tenant} info={info} close={close} />}
    </DialogButton>
  );
}

function EncryptionForm(props: {
  tenant: TenantRef;
  info: EncryptionConfigurationResponse;
  close: () => void;
}) {
  const update = useUpdateEncryption(props.tenant);
  const form = useSchemaForm(() => encryptionFieldsOf(props.info), {
    validate: securityProblems,
    onSubmit: (values) =>
      update.mutateAsync(encryptionRequest(values) as EncryptionConfiguration).then(props.close),
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Save"
      showErrorDetail
    >
      <p className="text-sm text-slate-700">
        The key store's credentials are never shown: enter them again. KES restarts with the new settings.
      </p>
      <EncryptionFields form={form} />
    </DialogForm>
  );
}

function identityFieldsOf(info: IdpConfigurationResponse): SecurityFields {
  const ldap = info.active_directory;
  return {
    ...newSecurityFields(),
    idpSelection: info.oidc ? 'openid' : ldap ? 'ldap' : 'builtin',
    oidc: shownSettings(info.oidc, OIDC_FIELDS),
    ldap: shownSettings(ldap, LDAP_FIELDS),
    ldapSkipTlsVerify: ldap?.skip_tls_verification === true,
    ldapServerInsecure: ldap?.server_insecure === true,
    ldapStartTls: ldap?.server_start_tls === true,
  };
}

export function EditIdentityProviderButton({
  tenant,
  info,
}: {
  tenant: TenantRef;
  info: IdpConfigurationResponse;
}) {
  return (
    <DialogButton title="Edit the identity provider" label="Edit identity provider" className={SMALL_BUTTON}>
      {(close) => <IdentityProviderForm tenant={tenant} info={info} close={close} />}
    </DialogButton>
  );
}

function IdentityProviderForm(props: {
  tenant: TenantRef;
  info: IdpConfigurationResponse;
  close: () => void;
}) {
  const update = useUpdateIdentityProvider(props.tenant);
  const form = useSchemaForm(() => identityFieldsOf(props.info), {
    validate: securityProblems,
    onSubmit: (values) => update.mutateAsync(identityRequest(values)).then(props.close),
  });
  const external = Boolean(props.info.oidc || props.info.active_directory);
  const dropsProvider = external && form.values.idpSelection === 'builtin';
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel={dropsProvider ? 'Remove provider' : 'Save'}
      destructive={dropsProvider}
      showErrorDetail
    >
      <p className="text-sm text-slate-700">
        Secrets are never shown: enter them again. MinIO reads the new settings when it restarts.
      </p>
      <IdentityProviderFields form={form} />
      {dropsProvider && (
        <p role="alert" className="text-sm text-danger-800">
          Users of the external provider can no longer log in; only MinIO's built-in users can.
        </p>
      )}
    </DialogForm>
  );
}

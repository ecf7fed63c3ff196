import { KMS_KINDS } from '@/contract/operator/security-settings';
import type { FormFields } from '@/lib/form/use-schema-form';
import { CheckboxField, RadioGroup, SelectField, TextField } from '@/ui/fields';
import {
  type IdpKind,
  isKmsKind,
  KMS_FIELDS,
  KMS_LABELS,
  LDAP_FIELDS,
  LDAP_FLAGS,
  OIDC_FIELDS,
  type SecurityFields,
  type SettingField,
} from '../wizard/security-form';

/** A form over the security fields (the wizard's, or a security dialog's), with `replace` for maps of settings. */
export type SecurityForm<V extends SecurityFields> = FormFields<V> & {
  replace: (change: (values: V) => V) => void;
  touch: (path: string) => void;
};

const IDP_OPTIONS: readonly { value: IdpKind; label: string; description: string }[] = [
  { value: 'builtin', label: 'Built-in', description: "MinIO's own users only." },
  { value: 'openid', label: 'OpenID', description: 'Users log in with an OpenID Connect provider.' },
  {
    value: 'ldap',
    label: 'LDAP / Active Directory',
    description: 'Users log in with their directory account.',
  },
];

/** The identity provider: built-in users only, OpenID or LDAP, with the chosen one's settings. */
export function IdentityProviderFields<V extends SecurityFields>({ form }: { form: SecurityForm<V> }) {
  return (
    <>
      <RadioGroup
        legend="Identity provider"
        name="idpSelection"
        value={form.values.idpSelection}
        options={IDP_OPTIONS}
        onChange={(value) => form.set('idpSelection', value as V['idpSelection'])}
      />
      {form.values.idpSelection === 'openid' && (
        <SettingInputs form={form} group="oidc" fields={OIDC_FIELDS} />
      )}
      {form.values.idpSelection === 'ldap' && (
        <>
          <SettingInputs form={form} group="ldap" fields={LDAP_FIELDS} />
          {LDAP_FLAGS.map((flag) => (
            <CheckboxField
              key={flag.field}
              label={flag.label}
              checked={form.values[flag.field]}
              onChange={(on) => form.set(flag.field, on as V[typeof flag.field])}
            />
          ))}
        </>
      )}
    </>
  );
}

/** The key store KES keeps the keys in, its settings, and KES's image and replicas. */
export function EncryptionFields<V extends SecurityFields>({ form }: { form: SecurityForm<V> }) {
  const kind = form.values.kmsKind;
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Key store"
        value={kind}
        options={KMS_KINDS.map((value) => [value, KMS_LABELS[value]] as const)}
        onChange={(value) => isKmsKind(value) && form.set('kmsKind', value as V['kmsKind'])}
      />
      <SettingInputs form={form} group="kms" fields={KMS_FIELDS[kind]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="KES image (optional)"
          {...form.bind('kesImage')}
          value={form.values.kesImage}
          onChange={(value) => form.set('kesImage', value as V['kesImage'])}
          hint="Empty: the operator's own."
        />
        <TextField
          label="KES replicas"
          inputMode="numeric"
          {...form.bind('kesReplicas')}
          value={form.values.kesReplicas}
          onChange={(value) => form.set('kesReplicas', value as V['kesReplicas'])}
        />
      </div>
    </div>
  );
}

/** Text settings kept in one map of the form (`oidc`, `ldap`, `kms`), each with its own problem. */
function SettingInputs<V extends SecurityFields>({
  form,
  group,
  fields,
}: {
  form: SecurityForm<V>;
  group: 'oidc' | 'ldap' | 'kms';
  fields: readonly SettingField[];
}) {
  const values = form.values[group];
  const change = (path: string, value: string) => {
    form.replace((current) => ({ ...current, [group]: { ...current[group], [path]: value } }));
    form.touch(`${group}.${path}`);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <TextField
          key={field.path}
          label={field.required ? field.label : `${field.label} (optional)`}
          type={field.secret ? 'password' : 'text'}
          inputMode={field.number ? 'numeric' : undefined}
          value={values[field.path] ?? ''}
          onChange={(value) => change(field.path, value)}
          problem={form.problems[`${group}.${field.path}`]}
        />
      ))}
    </div>
  );
}

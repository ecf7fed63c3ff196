import {
  type TierCredentialsRequest,
  type TierType,
  tierCredentialsProblem,
  tierCredentialsRequestSchema,
} from '@/contract/tiers';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { useEditTierCredentials } from '../api/tiers';
import { CredentialsFileField } from './CredentialsFileField';

const EMPTY: Required<TierCredentialsRequest> = { access_key: '', secret_key: '', creds: '' };

/** The credentials' problems: the contract's bounds, then what the tier's type needs. */
function credentialProblems(type: TierType, values: TierCredentialsRequest) {
  const problems = schemaProblems(tierCredentialsRequestSchema, values);
  const missing = tierCredentialsProblem(type, values);
  if (!missing || Object.keys(problems).length > 0) return problems;
  const field =
    type === 'gcs' ? 'creds' : type === 'azure' || values.access_key ? 'secret_key' : 'access_key';
  return { [field]: missing };
}

/** Opens the dialog that replaces a tier's credentials; MinIO checks the new ones before it keeps them. */
export function TierCredentialsButton({ type, name }: { type: TierType; name: string }) {
  return (
    <DialogButton
      title={`Rotate credentials of ${name}`}
      label="Rotate credentials"
      aria-label={`Rotate credentials of tier ${name}`}
      className={SMALL_BUTTON}
    >
      {(close) => <TierCredentialsForm type={type} name={name} close={close} />}
    </DialogButton>
  );
}

function TierCredentialsForm({ type, name, close }: { type: TierType; name: string; close: () => void }) {
  const edit = useEditTierCredentials(type, name);
  const form = useSchemaForm(EMPTY, {
    validate: (values) => credentialProblems(type, values),
    onSubmit: (values) => edit.mutateAsync(values).then(close),
  });
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      <p className="text-sm text-slate-600">
        MinIO tries the new credentials on the tier first. It keeps them even when it refuses them, and the
        tier is then unreachable until working ones replace them.
      </p>
      {type === 'gcs' ? (
        <CredentialsFileField problem={form.problems.creds} onChange={(creds) => form.set('creds', creds)} />
      ) : (
        <>
          {type !== 'azure' && <TextField label="Access key" {...form.bind('access_key')} autoFocus />}
          <TextField
            label={type === 'azure' ? 'Account key' : 'Secret key'}
            type="password"
            {...form.bind('secret_key')}
          />
        </>
      )}
    </DialogForm>
  );
}

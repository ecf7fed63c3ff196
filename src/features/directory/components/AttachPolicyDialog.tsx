import { useQuery } from '@tanstack/react-query';
import { type LdapPolicyChange, ldapPolicyChangeSchema } from '@/contract/ldap';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { NAME_SOURCES } from '@/lib/resources/name-sources';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { RadioGroup, TextField } from '@/ui/fields';
import { CreateIcon } from '@/ui/icons';
import { QueriedNamePicker } from '@/ui/NamePicker';
import { POLICY_NOUN } from '@/ui/names';
import { useAttachLdapPolicy } from '../api/ldap-entities';

const NO_CHANGE: LdapPolicyChange = { policies: [], entityType: 'group', entityName: '' };

const ENTITY_TYPES = [
  { value: 'group', label: 'Group', description: 'Every member of the directory group gets the policies' },
  { value: 'user', label: 'User', description: 'One directory user' },
] as const;

export function AttachPolicyButton() {
  return (
    <DialogButton icon={CreateIcon} title="Attach policies" label="Attach policies" className="btn-primary">
      {(close) => <AttachPolicyForm onAttached={close} />}
    </DialogButton>
  );
}

/** Maps policies to a directory user or group, named by its DN; MinIO checks the DN against the directory. */
function AttachPolicyForm({ onAttached }: { onAttached: () => void }) {
  const attach = useAttachLdapPolicy();
  const policies = useQuery(NAME_SOURCES.policies());
  const form = useSchemaForm(NO_CHANGE, {
    validate: (values) => schemaProblems(ldapPolicyChangeSchema, values),
    onSubmit: async (values) => {
      await attach.mutateAsync({ ...values, entityName: values.entityName.trim() });
      useUiStore.getState().showMessage(`Policies attached to ${values.entityName.trim()}`);
      onAttached();
    },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Attach"
    >
      <RadioGroup
        legend="Attach to"
        name="entityType"
        value={form.values.entityType}
        options={ENTITY_TYPES}
        onChange={(value) => form.set('entityType', value)}
      />
      <TextField
        label="DN"
        hint="e.g. cn=editors,ou=groups,dc=example,dc=org"
        autoFocus
        {...form.bind('entityName')}
      />
      <QueriedNamePicker label="Policies" noun={POLICY_NOUN} query={policies} {...form.bind('policies')} />
    </DialogForm>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { addPolicyRequestSchema } from '@/contract/policies';
import { hasPolicyErrors } from '@/contract/policy-grammar';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { policyListQuery } from '@/lib/resources/iam';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { CreateIcon } from '@/ui/icons';
import { useSavePolicy } from '../api/policies';
import { PolicyDocumentField } from './PolicyDocumentForm';
import { NEW_POLICY_DOCUMENT } from './policy-rules';

/** "Create policy": a name and a document; its page opens once MinIO has it. */
export function CreatePolicyButton() {
  return (
    <DialogButton icon={CreateIcon} title="Create policy" label="Create policy" className="btn-primary">
      {(close) => <CreatePolicyForm onCreated={close} />}
    </DialogButton>
  );
}

const NEW_POLICY = { name: '', policy: NEW_POLICY_DOCUMENT };

/**
 * The contract's rules, the grammar's errors, and a name already in the list: saving under it would replace
 * that policy's document, which is its page's business.
 */
export function newPolicyProblems(values: typeof NEW_POLICY, existing: readonly string[]) {
  return {
    ...schemaProblems(addPolicyRequestSchema, values),
    ...(existing.includes(values.name) && { name: 'A policy with this name exists: open it to change it' }),
    ...(hasPolicyErrors(values.policy) && { policy: 'Correct the errors in the policy first' }),
  };
}

function CreatePolicyForm({ onCreated }: { onCreated: () => void }) {
  const save = useSavePolicy();
  const navigate = useNavigate();
  // The list as the page last read it (when the session may list): no read of its own.
  const listed = useQueryClient().getQueryData(policyListQuery().queryKey);
  const existing = listed?.map((policy) => policy.name) ?? [];
  const form = useSchemaForm(NEW_POLICY, {
    validate: (values) => newPolicyProblems(values, existing),
    onSubmit: (values) =>
      save.mutateAsync(values).then(() => {
        useUiStore.getState().showMessage(`Policy ${values.name} created`);
        onCreated();
        return navigate({ to: '/access/policies/$', params: { _splat: values.name } });
      }),
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Create"
    >
      <TextField label="Name" autoFocus {...form.bind('name')} />
      <PolicyDocumentField {...form.bind('policy')} />
    </DialogForm>
  );
}

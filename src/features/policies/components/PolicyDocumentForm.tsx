import { readableDocument } from '@/contract/json-document';
import { policyDocumentProblem } from '@/contract/policies';
import { hasPolicyErrors } from '@/contract/policy-grammar';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { PolicyEditor } from '@/ui/PolicyEditor';
import { useSavePolicy } from '../api/policies';

/** Why the document cannot be saved: the contract's rule, then the grammar's errors (shown in the editor). */
export function documentProblem(text: string): string | undefined {
  const problem = policyDocumentProblem(text);
  if (problem) return problem;
  return hasPolicyErrors(text) ? 'Correct the errors in the policy first' : undefined;
}

/** The document's editor, and why it cannot be saved as it is. */
export function PolicyDocumentField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (text: string) => void;
  problem: string | undefined;
}) {
  return (
    <>
      <PolicyEditor label="Policy document" value={value} onChange={onChange} />
      {problem && (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
    </>
  );
}

/** The policy's document in the editor; Save replaces it in MinIO, for those who may. */
export function PolicyDocumentForm({
  name,
  document,
  maySave,
}: {
  name: string;
  document: string;
  maySave: boolean;
}) {
  const save = useSavePolicy();
  const form = useSchemaForm(
    { policy: readableDocument(document) },
    {
      validate: ({ policy }) => ({ policy: documentProblem(policy) }),
      onSubmit: ({ policy }) =>
        save
          .mutateAsync({ name, policy })
          .then(() => useUiStore.getState().showMessage(`Policy ${name} saved`)),
    },
  );
  if (!maySave)
    return <PolicyEditor label="Policy document" value={form.values.policy} onChange={() => {}} readOnly />;
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-3">
      <PolicyDocumentField {...form.bind('policy')} />
      {form.error ? <ApiErrorAlert error={form.error} /> : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={form.submitting || !form.changed}>
          {form.submitting ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={form.submitting || !form.changed}
          onClick={form.reset}
        >
          Undo changes
        </button>
      </div>
    </form>
  );
}

import { secretKeyProblem } from '@/contract/iam-names';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { useSetUserPassword } from '../../api/users';
import { SecretKeyField } from './AddUserDialog';

/** Sets the user's secret key; the user logs in with the new one from then on. */
export function SetPasswordButton({ userName }: { userName: string }) {
  return (
    <DialogButton title={`Set the secret key of ${userName}`} label="Set password">
      {(close) => <SetPasswordForm userName={userName} onSaved={close} />}
    </DialogButton>
  );
}

function SetPasswordForm({ userName, onSaved }: { userName: string; onSaved: () => void }) {
  const save = useSetUserPassword(userName);
  const form = useSchemaForm(
    { secretKey: '' },
    {
      validate: ({ secretKey }) => ({ secretKey: secretKeyProblem(secretKey) ?? undefined }),
      onSubmit: async ({ secretKey }) => {
        await save.mutateAsync(secretKey);
        useUiStore.getState().showMessage(`The secret key of ${userName} is changed`);
        onSaved();
      },
    },
  );
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      <p className="text-sm text-slate-700">{`From now on, ${userName} logs in with the new secret key.`}</p>
      <SecretKeyField label="New secret key" {...form.bind('secretKey')} />
    </DialogForm>
  );
}

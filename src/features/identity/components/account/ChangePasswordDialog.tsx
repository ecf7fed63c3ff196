import { changePasswordRequestSchema } from '@/contract/account';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { useChangePassword } from '../../api/account';

const EMPTY = { current: '', next: '', confirm: '' };

/** The rules of the contract on the current and new secret keys, and the confirmation matching the new one. */
export function passwordProblems(values: typeof EMPTY) {
  const request = { current_secret_key: values.current, new_secret_key: values.next };
  const { current_secret_key: current, new_secret_key: next } = schemaProblems(
    changePasswordRequestSchema,
    request,
  );
  const confirm =
    values.confirm !== values.next ? 'The confirmation differs from the new secret key' : undefined;
  return { current, next, confirm };
}

/** "Change password": the logged-in user's own secret key; the session goes on with the new one. */
export function ChangePasswordButton() {
  return (
    <DialogButton title="Change password" label="Change password">
      {(close) => <ChangePasswordForm onChanged={close} />}
    </DialogButton>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword();
  const form = useSchemaForm(EMPTY, {
    validate: passwordProblems,
    onSubmit: (values) =>
      change.mutateAsync({ current_secret_key: values.current, new_secret_key: values.next }).then(() => {
        useUiStore.getState().showMessage('Password changed');
        onChanged();
      }),
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Change password"
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...form.bind('current')}
      />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.bind('next')} />
      <TextField
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        {...form.bind('confirm')}
      />
    </DialogForm>
  );
}

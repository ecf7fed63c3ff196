import { useUiStore } from '@/lib/store/ui-store';
import { ConfirmButton } from '@/ui/dialogs';
import { DeleteIcon } from '@/ui/icons';
import { useDeletePolicy } from '../api/policies';

/** Asks before deleting the policy; MinIO refuses one still attached to a user or group, and says so. */
export function DeletePolicyButton({
  name,
  className = 'btn-secondary text-danger-700',
}: {
  name: string;
  className?: string;
}) {
  const remove = useDeletePolicy();
  const confirm = () =>
    remove.mutateAsync(name).then(() => useUiStore.getState().showMessage(`Policy ${name} deleted`));
  return (
    <ConfirmButton
      title={`Delete policy ${name}?`}
      label="Delete"
      icon={DeleteIcon}
      aria-label={`Delete policy ${name}`}
      className={className}
      confirmLabel="Delete"
      onConfirm={confirm}
    >
      The policy is removed for good. A policy still attached to users or groups cannot be deleted: detach it
      first.
    </ConfirmButton>
  );
}

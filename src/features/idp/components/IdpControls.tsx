import type { IdpType } from '@/contract/idp';
import { toApiError } from '@/lib/api/errors';
import { useUiStore } from '@/lib/store/ui-store';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { useDeleteIdp, useUpdateIdp } from '../api/idp';
import { idpDisplayName, TYPE_LABEL } from './idp-fields';

/** Switches a configuration on or off; MinIO checks it again when it is switched on. */
export function EnableButton({ type, name, enabled }: { type: IdpType; name: string; enabled: boolean }) {
  const update = useUpdateIdp(type, name);
  const label = enabled ? 'Disable' : 'Enable';
  return (
    <button
      type="button"
      className={SMALL_BUTTON}
      aria-label={`${label} ${idpDisplayName(name)}`}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(`enable=${enabled ? 'off' : 'on'}`, {
          onSuccess: () => useUiStore.getState().showMessage(`${label}d. MinIO applies it once restarted.`),
          onError: (error) => useUiStore.getState().showError(toApiError(error)),
        })
      }
    >
      {update.isPending ? 'Saving…' : label}
    </button>
  );
}

/** Removes a configuration once confirmed; MinIO stops using it once restarted. */
export function RemoveButton({
  type,
  name,
  onRemoved,
}: {
  type: IdpType;
  name: string;
  onRemoved?: () => void;
}) {
  const remove = useDeleteIdp(type);
  const shown = idpDisplayName(name);
  return (
    <ConfirmButton
      title={`Remove ${TYPE_LABEL[type]} configuration ${shown}`}
      label="Remove"
      aria-label={`Remove ${shown}`}
      className={SMALL_BUTTON}
      confirmLabel="Remove"
      onConfirm={() => remove.mutateAsync(name).then(onRemoved)}
    >
      <p>
        The {TYPE_LABEL[type]} configuration <span className="font-mono">{shown}</span> is removed; MinIO
        stops using it once restarted, and its users can no longer log in through it.
      </p>
    </ConfirmButton>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { useUiStore } from '@/lib/store/ui-store';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogButtons } from '@/ui/dialogs';
import { DeleteIcon } from '@/ui/icons';
import { useDeleteBucket } from '../api/buckets';

/** Opens the delete confirmation for one bucket; the caller decides whether the user may delete it. */
export function DeleteBucketButton({
  bucketName,
  className = 'btn-secondary',
}: {
  bucketName: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={`Delete bucket ${bucketName}`}
          className={`${className} text-danger-700`}
        >
          <DeleteIcon aria-hidden />
          Delete
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          {/* Mounted only while open, so a new opening starts empty. */}
          <DeleteBucketForm bucketName={bucketName} onDeleted={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Asks for the bucket's name, and (only to those who may) whether to delete everything in it too. */
function DeleteBucketForm({ bucketName, onDeleted }: { bucketName: string; onDeleted: () => void }) {
  const { session } = useRouteContext({ from: '/_console' });
  const mayForce = hasPermission(session.permissions, bucketName, [S3.ForceDeleteBucket]);
  const remove = useDeleteBucket();
  const [typed, setTyped] = useState('');
  const [force, setForce] = useState(false);
  const confirmId = useId();
  const confirmed = typed === bucketName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    remove.mutate(
      { bucketName, force: mayForce && force },
      {
        onSuccess: () => {
          useUiStore.getState().showMessage(`Bucket ${bucketName} deleted`);
          onDeleted();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <Dialog.Title className="text-lg font-semibold text-slate-900">
        Delete bucket {bucketName}?
      </Dialog.Title>
      <Dialog.Description className="text-sm text-slate-600">
        The bucket and its settings are removed for good. A bucket that still holds objects is refused unless
        you also delete everything in it.
      </Dialog.Description>
      <div className="flex flex-col gap-1">
        <label htmlFor={confirmId} className="text-sm font-medium text-slate-700">
          Type <span className="font-mono font-semibold">{bucketName}</span> to confirm
        </label>
        <input
          id={confirmId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="field-input font-mono"
        />
      </div>
      {mayForce && (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={force}
            onChange={(event) => setForce(event.target.checked)}
            className="mt-0.5"
          />
          Delete everything in it (all objects and versions)
        </label>
      )}
      {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      <DialogButtons destructive disabled={!confirmed || remove.isPending}>
        {remove.isPending ? 'Deleting…' : 'Delete'}
      </DialogButtons>
    </form>
  );
}

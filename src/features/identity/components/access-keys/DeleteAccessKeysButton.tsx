import { withThousands } from '@/lib/format/numbers';
import { useUiStore } from '@/lib/store/ui-store';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { DeleteIcon } from '@/ui/icons';
import { ACCESS_KEY_NOUN, countOf } from '@/ui/names';
import { type AccessKeyOwner, useDeleteAccessKeys } from '../../api/access-keys';

/** How many of the keys to delete the confirmation names; the rest are counted. */
const NAMED_AT_MOST = 10;

const keysText = (count: number) => countOf(count, ACCESS_KEY_NOUN);

/** Asks before deleting the keys, naming them; applications signing with them stop working at once. */
function DeleteAccessKeysConfirm({
  owner,
  accessKeys,
  onDeleted,
  ...trigger
}: {
  owner: AccessKeyOwner;
  accessKeys: readonly string[];
  onDeleted?: (accessKeys: readonly string[]) => void;
  title: string;
  label: string;
  'aria-label'?: string;
  className?: string;
}) {
  const remove = useDeleteAccessKeys(owner);
  const unnamed = accessKeys.length - NAMED_AT_MOST;
  const confirm = () =>
    remove.mutateAsync(accessKeys).then(() => {
      useUiStore.getState().showMessage(`${keysText(accessKeys.length)} deleted`);
      onDeleted?.(accessKeys);
    });
  return (
    <ConfirmButton {...trigger} icon={DeleteIcon} confirmLabel="Delete" onConfirm={confirm}>
      <p>Applications signing requests with them are refused from now on. This cannot be undone.</p>
      <ul className="mt-2 list-inside list-disc font-mono text-xs">
        {accessKeys.slice(0, NAMED_AT_MOST).map((accessKey) => (
          <li key={accessKey}>{accessKey}</li>
        ))}
      </ul>
      {unnamed > 0 && <p className="mt-1">{`and ${keysText(unnamed)} more`}</p>}
    </ConfirmButton>
  );
}

/** A row's "Delete". */
export function DeleteAccessKeyButton({ owner, accessKey }: { owner: AccessKeyOwner; accessKey: string }) {
  return (
    <DeleteAccessKeysConfirm
      owner={owner}
      accessKeys={[accessKey]}
      title={`Delete access key ${accessKey}?`}
      label="Delete"
      aria-label={`Delete access key ${accessKey}`}
      className={`${SMALL_BUTTON} text-danger-700`}
    />
  );
}

/** "Delete selected": the selected keys, in one confirmation. */
export function DeleteSelectedAccessKeysButton({
  owner,
  selected,
  onDeleted,
}: {
  owner: AccessKeyOwner;
  selected: readonly string[];
  onDeleted: (accessKeys: readonly string[]) => void;
}) {
  if (selected.length === 0) {
    return (
      <button type="button" className="btn-secondary" disabled>
        Delete selected
      </button>
    );
  }
  return (
    <DeleteAccessKeysConfirm
      owner={owner}
      accessKeys={selected}
      onDeleted={onDeleted}
      title={`Delete ${keysText(selected.length)}?`}
      label={`Delete selected (${withThousands(selected.length)})`}
      className="btn-secondary text-danger-700"
    />
  );
}

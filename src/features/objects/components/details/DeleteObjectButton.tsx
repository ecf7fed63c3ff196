import { isFolderName } from '@/contract/objects';
import { useUiStore } from '@/lib/store/ui-store';
import { DeleteIcon } from '@/ui/icons';
import { useDeleteObject } from '../../api/details';
import { displayName } from '../../browse-path';
import { DANGER_BUTTON, DeleteConfirm } from './DeleteConfirm';

/**
 * Deletes the object — or, for a folder, everything under it. In a versioned bucket a plain delete adds a
 * delete marker; "all versions" removes them for good (the only way left once the object is deleted).
 */
export function DeleteObjectButton(props: {
  bucketName: string;
  objectKey: string;
  versioned: boolean;
  /** Its latest version is already a delete marker. */
  deleted: boolean;
  canBypass: boolean;
  onDeleted: () => void;
}) {
  const remove = useDeleteObject(props.bucketName, props.objectKey);
  const folder = isFolderName(props.objectKey);
  const name = displayName(props.objectKey);
  const what = folder ? 'folder' : 'object';

  return (
    <DeleteConfirm
      title={`Delete ${what}`}
      offerAllVersions={props.versioned && !props.deleted}
      offerBypass={props.canBypass}
      label={`Delete ${what}`}
      icon={DeleteIcon}
      className={DANGER_BUTTON}
      onConfirm={async ({ allVersions, bypass }) => {
        await remove.mutateAsync({
          recursive: folder || undefined,
          all_versions: allVersions || props.deleted || undefined,
          bypass: bypass || undefined,
        });
        useUiStore.getState().showMessage(`${name} deleted`);
        props.onDeleted();
      }}
    >
      {folder ? (
        <p>
          Delete <strong>{name}</strong> and every object under it?
        </p>
      ) : props.deleted ? (
        <p>
          Remove every version of <strong>{name}</strong> for good?
        </p>
      ) : (
        <p>
          Delete <strong>{name}</strong>?
          {props.versioned
            ? ' Its versions stay, behind a delete marker, unless you delete them all.'
            : ' It is removed for good.'}
        </p>
      )}
    </DeleteConfirm>
  );
}

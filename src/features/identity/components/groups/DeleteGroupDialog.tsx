import type { Group } from '@/contract/groups';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { DeleteIcon } from '@/ui/icons';
import { countOf, USER_NOUN } from '@/ui/names';
import { useDeleteGroup } from '../../api/groups';

/**
 * Deletes the group after a confirmation. MinIO deletes only a group without members: for one with members,
 * the confirmation names how many and removes them first.
 */
export function DeleteGroupButton({ group }: { group: Group }) {
  return (
    <DialogButton
      title={`Delete group ${group.name}?`}
      label="Delete"
      icon={DeleteIcon}
      aria-label={`Delete group ${group.name}`}
      className="btn-secondary text-danger-700"
    >
      {(close) => <DeleteGroupForm group={group} onDeleted={close} />}
    </DialogButton>
  );
}

const NOTHING = {};

function DeleteGroupForm({ group, onDeleted }: { group: Group; onDeleted: () => void }) {
  const remove = useDeleteGroup(group);
  const members = group.members?.length ?? 0;
  const form = useSchemaForm(NOTHING, {
    validate: () => NOTHING,
    onSubmit: async () => {
      await remove.mutateAsync({ removeMembers: members > 0 });
      useUiStore.getState().showMessage(`Group ${group.name} deleted`);
      onDeleted();
    },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel={members > 0 ? `Remove ${countOf(members, USER_NOUN)} and delete` : 'Delete'}
      destructive
    >
      {members > 0 ? (
        <p className="text-sm text-slate-700">
          {`${group.name} still has ${countOf(members, USER_NOUN)}, and MinIO deletes only an empty group. The members are removed from it first (the users stay), then the group is deleted.`}
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          The group is deleted for good; the policies attached to it stay.
        </p>
      )}
    </DialogForm>
  );
}

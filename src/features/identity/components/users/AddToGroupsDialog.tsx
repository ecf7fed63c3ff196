import { useQuery } from '@tanstack/react-query';
import { bulkUserGroupsRequestSchema } from '@/contract/users';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { groupListQuery } from '@/lib/resources/iam';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { QueriedNamePicker } from '@/ui/NamePicker';
import { countOf, GROUP_NOUN, USER_NOUN } from '@/ui/names';
import { useAddUsersToGroups } from '../../api/users';

/** Adds the chosen users to groups picked in a dialog. */
export function AddToGroupsButton({ users }: { users: readonly string[] }) {
  return (
    <DialogButton title="Add users to groups" label="Add to groups">
      {(close) => <AddToGroupsForm users={users} onAdded={close} />}
    </DialogButton>
  );
}

function AddToGroupsForm({ users, onAdded }: { users: readonly string[]; onAdded: () => void }) {
  const groups = useQuery(groupListQuery());
  const add = useAddUsersToGroups();
  const form = useSchemaForm(
    { users: [...users], groups: [] as string[] },
    {
      validate: (values) => schemaProblems(bulkUserGroupsRequestSchema, values),
      onSubmit: async (values) => {
        await add.mutateAsync(values);
        useUiStore
          .getState()
          .showMessage(
            `${countOf(values.users.length, USER_NOUN)} added to ${countOf(values.groups.length, GROUP_NOUN)}`,
          );
        onAdded();
      },
    },
  );
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Add">
      <p className="text-sm text-slate-700">
        {`${countOf(users.length, USER_NOUN)} will join every group chosen; the groups they are in already stay.`}
      </p>
      {form.problems.users && <p className="text-sm text-danger-700">{form.problems.users}</p>}
      <QueriedNamePicker label="Groups" noun={GROUP_NOUN} query={groups} {...form.bind('groups')} />
    </DialogForm>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { addGroupRequestSchema } from '@/contract/groups';
import type { SessionResponse } from '@/contract/session';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { canOpenRoute } from '@/lib/permissions/routes';
import { NAME_SOURCES } from '@/lib/resources/name-sources';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { CreateIcon } from '@/ui/icons';
import { QueriedNamePicker } from '@/ui/NamePicker';
import { USER_NOUN } from '@/ui/names';
import { type NewGroup, useAddGroup } from '../../api/groups';
import { groupControls } from './access';

const NO_GROUP: NewGroup = { group: '', members: [] };

export function AddGroupButton({ session }: { session: SessionResponse }) {
  return (
    <DialogButton icon={CreateIcon} title="Create Group" label="Create Group" className="btn-primary">
      {(close) => <AddGroupForm session={session} onCreated={close} />}
    </DialogButton>
  );
}

/** A new group's name and, where the session may list users, its members; then the group's page. */
function AddGroupForm({ session, onCreated }: { session: SessionResponse; onCreated: () => void }) {
  const may = groupControls(session);
  const add = useAddGroup();
  const navigate = useNavigate();
  const users = useQuery({ ...NAME_SOURCES.users(), enabled: may.editMembers });
  const form = useSchemaForm(NO_GROUP, {
    validate: (values) => schemaProblems(addGroupRequestSchema, values),
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      useUiStore.getState().showMessage(`Group ${values.group} created`);
      onCreated();
      const page = { groupName: values.group };
      if (canOpenRoute(session, '/identity/groups/$groupName', page))
        await navigate({ to: '/identity/groups/$groupName', params: page });
    },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Create"
    >
      <TextField label="Group name" autoFocus {...form.bind('group')} />
      {may.editMembers && (
        <QueriedNamePicker label="Members" noun={USER_NOUN} query={users} {...form.bind('members')} />
      )}
    </DialogForm>
  );
}

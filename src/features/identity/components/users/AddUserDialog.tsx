import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import { type AddUserRequest, addUserRequestSchema } from '@/contract/users';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { NAME_SOURCES } from '@/lib/resources/name-sources';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { CreateIcon } from '@/ui/icons';
import { QueriedNamePicker } from '@/ui/NamePicker';
import { GROUP_NOUN, POLICY_NOUN } from '@/ui/names';
import { useAddUser } from '../../api/users';
import { generateKeys } from '../generate-keys';
import { userControls } from './access';

const NO_USER: AddUserRequest = { accessKey: '', secretKey: '', groups: [], policies: [] };

export function AddUserButton({ session }: { session: SessionResponse }) {
  return (
    <DialogButton icon={CreateIcon} title="Create User" label="Create User" className="btn-primary">
      {(close) => <AddUserForm session={session} onCreated={close} />}
    </DialogButton>
  );
}

/** A new user's keys and, where the session may set them, its groups and policies picked from the real lists. */
function AddUserForm({ session, onCreated }: { session: SessionResponse; onCreated: () => void }) {
  const may = userControls(session);
  const add = useAddUser();
  const groups = useQuery({ ...NAME_SOURCES.groups(), enabled: may.addToGroups });
  const policies = useQuery({ ...NAME_SOURCES.policies(), enabled: may.attachPolicies });
  const form = useSchemaForm(NO_USER, {
    validate: (values) => schemaProblems(addUserRequestSchema, values),
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      useUiStore.getState().showMessage(`User ${values.accessKey} created`);
      onCreated();
    },
  });

  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Create"
    >
      <TextField label="Access key" autoFocus {...form.bind('accessKey')} />
      <SecretKeyField {...form.bind('secretKey')} />
      {may.addToGroups && (
        <QueriedNamePicker label="Groups" noun={GROUP_NOUN} query={groups} {...form.bind('groups')} />
      )}
      {may.attachPolicies && (
        <QueriedNamePicker label="Policies" noun={POLICY_NOUN} query={policies} {...form.bind('policies')} />
      )}
    </DialogForm>
  );
}

/** A secret key typed, or generated here; hidden unless asked to show. */
export function SecretKeyField(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  problem: string | undefined;
  label?: string;
}) {
  const [shown, setShown] = useState(false);
  const generate = () => {
    props.onChange(generateKeys().secretKey);
    setShown(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={props.label ?? 'Secret key'}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        problem={props.problem}
        hint="8 to 40 characters"
      />
      <div className="flex gap-2">
        <button type="button" onClick={generate} className="btn-secondary px-2 py-1 text-xs">
          Generate
        </button>
        <button
          type="button"
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
          className="btn-secondary px-2 py-1 text-xs"
        >
          Show secret key
        </button>
      </div>
    </div>
  );
}

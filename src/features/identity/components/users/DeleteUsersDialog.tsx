import { useQuery } from '@tanstack/react-query';
import { MAX_NAMES_PER_REQUEST } from '@/contract/iam-names';
import type { User, UserServiceAccountSummary } from '@/contract/users';
import { toApiError } from '@/lib/api/errors';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { withThousands } from '@/lib/format/numbers';
import { useUiStore } from '@/lib/store/ui-store';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { DeleteIcon } from '@/ui/icons';
import { ACCESS_KEY_NOUN, countOf, USER_NOUN } from '@/ui/names';
import { UsersNotDeletedError, useDeleteUsers, userAccessKeyCountsQuery } from '../../api/users';

/** How many of the names a confirmation spells out before "and N more". */
const NAMED_AT_MOST = 10;

const andMore = (count: number, what: string) =>
  count > NAMED_AT_MOST && (
    <p className="mt-1">{`and ${withThousands(count - NAMED_AT_MOST)} more ${what}`}</p>
  );

/**
 * Deletes the users after a confirmation that warns of their access keys; a deleted user's page is left for the
 * list.
 */
export function DeleteUsersButton({ users, onDeleted }: { users: readonly User[]; onDeleted?: () => void }) {
  const only = users.length === 1 ? users[0]?.accessKey : undefined;
  return (
    <DialogButton
      title={only ? `Delete user ${only}?` : `Delete ${countOf(users.length, USER_NOUN)}?`}
      label="Delete"
      icon={DeleteIcon}
      aria-label={only ? `Delete user ${only}` : 'Delete selected users'}
      className="btn-secondary text-danger-700"
    >
      {(close) => (
        <DeleteUsersForm
          users={users}
          onDeleted={() => {
            close();
            onDeleted?.();
          }}
        />
      )}
    </DialogButton>
  );
}

const NOTHING = {};
const TOO_MANY = `Delete at most ${withThousands(MAX_NAMES_PER_REQUEST)} users at once`;

function DeleteUsersForm({ users, onDeleted }: { users: readonly User[]; onDeleted: () => void }) {
  const names = users.map((user) => user.accessKey);
  const tooMany = names.length > MAX_NAMES_PER_REQUEST;
  const remove = useDeleteUsers();
  const form = useSchemaForm(NOTHING, {
    validate: () => ({
      users: tooMany ? TOO_MANY : undefined,
    }),
    onSubmit: async () => {
      await remove.mutateAsync(users);
      useUiStore
        .getState()
        .showMessage(
          names.length === 1 ? `User ${names[0]} deleted` : `${countOf(names.length, USER_NOUN)} deleted`,
        );
      onDeleted();
    },
  });
  const partly = form.error instanceof UsersNotDeletedError ? form.error : null;

  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={partly ? null : form.error}
      submitLabel="Delete"
      destructive
    >
      <p className="text-sm text-slate-700">
        {`${namedList(names)} ${names.length === 1 ? 'is' : 'are'} deleted for good, with ${names.length === 1 ? 'its' : 'their'} access keys. Groups and policies stay.`}
      </p>
      {tooMany ? <p className="text-sm text-danger-700">{TOO_MANY}</p> : <AccessKeyWarning names={names} />}
      {partly && <NotDeleted error={partly} />}
    </DialogForm>
  );
}

function namedList(names: readonly string[]): string {
  const named = names.slice(0, NAMED_AT_MOST).join(', ');
  const more = names.length - NAMED_AT_MOST;
  return more > 0 ? `${named} and ${withThousands(more)} more` : named;
}

const withKeys = (summary: UserServiceAccountSummary) =>
  (summary.userServiceAccountList ?? []).filter((entry) => (entry.numSAs ?? 0) > 0);

/** Whether any of the users still has access keys (they are deleted with the user). */
function AccessKeyWarning({ names }: { names: readonly string[] }) {
  const counts = useQuery(userAccessKeyCountsQuery(names));
  if (counts.isPending)
    return (
      <p role="status" className="text-sm text-slate-500">
        Checking for access keys…
      </p>
    );
  if (counts.isError)
    return (
      <p className="text-sm text-slate-600">
        {`Whether they have access keys could not be checked: ${toApiError(counts.error).errorMessage}`}
      </p>
    );
  const holders = withKeys(counts.data);
  if (holders.length === 0) return null;
  return (
    <div role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">These access keys stop working too:</p>
      <ul className="mt-1 list-disc pl-5">
        {holders.slice(0, NAMED_AT_MOST).map((entry) => (
          <li key={entry.userName}>{`${entry.userName}: ${countOf(entry.numSAs ?? 0, ACCESS_KEY_NOUN)}`}</li>
        ))}
      </ul>
      {andMore(holders.length, 'users with access keys')}
    </div>
  );
}

/** The users MinIO refused to delete, each with its reason; the others are gone. */
function NotDeleted({ error }: { error: UsersNotDeletedError }) {
  return (
    <div role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
      <p>
        {error.deleted.length > 0
          ? `${countOf(error.deleted.length, USER_NOUN)} deleted; these were not:`
          : 'Not deleted:'}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {error.failures.slice(0, NAMED_AT_MOST).map(({ name, error: reason }) => (
          <li key={name}>{`${name}: ${toApiError(reason).errorMessage}`}</li>
        ))}
      </ul>
      {andMore(error.failures.length, 'users not deleted')}
    </div>
  );
}

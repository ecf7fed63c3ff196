import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { sessionQuery } from '@/lib/resources/session';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { CreateFolderIcon } from '@/ui/icons';
import { splatOfFolder } from '../../browse-path';
import { folderNameProblem, trimmedFolderName } from './folder-name';

/**
 * Opens a new folder inside `prefix` (for whoever may add objects there). S3 has no folders, only keys, so
 * nothing is written: the browser goes into the new prefix, which stays once something is uploaded into it.
 */
export function CreateFolderButton({ bucketName, prefix }: { bucketName: string; prefix: string }) {
  const session = useQuery(sessionQuery()).data;
  if (!hasPermission(session?.permissions, `${bucketName}/${prefix}`, [S3.PutObject, S3.AnyPut])) return null;
  return (
    <DialogButton title="Create folder" label="Create folder" icon={CreateFolderIcon}>
      {(close) => <CreateFolderForm bucketName={bucketName} prefix={prefix} onDone={close} />}
    </DialogButton>
  );
}

function CreateFolderForm(props: { bucketName: string; prefix: string; onDone: () => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(
    { name: '' },
    {
      validate: ({ name }) => ({ name: folderNameProblem(name, props.prefix) ?? undefined }),
      onSubmit: ({ name }) => {
        props.onDone();
        void navigate({
          to: '/buckets/$bucketName/browse/$',
          params: {
            bucketName: props.bucketName,
            _splat: splatOfFolder(`${props.prefix}${trimmedFolderName(name)}/`),
          },
          state: (previous) => ({ ...previous, newFolder: true }),
        });
      },
    },
  );

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={false} error={null} submitLabel="Create">
      <TextField
        label="Folder name"
        {...form.bind('name')}
        autoFocus
        hint="Slashes make folders inside folders, e.g. 2025/reports."
      />
      <p className="text-sm text-slate-600">
        {`The folder opens inside ${props.prefix ? `“${props.prefix}”` : 'the bucket'}. S3 has no empty folders: it shows in the listing once something is uploaded into it.`}
      </p>
    </DialogForm>
  );
}

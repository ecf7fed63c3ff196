import { bucketPolicyProblem } from '@/contract/bucket-settings';
import type { BucketAccess, BucketInfo } from '@/contract/buckets';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogForm } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { RadioGroup, TextAreaField } from '@/ui/fields';
import { EditDialogButton, SettingCard } from '@/ui/SettingCard';
import { useSetBucketPolicy } from '../../api/settings';
import type { CardAccess } from './card-scopes';

const ACCESS_OPTIONS: readonly { value: BucketAccess; label: string; description: string }[] = [
  {
    value: 'PRIVATE',
    label: 'Private',
    description: 'Only users with a policy that allows it can reach the bucket.',
  },
  {
    value: 'PUBLIC',
    label: 'Public',
    description: 'Anyone, without credentials, may list, download, upload and delete objects.',
  },
  { value: 'CUSTOM', label: 'Custom', description: 'The bucket policy below, written in JSON.' },
];

const ACCESS_LABELS: Record<BucketAccess, string> = {
  PRIVATE: 'Private',
  PUBLIC: 'Public',
  CUSTOM: 'Custom',
};

/** A starting point for a custom policy: anonymous downloads of every object. */
function policyTemplate(bucketName: string): string {
  const statement = {
    Effect: 'Allow',
    Principal: { AWS: ['*'] },
    Action: ['s3:GetObject'],
    Resource: [`arn:aws:s3:::${bucketName}/*`],
  };
  return JSON.stringify({ Version: '2012-10-17', Statement: [statement] }, null, 2);
}

/** The policy as the editor shows it: indented when it is JSON, as it is otherwise. */
function editableText(definition: string | undefined, bucketName: string): string {
  if (!definition) return policyTemplate(bucketName);
  try {
    return JSON.stringify(JSON.parse(definition), null, 2);
  } catch {
    return definition;
  }
}

/** The bucket's access policy (PRIVATE, PUBLIC or CUSTOM) and a dialog to change it. */
export function AccessPolicyCard({ info, access }: { info: BucketInfo; access: CardAccess }) {
  const current = info.access ?? 'PRIVATE';
  return (
    <SettingCard
      title="Access policy"
      action={
        access.write && (
          <EditDialogButton label="Change access policy">
            {(close) => <AccessPolicyForm info={info} onSaved={close} />}
          </EditDialogButton>
        )
      }
    >
      <dl>
        <Fact label="Access">{ACCESS_LABELS[current]}</Fact>
      </dl>
      {current === 'CUSTOM' && info.definition && (
        <pre className="max-h-48 overflow-auto rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-800">
          {editableText(info.definition, info.name)}
        </pre>
      )}
    </SettingCard>
  );
}

function AccessPolicyForm({ info, onSaved }: { info: BucketInfo; onSaved: () => void }) {
  const save = useSetBucketPolicy(info.name);
  const form = useSchemaForm(
    () => ({
      access: info.access ?? ('PRIVATE' as BucketAccess),
      definition: editableText(info.definition, info.name),
    }),
    {
      validate: ({ access, definition }) => ({
        definition: (access === 'CUSTOM' && bucketPolicyProblem(definition)) || undefined,
      }),
      onSubmit: ({ access, definition }) =>
        save.mutate(access === 'CUSTOM' ? { access, definition } : { access }, { onSuccess: onSaved }),
    },
  );
  const { access } = form.values;

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={save.isPending} error={save.error} submitLabel="Save">
      <RadioGroup
        legend="Access"
        name="bucket-access"
        value={access}
        options={ACCESS_OPTIONS}
        onChange={(value) => form.set('access', value)}
      />
      {access === 'CUSTOM' && (
        <TextAreaField
          label="Policy JSON"
          {...form.bind('definition')}
          rows={14}
          hint="Checked before saving; MinIO checks the actions and resources."
        />
      )}
    </DialogForm>
  );
}

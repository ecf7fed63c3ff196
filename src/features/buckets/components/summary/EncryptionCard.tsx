import { useQuery } from '@tanstack/react-query';
import type { BucketEncryptionInfo } from '@/contract/bucket-settings';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogForm } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { RadioGroup, TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { EditDialogButton, SettingCard } from '@/ui/SettingCard';
import { bucketEncryptionQuery, useSetBucketEncryption } from '../../api/settings';
import type { CardAccess } from './card-scopes';

type Encryption = 'none' | 'sse-s3' | 'sse-kms';

const KMS_ALGORITHM = 'aws:kms';

function encryptionOf(info: BucketEncryptionInfo | null): Encryption {
  if (!info) return 'none';
  return info.algorithm === KMS_ALGORITHM ? 'sse-kms' : 'sse-s3';
}

function encryptionLabel(info: BucketEncryptionInfo | null): string {
  const encryption = encryptionOf(info);
  if (encryption === 'none') return 'Disabled';
  if (encryption === 'sse-s3') return 'SSE-S3 (keys managed by MinIO)';
  return `SSE-KMS${info?.kmsMasterKeyID ? ` with key ${info.kmsMasterKeyID}` : ''}`;
}

/** The bucket's default encryption. SSE-KMS is offered only when MinIO has a KMS (session feature "kms"). */
export function EncryptionCard(props: { bucketName: string; access: CardAccess; hasKms: boolean }) {
  const query = useQuery(bucketEncryptionQuery(props.bucketName));
  return (
    <SettingCard
      title="Encryption"
      action={
        props.access.write &&
        query.isSuccess && (
          <EditDialogButton label="Change encryption">
            {(close) => (
              <EncryptionForm
                bucketName={props.bucketName}
                current={query.data}
                hasKms={props.hasKms}
                onSaved={close}
              />
            )}
          </EditDialogButton>
        )
      }
    >
      <QueryContent query={query}>
        {(info) => (
          <dl>
            <Fact label="Default encryption">{encryptionLabel(info)}</Fact>
          </dl>
        )}
      </QueryContent>
    </SettingCard>
  );
}

function EncryptionForm(props: {
  bucketName: string;
  current: BucketEncryptionInfo | null;
  hasKms: boolean;
  onSaved: () => void;
}) {
  const save = useSetBucketEncryption(props.bucketName);
  const form = useSchemaForm(
    { encryption: encryptionOf(props.current), keyId: props.current?.kmsMasterKeyID ?? '' },
    {
      validate: ({ encryption, keyId }) => ({
        keyId: encryption === 'sse-kms' && keyId.trim() === '' ? 'Enter the KMS key ID' : undefined,
      }),
      onSubmit: ({ encryption, keyId }) => {
        const request =
          encryption === 'none'
            ? null
            : encryption === 'sse-kms'
              ? { encType: encryption, kmsKeyID: keyId.trim() }
              : { encType: encryption };
        save.mutate(request, { onSuccess: props.onSaved });
      },
    },
  );

  const options = [
    { value: 'none' as const, label: 'Disabled', description: 'Objects are stored as they are sent.' },
    {
      value: 'sse-s3' as const,
      label: 'SSE-S3',
      description: 'MinIO encrypts every new object with its own keys.',
    },
    ...(props.hasKms || encryptionOf(props.current) === 'sse-kms'
      ? [{ value: 'sse-kms' as const, label: 'SSE-KMS', description: 'Encrypted with a key of the KMS.' }]
      : []),
  ];

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={save.isPending} error={save.error} submitLabel="Save">
      <RadioGroup
        legend="Default encryption"
        name="encryption"
        value={form.values.encryption}
        options={options}
        onChange={(encryption) => form.set('encryption', encryption)}
      />
      {form.values.encryption === 'sse-kms' && <TextField label="KMS key ID" {...form.bind('keyId')} />}
    </DialogForm>
  );
}

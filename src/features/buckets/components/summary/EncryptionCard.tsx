import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BucketEncryptionInfo } from '@/contract/bucket-settings';
import { DialogForm, SettingDialog } from '@/ui/dialogs';
import { RadioGroup, TextField } from '@/ui/fields';
import { bucketEncryptionQuery, useSetBucketEncryption } from '../../api/settings';
import type { CardAccess } from './card-scopes';
import { EditButton, Fact, QueryContent, SettingCard } from './SettingCard';

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
          <SettingDialog title="Change encryption" trigger={<EditButton label="Change encryption" />}>
            {(close) => (
              <EncryptionForm
                bucketName={props.bucketName}
                current={query.data}
                hasKms={props.hasKms}
                onSaved={close}
              />
            )}
          </SettingDialog>
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
  const [encryption, setEncryption] = useState<Encryption>(encryptionOf(props.current));
  const [keyId, setKeyId] = useState(props.current?.kmsMasterKeyID ?? '');
  const [checked, setChecked] = useState(false);
  const keyProblem =
    checked && encryption === 'sse-kms' && keyId.trim() === '' ? 'Enter the KMS key ID' : undefined;

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

  const submit = () => {
    setChecked(true);
    if (encryption === 'sse-kms' && keyId.trim() === '') return;
    const request =
      encryption === 'none'
        ? null
        : encryption === 'sse-kms'
          ? { encType: encryption, kmsKeyID: keyId.trim() }
          : { encType: encryption };
    save.mutate(request, { onSuccess: props.onSaved });
  };

  return (
    <DialogForm onSubmit={submit} pending={save.isPending} error={save.error} submitLabel="Save">
      <RadioGroup
        legend="Default encryption"
        name="encryption"
        value={encryption}
        options={options}
        onChange={setEncryption}
      />
      {encryption === 'sse-kms' && (
        <TextField label="KMS key ID" value={keyId} onChange={setKeyId} problem={keyProblem} />
      )}
    </DialogForm>
  );
}

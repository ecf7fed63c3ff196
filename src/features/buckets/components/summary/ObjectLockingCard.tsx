import { useQuery } from '@tanstack/react-query';
import type { BucketRetentionConfig } from '@/contract/bucket-settings';
import type { ObjectRetentionMode, ObjectRetentionUnit } from '@/contract/buckets';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { bucketObjectLockingQuery } from '@/lib/resources/buckets';
import { DialogForm } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { RadioGroup, SelectField, TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { EditDialogButton, Explanation, SettingCard } from '@/ui/SettingCard';
import { bucketRetentionQuery, useSetBucketRetention } from '../../api/settings';
import type { CardAccess } from './card-scopes';

const ONLY_AT_CREATION = 'Object locking can only be turned on when a bucket is created.';
const NOT_DISTRIBUTED = 'Object locking needs MinIO in distributed (erasure-coded) mode; this server is not.';

const MODE_OPTIONS = [
  {
    value: 'compliance' as const,
    label: 'Compliance',
    description:
      'No one, not even the root user, can delete or overwrite a locked version before it expires.',
  },
  {
    value: 'governance' as const,
    label: 'Governance',
    description: 'Users with the governance-bypass permission may still delete locked versions.',
  },
];
const UNIT_OPTIONS = [
  ['days', 'Days'],
  ['years', 'Years'],
] as const;

function describeRetention(retention: BucketRetentionConfig): string {
  if (!retention.mode || !retention.validity) return 'None';
  const mode = retention.mode === 'compliance' ? 'Compliance' : 'Governance';
  const unit = retention.unit === 'years' ? 'year' : 'day';
  return `${mode}, ${retention.validity} ${unit}${retention.validity === 1 ? '' : 's'}`;
}

const isWholeNumberAbove0 = (text: string) => /^\s*\d+\s*$/.test(text) && Number(text) > 0;

/** Whether the bucket has object locking, and its default retention, which can be changed when it has. */
export function ObjectLockingCard(props: {
  bucketName: string;
  access: CardAccess;
  distributedMode: boolean;
}) {
  const locking = useQuery({ ...bucketObjectLockingQuery(props.bucketName), enabled: props.distributedMode });
  const locked = locking.data?.object_locking_enabled === true;
  const retention = useQuery({ ...bucketRetentionQuery(props.bucketName), enabled: locked });
  const editable = props.access.write && locked && retention.isSuccess;

  if (!props.distributedMode) {
    return (
      <SettingCard title="Object locking">
        <Explanation>{NOT_DISTRIBUTED}</Explanation>
      </SettingCard>
    );
  }
  return (
    <SettingCard
      title="Object locking"
      action={
        editable && (
          <EditDialogButton label="Set default retention">
            {(close) => (
              <RetentionForm bucketName={props.bucketName} current={retention.data} onSaved={close} />
            )}
          </EditDialogButton>
        )
      }
    >
      <QueryContent query={locking}>
        {() => (
          <>
            <dl>
              <Fact label="Object locking">{locked ? 'Enabled' : 'Disabled'}</Fact>
            </dl>
            {locked ? (
              <QueryContent query={retention}>
                {(current) => (
                  <dl>
                    <Fact label="Default retention">{describeRetention(current)}</Fact>
                  </dl>
                )}
              </QueryContent>
            ) : (
              <p className="text-sm text-slate-600">{ONLY_AT_CREATION}</p>
            )}
          </>
        )}
      </QueryContent>
    </SettingCard>
  );
}

function RetentionForm(props: { bucketName: string; current: BucketRetentionConfig; onSaved: () => void }) {
  const save = useSetBucketRetention(props.bucketName);
  const form = useSchemaForm(
    {
      mode: props.current.mode ?? ('compliance' as ObjectRetentionMode),
      unit: props.current.unit ?? ('days' as ObjectRetentionUnit),
      validity: String(props.current.validity ?? 1),
    },
    {
      validate: ({ validity }) => ({
        validity: isWholeNumberAbove0(validity) ? undefined : 'Enter a whole number of at least 1',
      }),
      onSubmit: (values) =>
        save.mutate({ ...values, validity: Number(values.validity) }, { onSuccess: props.onSaved }),
    },
  );

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={save.isPending} error={save.error} submitLabel="Save">
      <p className="text-sm text-slate-600">
        New object versions are locked for this long unless they ask otherwise.
      </p>
      <RadioGroup
        legend="Retention mode"
        name="retention-mode"
        value={form.values.mode}
        options={MODE_OPTIONS}
        onChange={(mode) => form.set('mode', mode)}
      />
      <div className="flex items-start gap-2">
        <TextField label="Retention validity" inputMode="numeric" {...form.bind('validity')} />
        <SelectField
          label="Retention unit"
          value={form.values.unit}
          options={UNIT_OPTIONS}
          onChange={(value) => form.set('unit', value as ObjectRetentionUnit)}
        />
      </div>
    </DialogForm>
  );
}
